// The project page's lines for the sampling settings (SPEC §2 Sampling, decision 024). Pure.
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";

const percent = (f: number) => `${Math.round(f * 1000) / 10} %`;

/** Label–value rows: the overlap sample, and the validation round's share where the kind has the round. */
export function samplingSummary(
  kind: ItemKind,
  s: ProjectSettings,
): [label: string, value: string][] {
  const strata = s.overlapStrata.length ? ` of each ${s.overlapStrata.join(" × ")}` : "";
  const rows: [string, string][] = [
    [
      "Items with all annotators",
      s.overlapFraction >= 1
        ? "All"
        : `${percent(s.overlapFraction)}${strata}; the others one (gold “single”)`,
    ],
  ];
  if (kindModule(kind).validationRound)
    rows.push([
      "Share of gold items rated",
      s.validationFraction >= 1
        ? "All gold items"
        : `${percent(s.validationFraction)} of gold items${strata}`,
    ]);
  return rows;
}
