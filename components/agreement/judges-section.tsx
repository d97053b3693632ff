import { useTranslations } from "next-intl";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import {
  FAILURE_KINDS,
  type JudgeFieldJson,
  type JudgeRunJson,
  type JudgeSliceJson,
} from "@/lib/agreement/judges-report-types";
import { ConfusionHeatmap } from "./confusion-heatmap";
import { ErrorCodesTable } from "./error-codes-table";
import { fieldLabel, scaleLabel } from "./format";
import { useStatFormat } from "./use-stat-format";

type Stats = ReturnType<typeof useStatFormat>;

function Provenance({ run: r }: { run: JudgeRunJson }) {
  const t = useTranslations("judges.provenance");
  const f = useStatFormat();
  const parts = [
    r.model,
    r.version,
    r.prompt_strategy,
    r.prompt_language && t("promptIn", { language: r.prompt_language }),
    r.temperature !== null && t("temperature", { value: f.decimals(String(r.temperature)) }),
    r.seed !== null && t("seed", { seed: r.seed }),
    r.run !== null && t("run", { run: r.run }),
  ];
  return parts.filter(Boolean).join(" · ");
}

function CoverageTable({ run }: { run: JudgeRunJson }) {
  const t = useTranslations("judges.coverage");
  const f = useStatFormat();
  return (
    <Table caption={t("caption", { name: run.name })} captionVisible data-testid="judge-coverage">
      <THead>
        <Th>{t("language")}</Th>
        <Th className="text-right">{t("items")}</Th>
        <Th className="text-right">{t("outputs")}</Th>
        <Th className="text-right">{t("labels")}</Th>
        {FAILURE_KINDS.map((k) => (
          <Th key={k} className="text-right">
            {t(`failures.${k}`)}
          </Th>
        ))}
        <Th className="text-right" title={t("coverageTitle")}>
          {t("coverage")}
        </Th>
        <Th className="text-right" title={t("ofGoldTitle")}>
          {t("ofGold")}
        </Th>
      </THead>
      <TBody>
        {run.slices.map((s) => (
          <tr key={s.language} data-language={s.language}>
            <Th scope="row" className="text-left font-normal">
              {s.language === "all" ? t("allLanguages") : s.language}
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
              {f.share(s.coverage)}
            </Td>
            <Td className="text-right tabular-nums">{f.share(s.gold_coverage)}</Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}

const kappaCell = (f: Stats, field: JudgeFieldJson) =>
  `${f.stat(field.kappa)} (${f.interval(field.ci95)})`;
const sym = (c: React.ReactNode) => <span className="normal-case">{c}</span>;

function GoldTable({ run, fields }: { run: JudgeRunJson; fields: readonly string[] }) {
  const t = useTranslations("judges.gold");
  const f = useStatFormat();
  return (
    <Table caption={t("caption", { name: run.name })} captionVisible data-testid="judge-vs-gold">
      <THead>
        <Th>{t("language")}</Th>
        <Th>{t("field")}</Th>
        <Th className="text-right">n</Th>
        <Th className="text-right">{t("accuracy")}</Th>
        <Th className="text-right">{t.rich("kappa", { sym })}</Th>
        <Th className="text-right">{t.rich("quadratic", { sym })}</Th>
        <Th className="text-right">{t.rich("linear", { sym })}</Th>
      </THead>
      <TBody>
        {run.slices.flatMap((s) =>
          fields.map((name) => {
            const g = s.vs_gold.fields[name];
            return (
              <tr key={`${s.language}:${name}`}>
                <Th scope="row" className="text-left font-normal">
                  {s.language === "all" ? t("all") : s.language}
                </Th>
                <Td>{fieldLabel(name)}</Td>
                <Td className="text-right tabular-nums">{g.n}</Td>
                <Td className="text-right tabular-nums">{f.stat(g.accuracy)}</Td>
                <Td className="text-right tabular-nums">{kappaCell(f, g)}</Td>
                <Td className="text-right tabular-nums">
                  {g.kappa_quadratic === undefined
                    ? "—"
                    : `${f.stat(g.kappa_quadratic)} (${f.interval(g.ci95_quadratic)})`}
                </Td>
                <Td className="text-right tabular-nums">{f.stat(g.kappa_linear)}</Td>
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
  const t = useTranslations("judges.perLabel");
  const fmt = useStatFormat();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {fields.map((name) => {
        const f = all.vs_gold.fields[name];
        return (
          <div key={name} className="min-w-0 space-y-3">
            <Table
              caption={t("caption", { name: run.name, field: fieldLabel(name) })}
              captionVisible
            >
              <THead>
                <Th>{t("label")}</Th>
                <Th className="text-right">{t("goldSupport")}</Th>
                <Th className="text-right">{t("precision")}</Th>
                <Th className="text-right">{t("recall")}</Th>
              </THead>
              <TBody>
                {(f.per_label ?? []).map((l) => (
                  <tr key={String(l.label)}>
                    <Th scope="row" className="text-left font-normal">
                      {scaleLabel(l.label)}
                    </Th>
                    <Td className="text-right tabular-nums">{l.support}</Td>
                    <Td className="text-right tabular-nums">{fmt.stat(l.precision)}</Td>
                    <Td className="text-right tabular-nums">{fmt.stat(l.recall)}</Td>
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
  const t = useTranslations("judges");
  const codes = all.vs_gold.error_codes;
  if (!codes) return null;
  return (
    <ErrorCodesTable
      caption={t("codesCaption", { name: run.name, count: codes.n })}
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
  const t = useTranslations("judges.humans");
  const fmt = useStatFormat();
  if (all.vs_annotators.length === 0) return null;
  return (
    <Table caption={t("caption", { name: run.name })} captionVisible data-testid="judge-vs-humans">
      <THead>
        <Th>{t("annotator")}</Th>
        <Th className="text-right">n</Th>
        {fields.map((f) => (
          <Th key={f} className="text-right">
            {t.rich("kappa", { field: fieldLabel(f), sym })}
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
                {kappaCell(fmt, a.fields[f])}
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
  const t = useTranslations("judges");
  const all = run.slices[0];
  return (
    <section
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="judge-run"
      data-run={run.name}
    >
      <h2 className="text-base font-semibold text-slate-900">
        {run.name}{" "}
        <span className="text-sm font-normal text-slate-500">
          · <Provenance run={run} />
        </span>
      </h2>
      <CoverageTable run={run} />
      {all.vs_gold.n === 0 ? (
        <p className="text-sm text-slate-600">{t("noGold")}</p>
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
