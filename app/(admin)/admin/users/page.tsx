import type { Metadata } from "next";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import { requireUser } from "@/lib/auth/require-user";
import { listUsers } from "@/lib/users/list-users";
import { CreateUserForm } from "./_components/create-user-form";
import { UserControls } from "./_components/user-controls";

export const metadata: Metadata = { title: "Users" };

const roleLabels = { admin: "Admin", lead: "Lead", annotator: "Annotator" } as const;

export default async function UsersPage() {
  const user = await requireUser({ action: "user.manage", from: "/admin/users" });
  const users = await listUsers({ actor: user });
  return (
    <>
      <PageHeader
        title="Users"
        description={`${users.length} ${users.length === 1 ? "account" : "accounts"} on this instance.`}
      />
      <div className="space-y-6">
        <Card aria-labelledby="create-user-title">
          <CardTitle id="create-user-title">Create a user</CardTitle>
          <CreateUserForm />
        </Card>
        <Table caption="Users">
          <THead>
            <Th>Name</Th>
            <Th>Email</Th>
            <Th>Role</Th>
            <Th>Status</Th>
            <Th>Created</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </THead>
          <TBody>
            {users.map((u) => (
              <tr key={u.id} data-testid="user-row">
                <Td className="font-medium">{u.name}</Td>
                <Td>{u.email}</Td>
                <Td>{roleLabels[u.role]}</Td>
                <Td>
                  {u.isActive ? "Active" : <span className="text-slate-500">Deactivated</span>}
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
