import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import { requireUser } from "@/lib/auth/require-user";
import { listUsers } from "@/lib/users/list-users";
import { CreateUserForm } from "./_components/create-user-form";
import { UserControls } from "./_components/user-controls";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("admin"))("title") };
}

export default async function UsersPage() {
  const user = await requireUser({ action: "user.manage", from: "/admin/users" });
  const users = await listUsers({ actor: user });
  const t = await getTranslations("admin");
  const tc = await getTranslations("common");
  return (
    <>
      <PageHeader title={t("title")} description={t("description", { count: users.length })} />
      <div className="space-y-6">
        <Card aria-labelledby="create-user-title">
          <CardTitle id="create-user-title">{t("createTitle")}</CardTitle>
          <CreateUserForm />
        </Card>
        <Table caption={t("title")}>
          <THead>
            <Th>{tc("columns.name")}</Th>
            <Th>{tc("columns.email")}</Th>
            <Th>{tc("columns.role")}</Th>
            <Th>{tc("columns.status")}</Th>
            <Th>{tc("columns.created")}</Th>
            <Th>
              <span className="sr-only">{tc("columns.actions")}</span>
            </Th>
          </THead>
          <TBody>
            {users.map((u) => (
              <tr key={u.id} data-testid="user-row">
                <Td className="font-medium">{u.name}</Td>
                <Td>{u.email}</Td>
                <Td>{tc(`roles.${u.role}`)}</Td>
                <Td>
                  {u.isActive ? (
                    tc("active")
                  ) : (
                    <span className="text-slate-500">{tc("deactivated")}</span>
                  )}
                </Td>
                <Td>{u.createdAt.slice(0, 10)}</Td>
                <Td className="text-right">
                  <UserControls user={u} />
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      </div>
    </>
  );
}
