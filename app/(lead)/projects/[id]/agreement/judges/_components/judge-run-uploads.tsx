"use client";

import { useCallback, useState } from "react";
import { SelectField } from "@/components/ui/form-fields";
import { countText, JsonlUpload } from "../../../_components/jsonl-upload";
import { CreateRunForm } from "./create-run-form";

const MACHINE_ANNOTATIONS = "annotators";

const summaries = {
  outputs: (b: Record<string, unknown>) =>
    `Recorded ${countText(b, "recorded", "label")} and ${countText(b, "failures", "failure")} from ${countText(b, "lines", "line")}.`,
  annotations: (b: Record<string, unknown>) =>
    `Imported ${countText(b, "imported", "new label")} and ${countText(b, "updated", "updated label")} from ${countText(b, "lines", "line")}.`,
};

/** The lead's judge controls: create a run, then upload its outputs (or a file of several judges). */
export function JudgeRunUploads({
  projectId,
  runs,
}: {
  projectId: number;
  runs: { id: number; name: string }[];
}) {
  const [target, setTarget] = useState(runs[0] ? String(runs[0].id) : MACHINE_ANNOTATIONS);
  const onCreated = useCallback((runId: number) => setTarget(String(runId)), []);
  const isAnnotations = target === MACHINE_ANNOTATIONS;
  const options = [
    ...runs.map((r) => ({ value: String(r.id), label: `Run ${r.name}` })),
    { value: MACHINE_ANNOTATIONS, label: "Several judges (one run per annotator name)" },
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="create-run-title" className="space-y-3">
        <h3 id="create-run-title" className="text-base font-semibold text-slate-900">
          Create the run
        </h3>
        <CreateRunForm projectId={projectId} onCreated={onCreated} />
      </section>
      <section aria-labelledby="upload-outputs-title" className="space-y-3">
        <h3 id="upload-outputs-title" className="text-base font-semibold text-slate-900">
          Upload outputs
        </h3>
        <SelectField
          id="upload-target"
          name="target"
          label="Upload to"
          options={options}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          className="w-full max-w-md"
        />
        <p className="text-sm text-slate-700" data-testid="outputs-format">
          {isAnnotations ? (
            <>
              JSON Lines of{" "}
              <code className="font-mono">{'{"external_id", "annotator", "annotation"}'}</code>;
              each annotator name becomes a run.
            </>
          ) : (
            <>
              JSON Lines of <code className="font-mono">{'{"external_id", "annotation"}'}</code> or{" "}
              <code className="font-mono">{'{"external_id", "failure", "raw"?}'}</code> (failure:
              unparseable, empty, refusal or invalid). Re-uploading an item&apos;s output replaces
              it.
            </>
          )}
        </p>
        <JsonlUpload
          id="outputs-file"
          url={
            isAnnotations
              ? `/api/v1/projects/${projectId}/machine-annotations`
              : `/api/v1/machine-runs/${target}/outputs`
          }
          fileLabel="Outputs file (JSONL)"
          submitLabel="Upload outputs"
          summarize={isAnnotations ? summaries.annotations : summaries.outputs}
        />
      </section>
    </div>
  );
}
