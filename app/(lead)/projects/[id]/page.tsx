import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { loadPageData } from "@/lib/actions/load-page-data";
import { canInProject } from "@/lib/auth/permissions";
import { requireUser } from "@/lib/auth/require-user";
import { getReviseWait } from "@/lib/gold/revise-wait";
import { getLanguageCoverage } from "@/lib/projects/get-language-coverage";
import { getProject } from "@/lib/projects/get-project";
import { LeadOverview } from "./_components/lead-overview";
import { MemberOverview } from "./_components/member-overview";
import { routeRowId } from "@/lib/validation/row-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("overview"))("title") };
}

export default async function ProjectPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  // The scorecards' language selector (a GET form on this page).
  const { scorecard_language: scorecardLanguage } = await searchParams;
  const user = await requireUser({ from: `/projects/${id}` });
  const { project, leads, languages, reviseWait } = await loadPageData(async () => {
    const project = await getProject({ actor: user, projectId: routeRowId(id) });
    // Leads (and admins) run the project; everyone else gets what they need to annotate.
    const leads = canInProject(user, project.myRole, "item.browse");
    if (!leads) return { project, leads, languages: [], reviseWait: null };
    const [languages, wait] = await Promise.all([
      getLanguageCoverage({ actor: user, projectId: project.id }),
      getReviseWait({ projectId: project.id, overlap: project.settings.overlap }),
    ]);
    return {
      project,
      leads,
      languages,
      reviseWait: { items: wait.items, next_close_at: wait.nextCloseAt?.toISOString() ?? null },
    };
  });
  return leads ? (
    <LeadOverview
      project={project}
      user={user}
      languages={languages}
      reviseWait={reviseWait ?? undefined}
      scorecardLanguage={typeof scorecardLanguage === "string" ? scorecardLanguage : null}
    />
  ) : (
    <MemberOverview project={project} />
  );
}
