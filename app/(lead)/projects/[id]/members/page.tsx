import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
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

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("members"))("title") };
}

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
  const t = await getTranslations("members");
  const tc = await getTranslations("common");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description", { count: members.length, deactivated })}
      />
      <div className="space-y-6">
        <Card aria-labelledby="add-member-title">
          <CardTitle id="add-member-title">{t("addTitle")}</CardTitle>
          <AddMemberForm projectId={projectId} />
        </Card>
        <Table caption={t("caption")}>
          <THead>
            <Th>{tc("columns.name")}</Th>
            <Th>{tc("columns.email")}</Th>
            <Th>{tc("columns.role")}</Th>
            <Th>{tc("columns.status")}</Th>
            <Th>{t("languages")}</Th>
            {hasRound ? <Th>{t("qualificationColumn")}</Th> : null}
            <Th>{t("added")}</Th>
            <Th>
              <span className="sr-only">{tc("columns.actions")}</span>
            </Th>
          </THead>
          <TBody>
            {members.map((m) => (
              <tr key={m.userId} data-testid="member-row">
                <Td className="font-medium">{m.name}</Td>
                <Td>{m.email}</Td>
                <Td>{tc(`roles.${m.role}`)}</Td>
                <Td>
                  {m.isActive ? (
                    tc("active")
                  ) : (
                    <span className="text-slate-500">{tc("deactivated")}</span>
                  )}
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
