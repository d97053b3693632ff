import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import {
  FAILURE_KINDS,
  type JudgeFieldJson,
  type JudgeRunJson,
  type JudgeSliceJson,
} from "@/lib/agreement/judges-report-types";
import { ConfusionHeatmap } from "./confusion-heatmap";
import { ErrorCodesTable } from "./error-codes-table";
import { fieldLabel, formatInterval, formatShare, formatStat, scaleLabel } from "./format";

const provenance = (r: JudgeRunJson): string =>
  [
    r.model,
    r.version,
    r.prompt_strategy,
    r.prompt_language && `prompt in ${r.prompt_language}`,
    r.temperature !== null && `T=${r.temperature}`,
    r.seed !== null && `seed ${r.seed}`,
    r.run !== null && `run ${r.run}`,
  ]
    .filter(Boolean)
    .join(" · ");

function CoverageTable({ run }: { run: JudgeRunJson }) {
  return (
    <Table
      caption={`${run.name}: coverage and failures per language`}
      captionVisible
      data-testid="judge-coverage"
    >
      <THead>
        <Th>Language</Th>
        <Th className="text-right">Items</Th>
        <Th className="text-right">Outputs</Th>
        <Th className="text-right">Labels</Th>
        {FAILURE_KINDS.map((k) => (
          <Th key={k} className="text-right">
            {fieldLabel(k)}
          </Th>
        ))}
        <Th
          className="text-right"
          title="Labels ÷ outputs: the share of the run's outputs that are usable labels"
        >
          Coverage
        </Th>
        <Th className="text-right" title="Gold items the run labelled ÷ gold items">
          Of gold
        </Th>
      </THead>
      <TBody>
        {run.slices.map((s) => (
          <tr key={s.language} data-language={s.language}>
            <Th scope="row" className="text-left font-normal">
              {s.language === "all" ? "All languages" : s.language}
            </Th>
            <Td className="text-right tabular-nums">{s.items}</Td>
            <Td className="text-right tabular-nums">{s.outputs}</Td>
            <Td className="text-right tabular-nums">{s.labels}</Td>
            {FAILURE_KINDS.map((k) => (
              <Td key={k} className="text-right tabular-nums">
                {s.failures[k]}
              </Td>
            ))}
            <Td className="text-right tabular-nums" data-testid="coverage">
              {formatShare(s.coverage)}
            </Td>
            <Td className="text-right tabular-nums">{formatShare(s.gold_coverage)}</Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}

const kappaCell = (f: JudgeFieldJson) => `${formatStat(f.kappa)} (${formatInterval(f.ci95)})`;

function GoldTable({ run, fields }: { run: JudgeRunJson; fields: readonly string[] }) {
  return (
    <Table
      caption={`${run.name} against gold, per language`}
      captionVisible
      data-testid="judge-vs-gold"
    >
      <THead>
        <Th>Language</Th>
        <Th>Field</Th>
        <Th className="text-right">n</Th>
        <Th className="text-right">Accuracy</Th>
        <Th className="text-right">
          <span className="normal-case">κ</span> (95 % CI)
        </Th>
        <Th className="text-right">
          Quadratic <span className="normal-case">κ</span> (95 % CI)
        </Th>
        <Th className="text-right">
          Linear <span className="normal-case">κ</span>
        </Th>
      </THead>
      <TBody>
        {run.slices.flatMap((s) =>
          fields.map((name) => {
            const f = s.vs_gold.fields[name];
            return (
              <tr key={`${s.language}:${name}`}>
                <Th scope="row" className="text-left font-normal">
                  {s.language === "all" ? "All" : s.language}
                </Th>
                <Td>{fieldLabel(name)}</Td>
                <Td className="text-right tabular-nums">{f.n}</Td>
                <Td className="text-right tabular-nums">{formatStat(f.accuracy)}</Td>
                <Td className="text-right tabular-nums">{kappaCell(f)}</Td>
                <Td className="text-right tabular-nums">
                  {f.kappa_quadratic === undefined
                    ? "—"
                    : `${formatStat(f.kappa_quadratic)} (${formatInterval(f.ci95_quadratic)})`}
                </Td>
                <Td className="text-right tabular-nums">{formatStat(f.kappa_linear)}</Td>
              </tr>
            );
          }),
        )}
      </TBody>
    </Table>
  );
}

function LabelsAndConfusion({
  run,
  all,
  fields,
}: {
  run: JudgeRunJson;
  all: JudgeSliceJson;
  fields: readonly string[];
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {fields.map((name) => {
        const f = all.vs_gold.fields[name];
        return (
          <div key={name} className="min-w-0 space-y-3">
            <Table
              caption={`${run.name}: ${fieldLabel(name)} per label against gold (a judge's label is precise when gold agrees with it)`}
              captionVisible
            >
              <THead>
                <Th>Label</Th>
                <Th className="text-right">Gold support</Th>
                <Th className="text-right">Precision</Th>
                <Th className="text-right">Recall</Th>
              </THead>
              <TBody>
                {(f.per_label ?? []).map((l) => (
                  <tr key={String(l.label)}>
                    <Th scope="row" className="text-left font-normal">
                      {scaleLabel(l.label)}
                    </Th>
                    <Td className="text-right tabular-nums">{l.support}</Td>
                    <Td className="text-right tabular-nums">{formatStat(l.precision)}</Td>
                    <Td className="text-right tabular-nums">{formatStat(l.recall)}</Td>
                  </tr>
                ))}
              </TBody>
            </Table>
            {f.confusion && f.n > 0 ? (
              <ConfusionHeatmap
                name={name}
                confusion={f.confusion}
                rowLabel="gold"
                columnLabel="judge"
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function CodesTable({ run, all }: { run: JudgeRunJson; all: JudgeSliceJson }) {
  const codes = all.vs_gold.error_codes;
  if (!codes) return null;
  return (
    <ErrorCodesTable
      caption={`${run.name}: error codes against gold (${codes.n} items)`}
      perCode={codes.per_code}
      averages={codes}
      data-testid="judge-codes"
    />
  );
}

function HumansTable({
  run,
  all,
  fields,
}: {
  run: JudgeRunJson;
  all: JudgeSliceJson;
  fields: readonly string[];
}) {
  if (all.vs_annotators.length === 0) return null;
  return (
    <Table
      caption={`${run.name} against each human annotator (all languages)`}
      captionVisible
      data-testid="judge-vs-humans"
    >
      <THead>
        <Th>Annotator</Th>
        <Th className="text-right">n</Th>
        {fields.map((f) => (
          <Th key={f} className="text-right">
            {fieldLabel(f)} <span className="normal-case">κ</span> (95 % CI)
          </Th>
        ))}
      </THead>
      <TBody>
        {all.vs_annotators.map((a) => (
          <tr key={a.annotator}>
            <Th scope="row" className="text-left font-normal">
              {a.annotator}
            </Th>
            <Td className="text-right tabular-nums">{a.n}</Td>
            {fields.map((f) => (
              <Td key={f} className="text-right tabular-nums">
                {kappaCell(a.fields[f])}
              </Td>
            ))}
          </tr>
        ))}
      </TBody>
    </Table>
  );
}

/** One judge run: provenance, coverage and failures, and its labels against gold and each human. */
export function JudgeRunCard({ run, fields }: { run: JudgeRunJson; fields: readonly string[] }) {
  const all = run.slices[0];
  return (
    <section
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="judge-run"
      data-run={run.name}
    >
      <h2 className="text-base font-semibold text-slate-900">
        {run.name} <span className="text-sm font-normal text-slate-500">· {provenance(run)}</span>
      </h2>
      <CoverageTable run={run} />
      {all.vs_gold.n === 0 ? (
        <p className="text-sm text-slate-600">
          No item this run labelled has a gold record yet: scores against gold appear once items are
          agreed or adjudicated.
        </p>
      ) : (
        <>
          <GoldTable run={run} fields={fields} />
          <LabelsAndConfusion run={run} all={all} fields={fields} />
          <CodesTable run={run} all={all} />
        </>
      )}
      <HumansTable run={run} all={all} fields={fields} />
    </section>
  );
}
