"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("agreement.dashboard");
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
        <EmptyState title={t("noItems")}>{emptyHint}</EmptyState>
      ) : (
        <>
          <SummaryTiles report={report} />
          <Section id="fields-title" title={t("fields.title")} hint={t("fields.hint")}>
            <div className="space-y-4">
              <FieldTable fields={report.fields} caption={t("fields.caption")} />
              {hasFunctionalities ? (
                <FunctionalitiesTable
                  fields={report.fields}
                  caption={t("fields.functionalities")}
                />
              ) : null}
            </div>
          </Section>
          {Object.keys(report.by_language).length > 0 ? (
            <Section id="language-title" title={t("language.title")} hint={t("language.hint")}>
              <SliceTable
                slices={report.by_language}
                caption={t("language.caption")}
                testId="language-table"
              />
            </Section>
          ) : null}
          {Object.keys(report.by_model).length > 0 ? (
            <Section id="model-title" title={t("model.title")} hint={t("model.hint")}>
              <SliceTable
                slices={report.by_model}
                caption={t("model.caption")}
                testId="model-table"
              />
            </Section>
          ) : null}
          <KappaLegend />
          {codes ? (
            <Section id="codes-title" title={t("codes.title")} hint={t("codes.hint")}>
              <ErrorCodeTable json={codes} />
            </Section>
          ) : null}
          <Section
            id="time-title"
            title={t("time.title", { field: main ? fieldLabel(main) : "" })}
            hint={t("time.hint")}
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
          <Section id="pairs-title" title={t("pairs.title")}>
            {main ? (
              <PairMatrixView
                pairs={report.pairs}
                mainField={main}
                symbol={headline(report.fields[main]).symbol}
              />
            ) : null}
          </Section>
          {confusions.length > 0 ? (
            <Section id="confusion-title" title={t("confusion.title")} hint={t("confusion.hint")}>
              <div className="grid gap-6 md:grid-cols-2">
                {confusions.map(([name, f]) => (
                  <ConfusionHeatmap key={name} name={name} confusion={f.confusion!} />
                ))}
              </div>
            </Section>
          ) : null}
          {Object.keys(report.alpha).length > 0 ? (
            <Section id="alpha-title" title={t("alpha.title")} hint={t("alpha.hint")}>
              <AlphaTable alpha={report.alpha} />
            </Section>
          ) : null}
        </>
      )}
      {machines ? (
        <Section id="machine-title" title={t("machine.title")} hint={t("machine.hint")}>
          <MachineSection machine={report.machine} />
        </Section>
      ) : null}
    </div>
  );
}
