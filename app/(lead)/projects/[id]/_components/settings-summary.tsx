import { useTranslations } from "next-intl";
import { Card, CardTitle } from "@/components/ui/card";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectDto } from "@/lib/projects/project-dto";
import { samplingSummary } from "@/lib/sampling/sampling-summary";

export function SettingsSummary({ project }: { project: ProjectDto }) {
  const t = useTranslations("overview.settings");
  const s = project.settings;
  const rows: [string, string][] = [
    [t("overlap"), String(s.overlap)],
    [t("lease"), t("minutes", { minutes: s.leaseMinutes })],
    [
      t("revise"),
      s.reviseMinutes === 0 ? t("reviseNone") : t("reviseAfter", { minutes: s.reviseMinutes }),
    ],
    [t("adjudicators"), s.adjudicators === "leads" ? t("leadsOnly") : t("anyMember")],
    [t("names"), s.hideAnnotatorNames ? t("namesHidden") : t("namesShown")],
    [t("order"), t(`orders.${s.order}`)],
    [t("quota"), s.quota === null ? t("noLimit") : t("quotaItems", { quota: s.quota })],
  ];
  rows.push(...samplingSummary(project.kind, s));
  rows.push(...kindModule(project.kind).settings.summary(s));
  return (
    <Card aria-labelledby="settings-title">
      <CardTitle id="settings-title">{t("title")}</CardTitle>
      <dl className="space-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-3">
            <dt className="text-slate-500">{k}</dt>
            <dd className="text-right font-medium text-slate-800">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
