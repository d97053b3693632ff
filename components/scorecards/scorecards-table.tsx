import { useFormatter, useTranslations } from "next-intl";
import { fieldLabel, formatShare, formatStat } from "@/components/agreement/format";
import { KappaValue } from "@/components/agreement/kappa-value";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { ReactNode } from "react";
import type { FieldKappas, Scorecard, ScorecardReport } from "@/lib/scorecards/scorecard-types";
import { LocalTime } from "@/components/ui/local-time";

// Cells padded 10 px a side, not the tables' 16: ten columns fit 1366 px (issue #40).

/** The first categorical field's kappa (the kind's main one), "—" with nothing to compare; the other fields' in the tooltip. */
function MainKappa({ fields, names }: { fields: FieldKappas; names: readonly string[] }) {
  const t = useTranslations("scorecards");
  const main = names[0] === undefined ? undefined : fields[names[0]];
  if (main === undefined || main.n === 0) return <span className="text-slate-500">—</span>;
  const rest = names.slice(1).map((n) => `${fieldLabel(n)} ${formatStat(fields[n]?.kappa)}`);
  return (
    <span title={rest.length ? rest.join(" · ") : undefined} className="whitespace-nowrap">
      <KappaValue stats={main} compact />{" "}
      <span className="text-xs text-slate-500 tabular-nums">{t("n", { n: main.n })}</span>
    </span>
  );
}

function Who({ card, names }: { card: Scorecard; names: readonly string[] }) {
  const t = useTranslations("scorecards");
  return (
    <>
      {/* One line, cut with the whole address in the title: break-all split "ann1@example.o rg" (issue #40). */}
      <span className="block truncate font-medium text-slate-900" title={card.email ?? card.name}>
        {card.email ?? card.name}
      </span>
      {card.isExternal ? (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
          {t("external")}
        </span>
      ) : null}
      {!card.isExternal && !card.isActive ? (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
          {t("inactive")}
        </span>
      ) : null}
      {card.role ? (
        <span className="block text-xs text-slate-500">{t("role", { role: card.role })}</span>
      ) : null}
      {card.peers.byPeer.length ? (
        <details className="mt-1 text-xs text-slate-600">
          <summary className="cursor-pointer">{t("perPeer")}</summary>
          <ul className="mt-1 space-y-0.5">
            {card.peers.byPeer.map((p) => (
              <li key={p.annotator} className="truncate tabular-nums" title={p.annotator}>
                {t("peerLine", {
                  annotator: p.annotator,
                  kappa: names[0] ? formatStat(p.fields[names[0]]?.kappa) : "—",
                  n: p.n,
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {Object.keys(card.byLanguage).length ? (
        <details className="mt-1 text-xs text-slate-600" data-testid="by-language">
          <summary className="cursor-pointer">{t("perLanguage")}</summary>
          <ul className="mt-1 space-y-0.5">
            {Object.entries(card.byLanguage).map(([language, l]) => (
              <li key={language} className="tabular-nums">
                {t("languageLine", {
                  language,
                  kappa: names[0] ? formatStat(l.peers.fields[names[0]]?.kappa) : "—",
                  n: l.peers.n,
                  submitted: l.submitted,
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/**
 * The scorecards as the lead's overview shows them (SPEC §4); `actions` renders a row's extra
 * controls (the paused member's Resume button).
 */
export function ScorecardsTable({
  report,
  csvHref,
  actions,
}: {
  report: ScorecardReport;
  csvHref: string;
  actions?: (card: Scorecard) => ReactNode;
}) {
  const t = useTranslations("scorecards");
  const format = useFormatter();
  const seconds = (v: number | null) =>
    v === null ? "—" : t("seconds", { value: formatStat(v, 1) });
  const names = report.fieldNames;
  const main = names[0] ? fieldLabel(names[0]) : null;
  // Only projects with a qualification round (decision 080) get its column: the table must fit.
  const hasRound = report.annotators.some(
    (c) => c.qualification && c.qualification.status !== "not_required",
  );
  return (
    <>
      <div className="mb-2 flex items-center justify-between gap-3">
        <p className="text-xs text-slate-500">
          {main ? t("mainNote", { field: main }) : t("noCategorical")}
        </p>
        <a href={csvHref} className="text-sm font-medium text-indigo-700 hover:underline" download>
          {t("csv")}
        </a>
      </div>
      <Table caption={t("caption")} data-testid="scorecards">
        <THead>
          <Th className="px-2.5!">{t("columns.annotator")}</Th>
          <Th className="px-2.5! text-right">{t("columns.submitted")}</Th>
          <Th className="px-2.5! text-right">{t("columns.skipped")}</Th>
          <Th className="px-2.5! text-right" title={t("columns.inProgressTitle")}>
            {t("columns.inProgress")}
          </Th>
          <Th className="px-2.5! text-right" title={t("columns.timeTitle")}>
            {t("columns.time")}
          </Th>
          <Th className="px-2.5!">{t("columns.peers")}</Th>
          <Th className="px-2.5!" title={t("columns.goldTitle")}>
            {t("columns.gold")}
          </Th>
          <Th className="px-2.5! text-right" title={t("columns.overruledTitle")}>
            {t("columns.overruled")}
          </Th>
          <Th className="px-2.5! text-right">{t("columns.checks")}</Th>
          {hasRound ? (
            <Th className="px-2.5! text-right" title={t("columns.qualificationTitle")}>
              {t("columns.qualification")}
            </Th>
          ) : null}
          <Th className="px-2.5!">{t("columns.lastActivity")}</Th>
        </THead>
        <TBody>
          {report.annotators.map((c) => (
            <tr key={c.key} data-testid="scorecard" data-annotator={c.email ?? c.name}>
              <Td className="px-2.5! max-w-52 min-w-36">
                <Who card={c} names={names} />
              </Td>
              <Td className="px-2.5! text-right tabular-nums">{format.number(c.submitted)}</Td>
              <Td className="px-2.5! text-right tabular-nums">{format.number(c.skipped)}</Td>
              <Td className="px-2.5! text-right tabular-nums" data-testid="in-progress">
                {format.number(c.inProgress)}
              </Td>
              <Td className="px-2.5! text-right whitespace-nowrap tabular-nums">
                {seconds(c.medianSeconds)}
                {c.p90Seconds !== null ? (
                  <span className="block text-xs text-slate-500">
                    {t("p90", { value: seconds(c.p90Seconds) })}
                  </span>
                ) : null}
              </Td>
              <Td className="px-2.5!">
                <MainKappa fields={c.peers.fields} names={names} />
              </Td>
              <Td
                className="px-2.5! whitespace-nowrap"
                title={t("goldCell", { equal: c.gold.equal, n: c.gold.n })}
              >
                <span className="tabular-nums">{formatShare(c.gold.share)}</span>
                {c.gold.n ? (
                  <span className="block text-xs text-slate-500">
                    {t.rich("goldKappa", {
                      kappa: () => <MainKappa fields={c.gold.fields} names={names} />,
                    })}
                  </span>
                ) : null}
              </Td>
              <Td
                className="px-2.5! text-right tabular-nums"
                title={t("overruledCell", {
                  overruled: c.adjudication.overruled,
                  disagreements: c.adjudication.disagreements,
                })}
              >
                {formatShare(c.adjudication.share)}
              </Td>
              <Td className="px-2.5! text-right tabular-nums">
                {c.checks.n
                  ? t("checksCell", { share: formatShare(c.checks.meanScore), n: c.checks.n })
                  : "—"}
                {c.checks.paused ? (
                  <span
                    className="mt-1 block min-w-28 text-left text-xs font-medium text-amber-800"
                    data-testid="paused"
                  >
                    {t("paused", { reason: c.checks.paused.reason })}
                  </span>
                ) : null}
                {actions?.(c)}
              </Td>
              {hasRound ? (
                <Td className="px-2.5! text-right tabular-nums" data-testid="qualification">
                  {c.qualification?.attempts
                    ? `${formatShare(c.qualification.score)} (${c.qualification.attempts})`
                    : c.qualification?.status === "exempt"
                      ? t("exempt")
                      : "—"}
                </Td>
              ) : null}
              <Td className="px-2.5! text-xs text-slate-600">
                <LocalTime iso={c.lastActivityAt} />
              </Td>
            </tr>
          ))}
        </TBody>
      </Table>
    </>
  );
}
