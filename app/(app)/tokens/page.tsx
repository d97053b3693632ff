import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import { listApiTokens } from "@/lib/auth/api-tokens";
import { requireUser } from "@/lib/auth/require-user";
import { CreateTokenForm } from "./_components/create-token-form";
import { RevokeTokenButton } from "./_components/revoke-token-button";
import { LocalTime } from "@/components/ui/local-time";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tokens"))("title") };
}

const date = (iso: string | null) => <LocalTime iso={iso} />;

export default async function TokensPage() {
  const user = await requireUser({ from: "/tokens", action: "token.manage" });
  const tokens = await listApiTokens({ userId: user.id });
  const t = await getTranslations("tokens");
  const tc = await getTranslations("common");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <Card aria-labelledby="create-token-title">
          <CardTitle id="create-token-title">{t("createTitle")}</CardTitle>
          <CreateTokenForm />
        </Card>
        {tokens.length === 0 ? (
          <p className="text-sm text-slate-600">{t("none")}</p>
        ) : (
          <Table caption={t("caption")}>
            <THead>
              <Th>{tc("columns.name")}</Th>
              <Th>{t("prefix")}</Th>
              <Th>{tc("columns.created")}</Th>
              <Th>{t("lastUsed")}</Th>
              <Th>{t("expires")}</Th>
              <Th>{tc("columns.status")}</Th>
              <Th>
                <span className="sr-only">{tc("columns.actions")}</span>
              </Th>
            </THead>
            <TBody>
              {tokens.map((token) => {
                const expired =
                  !token.revokedAt &&
                  token.expiresAt !== null &&
                  new Date(token.expiresAt) < new Date();
                return (
                  <tr key={token.id} data-testid="token-row">
                    <Td className="font-medium">{token.name}</Td>
                    <Td className="font-mono text-xs">{token.prefix}…</Td>
                    <Td>{date(token.createdAt)}</Td>
                    <Td>{token.lastUsedAt ? date(token.lastUsedAt) : tc("never")}</Td>
                    <Td>{token.expiresAt ? date(token.expiresAt) : tc("never")}</Td>
                    <Td>
                      {token.revokedAt ? (
                        <span className="text-red-700">
                          {t.rich("revoked", { date: () => date(token.revokedAt) })}
                        </span>
                      ) : expired ? (
                        t("expired")
                      ) : (
                        <span className="text-emerald-700">{tc("active")}</span>
                      )}
                    </Td>
                    <Td className="text-right">
                      {token.revokedAt || expired ? null : (
                        <RevokeTokenButton tokenId={token.id} name={token.name} />
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
