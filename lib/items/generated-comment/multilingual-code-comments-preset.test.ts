import { describe, expect, it } from "vitest";
import { katzyRows, katzyRowsJsonl } from "@/tests/katzy-rows";
import { importSourceOptionsSchema } from "@/lib/items/import/sources/import-source-options";
import { openImportSource } from "@/lib/items/import/sources/open-import-source";
import type { SourceRecord } from "@/lib/items/import/sources/source-record";
import { mapKatzyErrorCodes } from "./katzy-error-codes";
import { cleanPrediction, splitMaskedCode } from "./katzy-masked-code";

type Item = {
  external_id: string;
  model: string;
  file_id: string;
  language: string;
  code_prefix: string;
  code_suffix: string;
  original_comment: string;
  predicted_comment: string;
  meta: object;
  prior_annotations?: unknown;
};

async function items(options: object): Promise<SourceRecord[]> {
  const text = katzyRowsJsonl();
  const out: SourceRecord[] = [];
  const open = async function* () {
    yield text;
  };
  for await (const r of openImportSource(
    importSourceOptionsSchema.parse({
      format: "jsonl",
      preset: "multilingual-code-comments",
      ...options,
    }),
    open,
    {
      projectKind: "generated_comment",
    },
  )())
    out.push(r);
  return out;
}

describe("the multilingual-code-comments preset", () => {
  it("makes one item per file and model, the code around the comment as each model saw it", async () => {
    const rows = katzyRows();
    const records = await items({ file_name: "English/train-00000.jsonl" });
    expect(records).toHaveLength(rows.length * 5);
    for (const record of records) {
      expect(record.status).toBe("value");
      const item = (record as { value: Item }).value;
      const row = rows.find((r) => r.file_id === item.file_id)!;
      const content = row.content as string;
      const comment = row.original_comment as string;
      const at = content.indexOf(comment);
      expect(item.external_id).toBe(`${item.file_id}:${item.model.split("/").pop()}`);
      expect(item.language).toBe("en");
      // The prefix is the file up to the comment plus the comment's opening words the model was given; the suffix is the file after the comment.
      expect(content.startsWith(item.code_prefix)).toBe(true);
      expect(item.code_prefix.length).toBeGreaterThanOrEqual(at);
      expect(comment.startsWith(item.code_prefix.slice(at))).toBe(true);
      expect(item.code_suffix).toBe(content.slice(at + comment.length));
      expect(item.meta).toEqual({ repo: row.repo, path: row.path });
    }
  });

  it("brings the expert's labels as a prior annotation, in the app's codes", async () => {
    const records = (await items({ set: { language: "English" } })).map(
      (r) => (r as { value: Item }).value,
    );
    const first = records.filter((r) => r.file_id === "1946_5");
    const withLabels = records.filter((r) => r.prior_annotations);
    expect(withLabels.length).toBeGreaterThan(0);
    expect(withLabels.length).toBeLessThan(records.length); // an empty accuracy brings no annotation
    for (const r of withLabels)
      expect((r.prior_annotations as { annotator: string }[])[0].annotator).toBe("katzy-expert-en");
    expect(first.map((r) => r.prior_annotations ?? null)).toEqual([
      [{ annotator: "katzy-expert-en", annotation: { accuracy: "correct", error_codes: [] } }],
      [
        {
          annotator: "katzy-expert-en",
          annotation: { accuracy: "partially_correct", error_codes: ["SE-HA3"] },
        },
      ],
      [
        {
          annotator: "katzy-expert-en",
          annotation: { accuracy: "incorrect", error_codes: ["LG-GR5", "SE-OI"] },
        },
      ],
      null,
      [
        {
          annotator: "katzy-expert-en",
          annotation: {
            accuracy: "partially_correct",
            error_codes: ["MS-LT"],
            notes: "released error codes without a published equivalent: E",
          },
        },
      ],
    ]);
  });

  it("needs the subset's language when the file's name does not say it", () => {
    expect(() =>
      openImportSource(
        importSourceOptionsSchema.parse({
          format: "parquet",
          preset: "multilingual-code-comments",
        }),
        async function* () {},
        {},
      ),
    ).toThrow(/do not fit/);
  });
});

describe("Katzy's released data", () => {
  it("splits each model family's fill-in-the-middle prompt", () => {
    expect(splitMaskedCode("<fim_prefix>a /** Ret<fim_suffix>\nb<fim_middle>")).toEqual({
      codePrefix: "a /** Ret",
      codeSuffix: "\nb",
    });
    expect(splitMaskedCode("<|fim_prefix|>a<|fim_suffix|>b<|fim_middle|>")).toEqual({
      codePrefix: "a",
      codeSuffix: "b",
    });
    expect(splitMaskedCode("<PRE> a /** <SUF>b <MID>")).toEqual({
      codePrefix: "a /**",
      codeSuffix: "b",
    });
    expect(splitMaskedCode("no markers")).toBeNull();
  });

  it("cuts a prediction at its end token and maps released codes", () => {
    expect(cleanPrediction("Returns x.\n */<|endoftext|>garbage")).toBe("Returns x.\n */");
    expect(mapKatzyErrorCodes("LG-GR5, LG-GR6, ST-IF1, ST-IF, M")).toEqual({
      codes: ["LG-GR5", "ST-IF"],
      unmapped: ["LG-GR5", "M"],
    });
    expect(mapKatzyErrorCodes(["SE-CS2"])).toEqual({ codes: ["SE-CS2"], unmapped: [] });
    expect(mapKatzyErrorCodes("None")).toEqual({ codes: [], unmapped: [] });
  });
});
