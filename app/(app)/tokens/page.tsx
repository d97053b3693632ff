import type { Metadata } from "next";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import { listApiTokens } from "@/lib/auth/api-tokens";
import { requireUser } from "@/lib/auth/require-user";
import { CreateTokenForm } from "./_components/create-token-form";
import { RevokeTokenButton } from "./_components/revoke-token-button";
import { LocalTime } from "@/components/ui/local-time";

export const metadata: Metadata = { title: "API tokens" };

const date = (iso: string | null) => <LocalTime iso={iso} />;

export default async function TokensPage() {
  const user = await requireUser({ from: "/tokens", action: "token.manage" });
  const tokens = await listApiTokens({ userId: user.id });
  return (
    <>
      <PageHeader
        title="API tokens"
        description="Tokens let scripts and the REST API act as you. Revoke any you no longer use."
      />
      <div className="space-y-6">
        <Card aria-labelledby="create-token-title">
          <CardTitle id="create-token-title">Create a token</CardTitle>
          <CreateTokenForm />
        </Card>
        {tokens.length === 0 ? (
          <p className="text-sm text-slate-600">You have no API tokens yet.</p>
        ) : (
          <Table caption="Your API tokens">
            <THead>
              <Th>Name</Th>
              <Th>Prefix</Th>
              <Th>Created</Th>
              <Th>Last used</Th>
              <Th>Expires</Th>
              <Th>Status</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </THead>
            <TBody>
              {tokens.map((t) => {
                const expired =
                  !t.revokedAt && t.expiresAt !== null && new Date(t.expiresAt) < new Date();
                return (
                  <tr key={t.id} data-testid="token-row">
                    <Td className="font-medium">{t.name}</Td>
                    <Td className="font-mono text-xs">{t.prefix}…</Td>
                    <Td>{date(t.createdAt)}</Td>
                    <Td>{t.lastUsedAt ? date(t.lastUsedAt) : "Never"}</Td>
                    <Td>{t.expiresAt ? date(t.expiresAt) : "Never"}</Td>
                    <Td>
                      {t.revokedAt ? (
                        <span className="text-red-700">Revoked {date(t.revokedAt)}</span>
                      ) : expired ? (
                        "Expired"
                      ) : (
                        <span className="text-emerald-700">Active</span>
                      )}
                    </Td>
                    <Td className="text-right">
                      {t.revokedAt || expired ? null : (
                        <RevokeTokenButton tokenId={t.id} name={t.name} />
                      )}
                    </Td>
                  </tr>
                );
              })}
            </TBody>
          </Table>
        )}
      </div>
    </>
  );
}
