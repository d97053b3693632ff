import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { MachineJson } from "@/lib/agreement/agreement-report-types";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { ConfusionHeatmap } from "./confusion-heatmap";
import { FieldTable } from "./field-table";
import { formatStat } from "./format";
import { FunctionalitiesTable } from "./prf-table";
import { kappaFields } from "./report-fields";

const nameOf = new Map(errorCodes.map((c) => [c.code, c]));

/** One machine pseudo-annotator (an imported LLM judge): against every human annotation and against gold. */
function MachineCard({ name, json }: { name: string; json: MachineJson }) {
  const perCode = Object.entries(json.per_code ?? {}).filter(([, p]) => p.support > 0 || p.precision !== null);
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="machine-card" data-machine={name}>
      <h3 className="text-sm font-semibold text-slate-900">
        {name} <span className="font-normal text-slate-500">· {json.items} items labelled</span>
      </h3>
      <div className="space-y-6">
        {(["vs_humans", "vs_gold"] as const).map((key) => (
          <div key={key} className="min-w-0 space-y-3">
            <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{key === "vs_humans" ? "vs each human annotation" : "vs gold"}</h4>
            <FieldTable
              fields={json[key]}
              caption={`${name} ${key === "vs_humans" ? "against humans" : "against gold"}`}
              codesNote="per code: precision and recall against gold below"
            />
            <FunctionalitiesTable fields={json[key]} caption={`${name} functionalities ${key}`} />
            {kappaFields(json[key])
              .filter(([, f]) => f.confusion && f.n > 0)
              .map(([field, f]) => (
                <ConfusionHeatmap key={field} name={field} confusion={f.confusion!} rowLabel={key === "vs_humans" ? "human" : "gold"} columnLabel="machine" />
              ))}
          </div>
        ))}
      </div>
      {json.per_code ? (
        perCode.length === 0 ? (
          <p className="text-sm text-slate-600">Per-code precision and recall need gold records with error codes on items this machine labelled.</p>
        ) : (
          <Table caption={`${name}: per-code precision and recall against gold`} captionVisible>
            <THead>
              <Th>Code</Th>
              <Th className="text-right">Gold support</Th>
              <Th className="text-right">Precision</Th>
              <Th className="text-right">Recall</Th>
              <Th className="text-right">F1</Th>
            </THead>
            <TBody>
              {perCode.map(([code, p]) => (
                <tr key={code}>
                  <Th scope="row" className="text-left font-normal" title={nameOf.get(code)?.definition}>
                    <span className="font-mono text-xs">{code}</span> {nameOf.get(code)?.name}
                  </Th>
                  <Td className="text-right tabular-nums">{p.support}</Td>
                  <Td className="text-right tabular-nums">{formatStat(p.precision)}</Td>
                  <Td className="text-right tabular-nums">{formatStat(p.recall)}</Td>
                  <Td className="text-right tabular-nums">{formatStat(p.f1)}</Td>
                </tr>
              ))}
            </TBody>
          </Table>
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
