"use client";

import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { ReviseWaitNote } from "@/components/items/revise-wait-note";
import { EmptyState } from "@/components/ui/empty-state";
import type { AgreementReport } from "@/lib/agreement/agreement-report-types";
import { AlphaTable } from "./alpha-table";
import { ConfusionHeatmap } from "./confusion-heatmap";
import { ErrorCodeTable } from "./error-code-table";
import { FieldTable } from "./field-table";
import { fieldLabel } from "./format";
import { KappaLegend } from "./kappa-legend";
import { LiveStatus } from "./live-status";
import { MachineSection } from "./machine-section";
import { OverTimeChart } from "./over-time-chart";
import { PairMatrixView } from "./pair-matrix-view";
import { FunctionalitiesTable } from "./prf-table";
import {
  headline,
  isErrorCodesField,
  isFunctionalitiesField,
  kappaFields,
  mainFieldName,
} from "./report-fields";
import { SliceTable } from "./slice-table";
import { SummaryTiles } from "./summary-tiles";
import { useLiveReport } from "./use-live-report";

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className="min-w-0">
      <CardTitle id={id}>{title}</CardTitle>
      {hint ? <p className="-mt-2 mb-3 text-xs text-slate-600">{hint}</p> : null}
      {children}
    </Card>
  );
}

/**
 * The lead's live agreement dashboard. Renders whatever fields the report has; polls the API
 * (see useLiveReport), so numbers change as annotations arrive without a reload.
 */
export function AgreementDashboard({
  apiUrl,
  initial,
  initialEtag,
  emptyHint,
}: {
  apiUrl: string;
  initial: AgreementReport;
  initialEtag: string | null;
  /** What has to happen before there is anything to compare (filters or no pairs yet). */
  emptyHint: ReactNode;
}) {
  const live = useLiveReport({ url: apiUrl, initial, initialEtag });
  const { report } = live;
  const main = mainFieldName(report.fields);
  const codes = Object.values(report.fields).find(isErrorCodesField);
  const hasFunctionalities = Object.values(report.fields).some(isFunctionalitiesField);
  const confusions = kappaFields(report.fields).filter(([, f]) => f.confusion);
  const machines = Object.keys(report.machine).length > 0;
  return (
    <div className="space-y-6" data-testid="agreement-dashboard">
      <LiveStatus live={live} />
      <ReviseWaitNote wait={report.revise_wait} />
      {report.items_compared === 0 ? (
        <EmptyState title="No items compared yet">{emptyHint}</EmptyState>
      ) : (
        <>
          <SummaryTiles report={report} />
          <Section
            id="fields-title"
            title="Agreement per field"
            hint="Raters A and B of an item are its first two submitted annotations. Intervals: 95 % percentile bootstrap over items, 1,000 seeded resamples. Hover a column header for its meaning."
          >
            <div className="space-y-4">
              <FieldTable fields={report.fields} caption="Kappa and agreement per field" />
              {hasFunctionalities ? (
                <FunctionalitiesTable
                  fields={report.fields}
                  caption="Functionalities: precision, recall, F1"
                />
              ) : null}
            </div>
          </Section>
          {Object.keys(report.by_language).length > 0 ? (
            <Section
              id="language-title"
              title="Per language"
              hint="The fields over each language's items; [95 % CI] beside each kappa."
            >
              <SliceTable
                slices={report.by_language}
                caption="Agreement per language"
                testId="language-table"
              />
            </Section>
          ) : null}
          {Object.keys(report.by_model).length > 0 ? (
            <Section
              id="model-title"
              title="Per model"
              hint="The fields over the items of each model; [95 % CI] beside each kappa."
            >
              <SliceTable
                slices={report.by_model}
                caption="Agreement per model"
                testId="model-table"
              />
            </Section>
          ) : null}
          <KappaLegend />
          {codes ? (
            <Section
              id="codes-title"
              title="Error codes"
              hint="Binary kappa per code (did A and B both tag it or both not), pooled per group and category."
            >
              <ErrorCodeTable json={codes} />
            </Section>
          ) : null}
          <Section
            id="time-title"
            title={`${main ? fieldLabel(main) : ""} over time`}
            hint="Cumulative: each point includes every item compared up to that day."
          >
            <div className="max-w-3xl">
              {main ? (
                <OverTimeChart
                  points={report.over_time}
                  metric={hasFunctionalities ? "f1" : "kappa"}
                  fieldName={fieldLabel(main).toLowerCase()}
                />
              ) : null}
            </div>
          </Section>
          <Section id="pairs-title" title="Per annotator pair">
            {main ? (
              <PairMatrixView
                pairs={report.pairs}
                mainField={main}
                symbol={headline(report.fields[main]).symbol}
              />
            ) : null}
          </Section>
          {confusions.length > 0 ? (
            <Section
              id="confusion-title"
              title="Confusion matrices"
              hint="Rows: annotator A's label; columns: annotator B's. The diagonal is agreement."
            >
              <div className="grid gap-6 md:grid-cols-2">
                {confusions.map(([name, f]) => (
                  <ConfusionHeatmap key={name} name={name} confusion={f.confusion!} />
                ))}
              </div>
            </Section>
          ) : null}
          {Object.keys(report.alpha).length > 0 ? (
            <Section
              id="alpha-title"
              title="Krippendorff's alpha"
              hint="Across all annotators of each compared item (pairs rotate), missing ratings allowed."
            >
              <AlphaTable alpha={report.alpha} />
            </Section>
          ) : null}
        </>
      )}
      {machines ? (
        <Section
          id="machine-title"
          title="Machine annotators"
          hint="Imported machine labels (e.g. an LLM judge) compared with every human annotation and with gold; the machine is rater B."
        >
          <MachineSection machine={report.machine} />
        </Section>
      ) : null}
    </div>
  );
}
