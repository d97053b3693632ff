import { Card, CardTitle } from "@/components/ui/card";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectDto } from "@/lib/projects/project-dto";
import { samplingSummary } from "@/lib/sampling/sampling-summary";

export function SettingsSummary({ project }: { project: ProjectDto }) {
  const s = project.settings;
  const rows: [string, string][] = [
    ["Annotators per item", String(s.overlap)],
    ["Lease", `${s.leaseMinutes} min`],
    [
      "Revise window",
      s.reviseMinutes === 0 ? "None: submits are final" : `${s.reviseMinutes} min after a submit`,
    ],
    ["Adjudicators", s.adjudicators === "leads" ? "Leads only" : "Any member who did not annotate"],
    [
      "Annotator names",
      s.hideAnnotatorNames ? "Hidden from adjudicators" : "Shown to adjudicators",
    ],
    [
      "Order",
      {
        sequential: "Import order",
        random: "Random per annotator",
        interleaved: "Interleaved by language",
      }[s.order],
    ],
    ["Quota per annotator", s.quota === null ? "No limit" : `${s.quota} items`],
  ];
  rows.push(...samplingSummary(project.kind, s));
  rows.push(...kindModule(project.kind).settings.summary(s));
  return (
    <Card aria-labelledby="settings-title">
      <CardTitle id="settings-title">Settings</CardTitle>
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
