"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { NotesField } from "@/components/annotate/choice-group";
import { FieldMessage } from "@/components/annotate/field-message";
import { errorsAt } from "@/components/annotate/form-errors";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { WorkspaceLayout } from "@/components/annotate/workspace-layout";
import type { WorkspaceProps } from "@/components/annotate/workspace-types";
import { abstractiveId, FunctionalityList } from "./functionality-list";
import { newId, type ReadmeForm, type Span } from "./readme-form";
import { ReadmeSourceView } from "./readme-source-view";
import { otherReadmeView, ReadmeViewToggle, type ReadmeView } from "./readme-view-toggle";
import { findInSource, selectionSpan } from "./span-offsets";

type Data = { header: ReactNode; rendered: ReactNode; content: string };
type Picked = { from: "source"; span: Span | null } | { from: "rendered"; text: string };

const preview = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}…` : s);

export function ReadmeWorkspace({
  data,
  form,
  update,
  errors,
  isLocked,
  footer,
}: WorkspaceProps<ReadmeForm, Data>) {
  const t = useTranslations("kindScreens.readmeExtraction");
  const { content } = data;
  const [view, setView] = useState<ReadmeView>("rendered");
  const [picked, setPicked] = useState<Picked | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sourceRef = useRef<HTMLPreElement>(null);
  const renderedRef = useRef<HTMLDivElement>(null);
  const spans = useMemo(
    () => form.functionalities.map((f) => f.extractive),
    [form.functionalities],
  );

  useEffect(() => {
    const onChange = () => {
      const sel = document.getSelection();
      if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return setPicked(null);
      const range = sel.getRangeAt(0);
      if (sourceRef.current && range.intersectsNode(sourceRef.current))
        return setPicked({
          from: "source",
          span: selectionSpan(sourceRef.current, content, range),
        });
      if (renderedRef.current?.contains(range.commonAncestorContainer))
        return setPicked({ from: "rendered", text: sel.toString() });
      setPicked(null);
    };
    document.addEventListener("selectionchange", onChange);
    return () => document.removeEventListener("selectionchange", onChange);
  }, [content]);

  /** The picked text as an exact span of the source; explains why not when it cannot be. */
  function resolve(): Span | null {
    const fail = (message: string) => {
      setNotice(message);
      return null;
    };
    if (!picked) return fail(t("notice.selectFirst"));
    if (picked.from === "source") return picked.span ?? fail(t("notice.whitespace"));
    const prev = form.functionalities[form.functionalities.length - 1]?.extractive.end ?? 0;
    return findInSource(content, picked.text, prev) ?? fail(t("notice.notFound"));
  }

  function add() {
    const span = resolve();
    if (!span) return;
    if (
      form.functionalities.some(
        (f) => f.extractive.start === span.start && f.extractive.end === span.end,
      )
    ) {
      return setNotice(t("notice.duplicate"));
    }
    const id = newId();
    update((prev) => ({
      ...prev,
      functionalities: [...prev.functionalities, { id, extractive: span, abstractive: "" }],
    }));
    setNotice(null);
    document.getSelection()?.removeAllRanges();
    window.setTimeout(() => document.getElementById(abstractiveId(id))?.focus(), 0);
  }

  function replaceSpan(index: number) {
    const span = resolve();
    if (!span) return;
    update((prev) => ({
      ...prev,
      functionalities: prev.functionalities.map((f, i) =>
        i === index ? { ...f, extractive: span } : f,
      ),
    }));
    setNotice(null);
  }

  useShortcuts(
    [
      { key: "a", run: add },
      { key: "v", run: () => setView(otherReadmeView) },
    ],
    !isLocked,
  );

  const pickedText = picked?.from === "source" ? picked.span?.text : picked?.text.trim();
  return (
    <WorkspaceLayout
      itemLabel="README"
      isLocked={isLocked}
      footer={footer}
      item={
        <div className="space-y-3">
          {data.header}
          <ReadmeViewToggle
            view={view}
            onChange={setView}
            tabs={[
              ["rendered", t("rendered")],
              ["source", t("source")],
            ]}
            hint={t("selectHint")}
          />
          <div ref={renderedRef} hidden={view !== "rendered"} data-testid="readme-rendered">
            {data.rendered}
          </div>
          {view === "source" ? (
            <ReadmeSourceView ref={sourceRef} content={content} spans={spans} />
          ) : null}
        </div>
      }
      form={
        <>
          <div data-annotate-field="add" className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-900">
              {t("functionalities", { count: form.functionalities.length })}
            </h3>
            <div className="flex items-center gap-2 rounded-md bg-slate-50 p-2 text-xs text-slate-700">
              <span className="min-w-0 flex-1" data-testid="current-selection">
                {pickedText ? t("selected", { text: preview(pickedText) }) : t("nothingSelected")}
              </span>
              <Button
                size="sm"
                variant="primary"
                disabled={!pickedText}
                onMouseDown={(e) => e.preventDefault()}
                onClick={add}
                aria-keyshortcuts="A"
              >
                {t("addSelection")} <kbd className="ml-1">A</kbd>
              </Button>
            </div>
            {notice ? (
              <p role="status" data-testid="readme-notice" className="text-sm text-amber-800">
                {notice}
              </p>
            ) : null}
            <FieldMessage
              id="functionalities-error"
              messages={errorsAt(errors, "functionalities")}
            />
          </div>
          <FunctionalityList
            items={form.functionalities}
            errors={errors}
            canReplace={Boolean(pickedText)}
            onReplaceSpan={replaceSpan}
            onChange={(functionalities) => update((prev) => ({ ...prev, functionalities }))}
          />
          <NotesField
            value={form.notes}
            onChange={(notes) => update((prev) => ({ ...prev, notes }))}
            errors={errorsAt(errors, "notes")}
          />
        </>
      }
    />
  );
}
