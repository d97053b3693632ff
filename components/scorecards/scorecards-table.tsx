import { fieldLabel, formatShare, formatStat } from "@/components/agreement/format";
import { KappaValue } from "@/components/agreement/kappa-value";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { ReactNode } from "react";
import type { FieldKappas, Scorecard, ScorecardReport } from "@/lib/scorecards/scorecard-types";
import { LocalTime } from "@/components/ui/local-time";

// Cells padded 10 px a side, not the tables' 16: ten columns fit 1366 px (issue #40).
const seconds = (v: number | null) => (v === null ? "—" : `${formatStat(v, 1)} s`);

/** The first categorical field's kappa (the kind's main one), "—" with nothing to compare; the other fields' in the tooltip. */
function MainKappa({ fields, names }: { fields: FieldKappas; names: readonly string[] }) {
  const main = names[0] === undefined ? undefined : fields[names[0]];
  if (main === undefined || main.n === 0) return <span className="text-slate-500">—</span>;
  const rest = names.slice(1).map((n) => `${fieldLabel(n)} ${formatStat(fields[n]?.kappa)}`);
  return (
    <span title={rest.length ? rest.join(" · ") : undefined} className="whitespace-nowrap">
      <KappaValue stats={main} compact />{" "}
      <span className="text-xs text-slate-500 tabular-nums">n {main.n}</span>
    </span>
  );
}

function Who({ card, names }: { card: Scorecard; names: readonly string[] }) {
  return (
    <>
      {/* One line, cut with the whole address in the title: break-all split "ann1@example.o rg" (issue #40). */}
      <span className="block truncate font-medium text-slate-900" title={card.email ?? card.name}>
        {card.email ?? card.name}
      </span>
      {card.isExternal ? (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">external</span>
      ) : null}
      {!card.isExternal && !card.isActive ? (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">inactive</span>
      ) : null}
      {card.role ? <span className="block text-xs text-slate-500">{card.role}</span> : null}
      {card.peers.byPeer.length ? (
        <details className="mt-1 text-xs text-slate-600">
          <summary className="cursor-pointer">κ per peer</summary>
          <ul className="mt-1 space-y-0.5">
            {card.peers.byPeer.map((p) => (
              <li key={p.annotator} className="truncate tabular-nums" title={p.annotator}>
                {p.annotator}: {names[0] ? formatStat(p.fields[names[0]]?.kappa) : "—"} (n {p.n})
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {Object.keys(card.byLanguage).length ? (
        <details className="mt-1 text-xs text-slate-600" data-testid="by-language">
          <summary className="cursor-pointer">κ per language</summary>
          <ul className="mt-1 space-y-0.5">
            {Object.entries(card.byLanguage).map(([language, l]) => (
              <li key={language} className="tabular-nums">
                {language}: {names[0] ? formatStat(l.peers.fields[names[0]]?.kappa) : "—"} (n{" "}
                {l.peers.n}; {l.submitted} submitted)
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
          {main
            ? `κ on ${main}; the other fields' κ in each cell's tooltip.`
            : "This kind has no categorical field: no κ columns."}
        </p>
        <a href={csvHref} className="text-sm font-medium text-indigo-700 hover:underline" download>
          Download CSV
        </a>
      </div>
      <Table caption="Annotator scorecards" data-testid="scorecards">
        <THead>
          <Th className="px-2.5!">Annotator</Th>
          <Th className="px-2.5! text-right">Submitted</Th>
          <Th className="px-2.5! text-right">Skipped</Th>
          <Th className="px-2.5! text-right" title="Items claimed now, not yet submitted">
            In progress
          </Th>
          <Th
            className="px-2.5! text-right"
            title="Median and 90th percentile of the time spent per submitted item"
          >
            Time per item
          </Th>
          <Th className="px-2.5!">κ vs peers</Th>
          <Th
            className="px-2.5!"
            title="Share equal to the final gold on the decisive fields, and κ against it"
          >
            Gold
          </Th>
          <Th
            className="px-2.5! text-right"
            title="Adjudicated items decided for another annotation"
          >
            Overruled
          </Th>
          <Th className="px-2.5! text-right">Checks</Th>
          {hasRound ? (
            <Th
              className="px-2.5! text-right"
              title="The qualification round: the latest attempt's share equal to gold (attempts)"
            >
              Qualification
            </Th>
          ) : null}
          <Th className="px-2.5!">Last activity</Th>
        </THead>
        <TBody>
          {report.annotators.map((c) => (
            <tr key={c.key} data-testid="scorecard" data-annotator={c.email ?? c.name}>
              <Td className="px-2.5! max-w-52 min-w-36">
                <Who card={c} names={names} />
              </Td>
              <Td className="px-2.5! text-right tabular-nums">
                {c.submitted.toLocaleString("en")}
              </Td>
              <Td className="px-2.5! text-right tabular-nums">{c.skipped.toLocaleString("en")}</Td>
              <Td className="px-2.5! text-right tabular-nums" data-testid="in-progress">
                {c.inProgress.toLocaleString("en")}
              </Td>
              <Td className="px-2.5! text-right whitespace-nowrap tabular-nums">
                {seconds(c.medianSeconds)}
                {c.p90Seconds !== null ? (
                  <span className="block text-xs text-slate-500">p90 {seconds(c.p90Seconds)}</span>
                ) : null}
              </Td>
              <Td className="px-2.5!">
                <MainKappa fields={c.peers.fields} names={names} />
              </Td>
              <Td
                className="px-2.5! whitespace-nowrap"
                title={`${c.gold.equal} of ${c.gold.n} equal to gold on the decisive fields`}
              >
                <span className="tabular-nums">{formatShare(c.gold.share)}</span>
                {c.gold.n ? (
                  <span className="block text-xs text-slate-500">
                    κ <MainKappa fields={c.gold.fields} names={names} />
                  </span>
                ) : null}
              </Td>
              <Td
                className="px-2.5! text-right tabular-nums"
                title={`${c.adjudication.overruled} of ${c.adjudication.disagreements} adjudicated items decided for another annotation`}
              >
                {formatShare(c.adjudication.share)}
              </Td>
              <Td className="px-2.5! text-right tabular-nums">
                {c.checks.n ? `${formatShare(c.checks.meanScore)} (${c.checks.n})` : "—"}
                {c.checks.paused ? (
                  <span
                    className="mt-1 block min-w-28 text-left text-xs font-medium text-amber-800"
                    data-testid="paused"
                  >
                    Paused: {c.checks.paused.reason}
                  </span>
                ) : null}
                {actions?.(c)}
              </Td>
              {hasRound ? (
                <Td className="px-2.5! text-right tabular-nums" data-testid="qualification">
                  {c.qualification?.attempts
                    ? `${formatShare(c.qualification.score)} (${c.qualification.attempts})`
                    : c.qualification?.status === "exempt"
                      ? "exempt"
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
