import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { openExportStream } from "@/lib/export/open-export-stream";
import type { ItemKind } from "@/lib/items/item-kinds";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { hfPython } from "./helpers/hf-python";

// A real Hugging Face `datasets` load of the export, when a Python with `datasets` is at hand.
const python = hfPython();

const LOAD = String.raw`
import json, sys
import datasets
datasets.disable_progress_bars()

def strip(v):
    # Arrow gives every struct the union of its keys, missing ones as None: compare without them.
    if isinstance(v, dict): return {k: strip(x) for k, x in v.items() if x is not None}
    if isinstance(v, list): return [strip(x) for x in v]
    return v

out = {}
for path in sys.argv[1:]:
    ds = datasets.load_dataset("json", data_files=path, split="train", cache_dir=path + ".cache")
    source = [json.loads(line) for line in open(path, encoding="utf-8")]
    out[path] = {
        "rows": ds.num_rows, "columns": sorted(ds.column_names), "status": list(ds["status"]),
        # A field whose type differs between lines becomes the untyped Json feature.
        "untyped": "Json(" in str(ds.features),
        "roundtrip": [strip(row) == strip(src) for row, src in zip(ds.to_list(), source)],
    }
print(json.dumps(out))
`;

/** Per kind: one agreed item, one adjudicated, one waiting for its second annotation (and, for QA, a veto). */
async function exportOf(kind: ItemKind): Promise<string> {
  const {
    projectId,
    lead,
    annotators: [ana, ben, cy],
  } = await makeQueueProject({
    kind,
    items: kind === "qa_pair" ? 4 : 3,
    annotators: 3,
    settings: kind === "qa_pair" ? { qaRejectRule: "veto" } : {},
  });
  const plan: [typeof ana, object][][] = [
    [
      [ana, sampleAnnotation(kind, 0, "same")],
      [ben, sampleAnnotation(kind, 1)],
    ],
    [
      [ana, sampleAnnotation(kind, 0)],
      [ben, sampleAnnotation(kind, 2)],
    ],
    [[ana, sampleAnnotation(kind, 1)]],
  ];
  if (kind === "qa_pair")
    plan.splice(1, 0, [
      [ana, { verdict: "reject", reject_reasons: ["too_simple"] }],
      [ben, sampleAnnotation(kind, 0)],
    ]);
  for (const steps of plan) {
    for (const [actor, annotation] of steps) {
      const claim = await claimNextItem({ actor, projectId });
      await submitAnnotation({
        actor,
        assignmentId: claim!.assignmentId,
        annotation,
        timeSpentMs: 1234,
      });
    }
  }
  const view = await claimNextAdjudication({ actor: cy, projectId });
  await resolveAdjudication({
    actor: cy,
    adjudicationId: view!.adjudicationId,
    input: { choice: "b", rationale: "B is right" },
  });
  const e = await openExportStream({
    actor: lead,
    projectId,
    statuses: ["gold", "rejected", "unresolved"],
    identities: "pseudonyms",
  });
  return new Response(e.stream).text();
}

describe("gold export in Hugging Face datasets", () => {
  it.skipIf(python === null)(
    "loads with datasets.load_dataset('json') for every kind, every status",
    { timeout: 180_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "accord-hf-"));
      try {
        const files: Record<string, { path: string; lines: Record<string, unknown>[] }> = {};
        for (const kind of ["dialogue", "qa_pair", "readme", "generated_comment"] as const) {
          const text = await exportOf(kind);
          const file = path.join(dir, `${kind}.jsonl`);
          writeFileSync(file, text);
          files[kind] = {
            path: file,
            lines: text
              .trim()
              .split("\n")
              .map((l) => JSON.parse(l)),
          };
        }
        const run = spawnSync(python!, ["-c", LOAD, ...Object.values(files).map((f) => f.path)], {
          encoding: "utf8",
          cwd: dir,
        });
        expect(run.status, run.stderr).toBe(0);
        const loaded = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as Record<
          string,
          {
            rows: number;
            columns: string[];
            status: string[];
            untyped: boolean;
            roundtrip: boolean[];
          }
        >;
        for (const [kind, f] of Object.entries(files)) {
          const got = loaded[f.path];
          expect(got.rows, kind).toBe(f.lines.length);
          expect(got.columns, kind).toEqual(Object.keys(f.lines[0]).sort());
          expect(got.untyped, kind).toBe(false);
          expect(got.roundtrip, kind).toEqual(f.lines.map(() => true));
          expect(new Set(got.status), kind).toEqual(
            new Set(
              kind === "qa_pair" ? ["gold", "rejected", "unresolved"] : ["gold", "unresolved"],
            ),
          );
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
