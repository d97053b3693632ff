"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { SelectField } from "@/components/ui/form-fields";
import { countIn, JsonlUpload } from "../../../_components/jsonl-upload";
import { CreateRunForm } from "./create-run-form";

const MACHINE_ANNOTATIONS = "annotators";

// The lines' JSON shapes, as the API names their fields (code, not text to translate).
const LINE_SHAPES = {
  annotations: '{"external_id", "annotator", "annotation"}',
  label: '{"external_id", "annotation"}',
  failure: '{"external_id", "failure", "raw"?}',
};

/** The lead's judge controls: create a run, then upload its outputs (or a file of several judges). */
export function JudgeRunUploads({
  projectId,
  runs,
}: {
  projectId: number;
  runs: { id: number; name: string }[];
}) {
  const t = useTranslations("judges.uploads");
  const [target, setTarget] = useState(runs[0] ? String(runs[0].id) : MACHINE_ANNOTATIONS);
  const onCreated = useCallback((runId: number) => setTarget(String(runId)), []);
  const isAnnotations = target === MACHINE_ANNOTATIONS;
  const options = [
    ...runs.map((r) => ({ value: String(r.id), label: t("run", { name: r.name }) })),
    { value: MACHINE_ANNOTATIONS, label: t("several") },
  ];
  const summarize = (b: Record<string, unknown>) =>
    isAnnotations
      ? t("annotationsSummary", {
          imported: countIn(b, "imported"),
          updated: countIn(b, "updated"),
          lines: countIn(b, "lines"),
        })
      : t("outputsSummary", {
          recorded: countIn(b, "recorded"),
          failures: countIn(b, "failures"),
          lines: countIn(b, "lines"),
        });
  return (
    <div className="space-y-8">
      <section aria-labelledby="create-run-title" className="space-y-3">
        <h3 id="create-run-title" className="text-base font-semibold text-slate-900">
          {t("create")}
        </h3>
        <CreateRunForm projectId={projectId} onCreated={onCreated} />
      </section>
      <section aria-labelledby="upload-outputs-title" className="space-y-3">
        <h3 id="upload-outputs-title" className="text-base font-semibold text-slate-900">
          {t("upload")}
        </h3>
        <SelectField
          id="upload-target"
          name="target"
          label={t("uploadTo")}
          options={options}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          className="w-full max-w-md"
        />
        <p className="text-sm text-slate-700" data-testid="outputs-format">
          {isAnnotations
            ? t.rich("annotationsFormat", {
                code: () => <code className="font-mono">{LINE_SHAPES.annotations}</code>,
              })
            : t.rich("outputsFormat", {
                label: () => <code className="font-mono">{LINE_SHAPES.label}</code>,
                failure: () => <code className="font-mono">{LINE_SHAPES.failure}</code>,
              })}
        </p>
        <JsonlUpload
          id="outputs-file"
          url={
            isAnnotations
              ? `/api/v1/projects/${projectId}/machine-annotations`
              : `/api/v1/machine-runs/${target}/outputs`
          }
          fileLabel={t("file")}
          submitLabel={t("upload")}
          summarize={summarize}
        />
      </section>
    </div>
  );
}
