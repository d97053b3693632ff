import { ProjectBreadcrumb } from "@/components/nav/project-breadcrumb";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LanguageBadge } from "@/components/items/language-badge";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalTime } from "@/components/ui/local-time";
import { PageHeader } from "@/components/ui/page-header";
import { TBody, THead, Table, Td, Th } from "@/components/ui/table";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { annotationSummary } from "@/lib/submissions/annotation-summary";
import { listMySubmissions } from "@/lib/submissions/list-my-submissions";
import { submissionsQuerySchema } from "@/lib/submissions/submissions-query";
import { parseListQuery } from "@/lib/validation/list-query";
import { routeRowId } from "@/lib/validation/row-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("submissions"))("title") };
}

/**
 * My own submitted annotations in the project, newest first (GET /projects/{id}/submissions).
 * Nothing about the item beyond its id and language: its status and its other annotations
 * depend on other people's work until adjudication (SPEC §2 "Blind").
 */
export default async function SubmissionsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ cursor?: string; revised?: string }>;
}) {
  const [{ id }, { cursor, revised }] = await Promise.all([params, searchParams]);
  const user = await requireUser({ from: `/projects/${id}/submissions` });
  const { project, list } = await loadPageData(async () => {
    const query = parseListQuery(submissionsQuerySchema, { cursor });
    const project = await loadProjectAccess({
      actor: user,
      projectId: routeRowId(id),
      action: "item.annotate",
    });
    return {
      project,
      list: await listMySubmissions({ actor: user, projectId: project.id, query }),
    };
  });
  // After a revise (decision 048) the revise screen comes back here with the assignment's id.
  const t = await getTranslations("submissions");
  const revisedRow = list.submissions.find((s) => String(s.assignmentId) === revised);

  return (
    <div className="mx-auto max-w-5xl">
      <ProjectBreadcrumb project={project} className="mb-2" />
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<ButtonLink href={`/projects/${project.id}/annotate`}>{t("back")}</ButtonLink>}
      />
      {revisedRow ? (
        <div className="mb-4">
          <Alert tone="success" data-testid="revised-notice">
            {t("revised", { item: revisedRow.item.externalId })}
          </Alert>
        </div>
      ) : null}
      {list.submissions.length === 0 ? (
        <EmptyState title={t(cursor ? "noneOlder.title" : "none.title")}>
          {t(cursor ? "noneOlder.text" : "none.text")}
        </EmptyState>
      ) : (
        <Table caption={t("caption")} data-testid="my-submissions">
          <THead>
            <Th>{t("columns.item")}</Th>
            <Th>{t("columns.submitted")}</Th>
            <Th>{t("columns.annotation")}</Th>
            <Th>{t("columns.revise")}</Th>
          </THead>
          <TBody>
            {list.submissions.map((s) => (
              <tr key={s.assignmentId} data-testid="submission-row">
                <Td className="whitespace-nowrap">
                  <span className="font-mono text-xs break-all">{s.item.externalId}</span>{" "}
                  <LanguageBadge code={s.item.language} />
                </Td>
                <Td className="whitespace-nowrap">
                  <LocalTime iso={s.submittedAt} />
                </Td>
                <Td>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
                    {annotationSummary(s.data).map(([field, text]) => (
                      <div key={field} className="contents">
                        <dt className="text-slate-600">{field.replaceAll("_", " ")}</dt>
                        <dd className="break-words text-slate-900">{text}</dd>
                      </div>
                    ))}
                  </dl>
                </Td>
                <Td className="whitespace-nowrap">
                  {s.isRevisable ? (
                    <ButtonLink
                      href={`/projects/${project.id}/annotate/${s.assignmentId}?revise=1`}
                      size="sm"
                      data-testid="revise-link"
                    >
                      {/* One text run: the button lays out its children with a gap. */}
                      <span>
                        {t.rich("reviseUntil", {
                          until: () => <LocalTime iso={s.revisableUntil} style="time" />,
                        })}
                      </span>
                    </ButtonLink>
                  ) : (
                    <span className="text-xs text-slate-600" data-testid="read-only">
                      {t("readOnly")}
                    </span>
                  )}
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      )}
      <div className="mt-4 flex gap-3">
        {cursor ? (
          <ButtonLink href={`/projects/${project.id}/submissions`}>{t("newest")}</ButtonLink>
        ) : null}
        {list.nextCursor ? (
          <ButtonLink href={`/projects/${project.id}/submissions?cursor=${list.nextCursor}`}>
            {t("older")}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
