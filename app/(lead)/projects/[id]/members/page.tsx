import type { Metadata } from "next";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { listProjectMembers } from "@/lib/projects/list-project-members";
import { routeRowId } from "@/lib/validation/row-id";
import { AddMemberForm } from "./_components/add-member-form";
import { MemberControls } from "./_components/member-controls";
import { MemberLanguagesForm } from "./_components/member-languages-form";
import { MemberQualification } from "./_components/member-qualification";
import { listMemberQualifications } from "@/lib/qualification/list-member-qualifications";

export const metadata: Metadata = { title: "Members" };

const roleLabels = { lead: "Lead", annotator: "Annotator", adjudicator: "Adjudicator" } as const;

export default async function MembersPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/members` });
  const projectId = routeRowId(id);
  const [members, standings] = await loadPageData(() =>
    Promise.all([
      listProjectMembers({ actor: user, projectId }),
      listMemberQualifications({ actor: user, projectId }),
    ]),
  );
  const standingOf = new Map(standings.map((q) => [q.userId, q]));
  const hasRound = standings.some((q) => q.status !== "not_required");
  const deactivated = members.filter((m) => !m.isActive).length;
  return (
    <>
      <PageHeader
        title="Members"
        description={`${members.length} ${members.length === 1 ? "person" : "people"} in this project${deactivated ? `, ${deactivated} deactivated` : ""}. A member with languages gets only items in them (or with none).`}
      />
      <div className="space-y-6">
        <Card aria-labelledby="add-member-title">
          <CardTitle id="add-member-title">Add a member</CardTitle>
          <AddMemberForm projectId={projectId} />
        </Card>
        <Table caption="Project members">
          <THead>
            <Th>Name</Th>
            <Th>Email</Th>
            <Th>Role</Th>
            <Th>Status</Th>
            <Th>Languages</Th>
            {hasRound ? <Th>Qualification</Th> : null}
            <Th>Added</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </THead>
          <TBody>
            {members.map((m) => (
              <tr key={m.userId} data-testid="member-row">
                <Td className="font-medium">{m.name}</Td>
                <Td>{m.email}</Td>
                <Td>{roleLabels[m.role]}</Td>
                <Td>
                  {m.isActive ? "Active" : <span className="text-slate-500">Deactivated</span>}
                </Td>
                <Td>
                  <MemberLanguagesForm projectId={projectId} member={m} />
                </Td>
                {hasRound ? (
                  <Td>
                    <MemberQualification
                      projectId={projectId}
                      standing={standingOf.get(m.userId)!}
                    />
                  </Td>
                ) : null}
                <Td>{m.addedAt.slice(0, 10)}</Td>
                <Td className="text-right">
                  <MemberControls projectId={projectId} member={m} />
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      </div>
    </>
  );
}
