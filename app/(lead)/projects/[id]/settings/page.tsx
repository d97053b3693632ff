import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { listGuidelineVersions } from "@/lib/guidelines/list-guideline-versions";
import { kindModule } from "@/lib/items/kinds";
import { listSourceProjectChoices } from "@/lib/projects/list-source-project-choices";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { strataChoices } from "@/lib/sampling/overlap-strata";
import { routeRowId } from "@/lib/validation/row-id";
import { GuidelineHistory } from "./_components/guideline-history";
import { SettingsForm } from "./_components/settings-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings"))("metaTitle") };
}

export default async function SettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/settings` });
  const p = await loadPageData(() =>
    loadProjectAccess({ actor: user, projectId: routeRowId(id), action: "project.manage" }),
  );
  const link = kindModule(p.kind).linkedItem;
  const versions = await listGuidelineVersions({ actor: user, projectId: p.id });
  const t = await getTranslations("settings");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <SettingsForm
        projectId={p.id}
        kind={p.kind}
        name={p.name}
        instructions={p.instructions}
        settings={p.settings}
        sampling={{
          strataChoices: strataChoices(p.kind),
          validationRound: kindModule(p.kind).validationRound !== undefined,
        }}
        choices={{
          sourceProjects: link
            ? await listSourceProjectChoices({
                actor: user,
                kind: link.kind,
                current: p.settings[link.sourceSetting],
              })
            : [],
        }}
      />
      <div className="mt-6">
        <GuidelineHistory versions={versions} />
      </div>
    </>
  );
}
