"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { FieldMessage } from "@/components/annotate/field-message";
import { SkipDialog } from "@/components/annotate/queue-dialogs";
import type { LegendEntry } from "@/components/annotate/kind-module";
import { errorsAt, validate, type FieldErrorMap } from "@/components/annotate/form-errors";
import { ReadmeSourceView } from "@/components/kinds/readme/readme-source-view";
import {
  otherReadmeView,
  ReadmeViewToggle,
  type ReadmeView,
} from "@/components/kinds/readme/readme-view-toggle";
import { ShortcutLegend } from "@/components/annotate/shortcut-legend";
import { SubmitBar } from "@/components/annotate/submit-bar";
import { TextCounter } from "@/components/annotate/text-counter";
import { formatDuration, useActiveTimer } from "@/components/annotate/use-active-timer";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { WorkspaceLayout } from "@/components/annotate/workspace-layout";
import { HelpPanel, WorkHelp } from "@/components/annotate/work-help";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { validationRatingSchema } from "@/lib/gold/validation-rating-schema";
import { textLimits } from "@/lib/annotations/text-limits";
import { GoldList } from "./gold-list";
import { RatingChoice } from "./rating-choice";
import { goldHighlightCss, useRenderedHighlights } from "./use-rendered-highlights";
import type { SkipValidationAction, SubmitValidationAction } from "@/components/kinds/kind-ui";
import type { GoldFunctionality } from "./validation-types";

/** The screen's shortcuts, as any work screen's legend names them: by catalogue key. */
const legend: LegendEntry[] = [
  { keys: ["1", "2", "3", "4"], message: "kindScreens.readmeValidation.legend.rate" },
  { keys: ["V"], message: "kindScreens.readmeValidation.legend.switchView" },
  { keys: ["N"], message: "kindScreens.readmeValidation.legend.note" },
  { keys: ["Shift+S"], message: "kindScreens.readmeValidation.legend.skip" },
];
const submitLegend: LegendEntry[] = [
  { keys: ["Ctrl+Enter", "⌘+Enter"], message: "kindScreens.readmeValidation.legend.submit" },
];

type Banner = { tone: "error" | "success" | "warning"; text: string; canContinue?: boolean };

export type ValidationScreenProps = {
  projectId: number;
  itemId: number;
  content: string;
  functionalities: GoldFunctionality[];
  /** Server-rendered: title row with progress, README header, sanitized rendering, instructions (behind the header's `?`). */
  header: ReactNode;
  readmeHeader: ReactNode;
  rendered: ReactNode;
  instructions: ReactNode;
  submit: SubmitValidationAction;
  skip: SkipValidationAction;
};

/**
 * One gold README list to rate 1–4. Nothing is held for the validator (no lease): the next list
 * comes from re-rendering the page after a submit, and a list that got its two ratings meanwhile
 * is refused by the server with a message.
 */
export function ValidationScreen(props: ValidationScreenProps) {
  const t = useTranslations("kindScreens.readmeValidation");
  const router = useRouter();
  const [view, setView] = useState<ReadmeView>("source");
  const [rating, setRating] = useState<number | null>(null);
  const [notes, setNotes] = useState("");
  const [phase, setPhase] = useState<"idle" | "submitting" | "skipping" | "saved">("idle");
  const [isSkipOpen, setIsSkipOpen] = useState(false);
  const [skipError, setSkipError] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({});
  const [isAttempted, setIsAttempted] = useState(false);
  const timer = useActiveTimer(0, phase !== "saved");
  const spans = useMemo(
    () => props.functionalities.map((f) => f.extractive),
    [props.functionalities],
  );
  const snippets = useMemo(() => spans.map((s) => s.text), [spans]);
  const renderedRef = useRef<HTMLDivElement>(null);
  useRenderedHighlights(renderedRef, snippets);

  const clientErrors = useMemo<FieldErrorMap>(() => {
    const errors = validate(validationRatingSchema, { rating: rating ?? undefined, notes });
    return rating === null ? { ...errors, rating: [t("chooseRating")] } : errors;
  }, [rating, notes, t]);
  const shown = isAttempted ? { ...clientErrors, ...serverErrors } : serverErrors;
  const isLocked = phase !== "idle";

  const change = (next: () => void) => {
    setServerErrors({});
    setBanner(null);
    next();
  };

  async function submit() {
    if (isLocked) return;
    setIsAttempted(true);
    if (rating === null || Object.keys(clientErrors).length > 0) return;
    setPhase("submitting");
    const result = await props.submit(props.itemId, { rating, notes });
    if (result.ok) {
      setPhase("saved");
      setBanner({ tone: "success", text: t("saved", { rating: result.rating }) });
      router.refresh();
      return;
    }
    setPhase("idle");
    setServerErrors(result.fields ?? {});
    // 409: the list got its two ratings (or a rating from you) meanwhile; 403: you annotated it.
    const isGone =
      result.code === "conflict" || result.code === "forbidden" || result.code === "not_found";
    setBanner({ tone: isGone ? "warning" : "error", text: result.message, canContinue: isGone });
  }

  async function skip(reason: string) {
    setPhase("skipping");
    const result = await props.skip(props.itemId, { reason });
    if (result.ok) {
      setIsSkipOpen(false);
      setPhase("saved");
      setBanner({ tone: "success", text: t("skipped") });
      router.refresh();
      return;
    }
    setPhase("idle");
    setSkipError(result.fields?.reason?.[0] ?? result.message);
  }

  const openSkip = () => {
    setSkipError(null);
    setIsSkipOpen(true);
  };

  useShortcuts(
    [
      { key: "Enter", mod: true, inText: true, run: () => void submit() },
      { key: "s", shift: true, run: openSkip },
      ...[1, 2, 3, 4].map((r) => ({ key: String(r), run: () => change(() => setRating(r)) })),
      { key: "v", run: () => setView(otherReadmeView) },
      { key: "n", run: () => document.getElementById("validation-notes")?.focus() },
    ],
    !isLocked && !isSkipOpen,
  );

  const blockers = Object.entries(clientErrors).map(([path, messages]) =>
    t("blocker", { field: path === "rating" ? "rating" : "notes", message: messages[0] }),
  );
  const notesErrors = errorsAt(shown, "notes");
  const screen = (
    <div data-testid="validation-screen" className="flex flex-col gap-3 lg:h-full">
      {props.header}
      <div
        className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700"
        data-testid="session-status"
      >
        <span data-testid="item-timer">
          {t("timeOnList")}{" "}
          <span className="font-mono font-semibold tabular-nums">{formatDuration(timer.ms)}</span>
          {timer.isPaused ? (
            <span className="ml-1 text-xs text-slate-500">{t("paused")}</span>
          ) : null}
        </span>
        <span className="text-xs text-slate-600">{t("nothingHeld")}</span>
      </div>
      <HelpPanel>
        {props.instructions}
        <ShortcutLegend entries={legend} common={submitLegend} />
      </HelpPanel>
      {banner ? (
        <Alert tone={banner.tone} data-testid="flow-banner">
          {banner.text}
          {banner.canContinue ? (
            <Button size="sm" className="ml-3" onClick={() => router.refresh()}>
              {t("nextList")}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <WorkspaceLayout
        itemLabel="README"
        isLocked={isLocked}
        item={
          <div className="space-y-3">
            {props.readmeHeader}
            <ReadmeViewToggle
              view={view}
              onChange={setView}
              tabs={[
                ["source", t("highlightedSource")],
                ["rendered", t("rendered")],
              ]}
              hint={t("toggleHint")}
            />
            <style>{goldHighlightCss}</style>
            <div ref={renderedRef} hidden={view !== "rendered"} data-testid="readme-rendered">
              {props.rendered}
            </div>
            {view === "source" ? (
              <ReadmeSourceView
                ref={null}
                content={props.content}
                spans={spans}
                label={t("sourceLabel")}
              />
            ) : null}
          </div>
        }
        form={
          <>
            <GoldList items={props.functionalities} />
            <RatingChoice
              value={rating}
              onChange={(r) => change(() => setRating(r))}
              errors={errorsAt(shown, "rating")}
            />
            <div data-annotate-field="notes" className="space-y-1">
              <label
                htmlFor="validation-notes"
                className="block text-sm font-semibold text-slate-900"
              >
                {t("note")} <span className="font-normal text-slate-500">{t("noteHint")}</span>
              </label>
              <textarea
                id="validation-notes"
                rows={3}
                value={notes}
                onChange={(e) => change(() => setNotes(e.target.value))}
                aria-invalid={notesErrors.length ? true : undefined}
                aria-describedby={
                  notesErrors.length
                    ? "notes-error validation-notes-count"
                    : "validation-notes-count"
                }
                className="block w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-[invalid=true]:border-red-500"
              />
              <TextCounter
                id="validation-notes-count"
                length={notes.length}
                max={textLimits.notes}
              />
              <FieldMessage id="notes-error" messages={notesErrors} />
            </div>
          </>
        }
        footer={
          <SubmitBar
            blockers={blockers}
            isLocked={isLocked}
            isSubmitting={phase === "submitting"}
            onSubmit={() => void submit()}
            onSkip={openSkip}
          />
        }
      />
      <SkipDialog
        open={isSkipOpen}
        isBusy={phase === "skipping"}
        error={skipError}
        consequence={t("skipConsequence")}
        onCancel={() => setIsSkipOpen(false)}
        onSkip={(reason) => void skip(reason)}
      />
    </div>
  );
  return <WorkHelp projectId={props.projectId}>{screen}</WorkHelp>;
}
