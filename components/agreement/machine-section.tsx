import { useTranslations } from "next-intl";
import type { MachineJson } from "@/lib/agreement/agreement-report-types";
import { ConfusionHeatmap } from "./confusion-heatmap";
import { FieldTable } from "./field-table";
import { ErrorCodesTable, usedCodes } from "./error-codes-table";
import { FunctionalitiesTable } from "./prf-table";
import { kappaFields } from "./report-fields";

const SIDES = ["vs_humans", "vs_gold"] as const;

/** One machine pseudo-annotator (an imported LLM judge): against every human annotation and against gold. */
function MachineCard({ name, json }: { name: string; json: MachineJson }) {
  const t = useTranslations("agreement.machine");
  return (
    <div
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="machine-card"
      data-machine={name}
    >
      <h3 className="text-sm font-semibold text-slate-900">
        {name}{" "}
        <span className="font-normal text-slate-500">
          · {t("itemsLabelled", { count: json.items })}
        </span>
      </h3>
      <div className="space-y-6">
        {SIDES.map((key) => (
          <div key={key} className="min-w-0 space-y-3">
            <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {key === "vs_humans" ? t("vsHumans") : t("vsGold")}
            </h4>
            <FieldTable
              fields={json[key]}
              caption={
                key === "vs_humans" ? t("againstHumans", { name }) : t("againstGold", { name })
              }
              codesNote="machine"
            />
            <FunctionalitiesTable
              fields={json[key]}
              caption={t("functionalities", { name, key })}
            />
            {kappaFields(json[key])
              .filter(([, f]) => f.confusion && f.n > 0)
              .map(([field, f]) => (
                <ConfusionHeatmap
                  key={field}
                  name={field}
                  confusion={f.confusion!}
                  rowLabel={key === "vs_humans" ? "human" : "gold"}
                  columnLabel="machine"
                />
              ))}
          </div>
        ))}
      </div>
      {json.per_code ? (
        usedCodes(json.per_code).length === 0 ? (
          <p className="text-sm text-slate-600">{t("perCodeNeedsGold")}</p>
        ) : (
          <ErrorCodesTable caption={t("perCodeCaption", { name })} perCode={json.per_code} />
        )
      ) : null}
    </div>
  );
}

export function MachineSection({ machine }: { machine: Record<string, MachineJson> }) {
  return (
    <div className="space-y-4">
      {Object.entries(machine).map(([name, json]) => (
        <MachineCard key={name} name={name} json={json} />
      ))}
    </div>
  );
}
