import { describe, expect, it } from "vitest";
import { parquetWriteBuffer } from "hyparquet-writer";
import { AppError } from "@/lib/errors";
import { importSourceOptionsSchema } from "./import-source-options";
import { openImportSource } from "./open-import-source";
import { readSourceColumns } from "./read-source-columns";
import type { SourceRecord } from "./source-record";

function bytes(data: string | Uint8Array, size = 7) {
  const all = typeof data === "string" ? new TextEncoder().encode(data) : data;
  return async function* () {
    for (let i = 0; i < all.length; i += size) yield all.subarray(i, i + size);
  };
}

async function read(
  options: object,
  data: string | Uint8Array,
  projectKind: "qa_pair" | "generated_comment" = "qa_pair",
): Promise<SourceRecord[]> {
  const out: SourceRecord[] = [];
  for await (const record of openImportSource(
    importSourceOptionsSchema.parse(options),
    bytes(data),
    { projectKind },
  )())
    out.push(record);
  return out;
}

const values = (records: SourceRecord[]) =>
  records.map((r) => (r.status === "value" ? r.value : r));

describe("openImportSource: CSV with a mapping", () => {
  it("maps columns to fields, takes same-named columns as they are, keeps the rest in meta, and sets constants", async () => {
    const csv = "q,answer,language,source_row\nWhat?,This.,en,19\n";
    expect(
      values(
        await read(
          {
            format: "csv",
            map: { q: "question", source_row: "external_id" },
            set: { difficulty: "easy" },
            id_prefix: "sdqa-e",
          },
          csv,
        ),
      ),
    ).toEqual([
      {
        kind: "qa_pair",
        question: "What?",
        answer: "This.",
        language: "en",
        difficulty: "easy",
        external_id: "sdqa-e-19",
      },
    ]);
    expect(
      values(
        await read({ format: "csv", id_prefix: "p" }, "question,answer,language,note\nA?,B,en,\n"),
      ),
    ).toEqual([
      {
        kind: "qa_pair",
        question: "A?",
        answer: "B",
        language: "en",
        external_id: "p-0",
        meta: { note: "" },
      },
    ]);
  });

  it("reads a list field from JSON text, and leaves an empty optional cell out", async () => {
    const csv =
      'external_id,question,answer,language,references,domain\nx,A?,B,en,"[{""url"":""https://e.org""}]",\n';
    expect(values(await read({ format: "csv" }, csv))).toEqual([
      {
        kind: "qa_pair",
        external_id: "x",
        question: "A?",
        answer: "B",
        language: "en",
        references: [{ url: "https://e.org" }],
      },
    ]);
  });

  it("says which rows lack an id when nothing gives one, with the field", async () => {
    expect(await read({ format: "csv" }, "question,answer,language\nA?,B,en\n")).toEqual([
      {
        status: "error",
        line: 2,
        field: "external_id",
        error: expect.stringMatching(/^no column maps to external_id/) as string,
      },
    ]);
  });

  it("refuses a mapping to a field the kind lacks, or a column the file lacks, before reading rows", () => {
    const options = importSourceOptionsSchema.parse({
      format: "csv",
      map: { q: "questoin" },
      set: { difficult: "x" },
    });
    const e = (() => {
      try {
        openImportSource(options, bytes(""), { projectKind: "qa_pair" });
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(e).toBeInstanceOf(AppError);
    expect(e?.code).toBe("validation_failed");
    expect(Object.keys((e?.details as { fields: object }).fields)).toEqual([
      "map.q",
      "set.difficult",
    ]);
  });

  it("reports a mapped column the header lacks at line 1, naming the map and no preset (none was given)", async () => {
    expect(
      await read(
        { format: "csv", map: { problem: "question" }, id_prefix: "p" },
        "question,answer,language\nA?,B,en\n",
      ),
    ).toEqual([
      {
        status: "error",
        line: 1,
        field: "map",
        error: 'the file has no column "problem" (its columns: question, answer, language)',
      },
    ]);
  });

  it("reports at line 1 a file without the columns its preset reads, naming the preset", async () => {
    expect(
      await read(
        { format: "csv", preset: "simpledevqa" },
        "question,answer,language\nA?,B,English\n",
      ),
    ).toEqual([
      {
        status: "error",
        line: 1,
        field: "preset",
        error:
          'the simpledevqa preset reads column "problem", "golden_answer", which the file does not have (its columns: question, answer, language)',
      },
    ]);
    // A field mapped from another column needs no released column.
    expect(
      values(
        await read(
          { format: "csv", preset: "simpledevqa", map: { question: "question", answer: "answer" } },
          "question,answer,language\nA?,B,English\n",
        ),
      ),
    ).toEqual([expect.objectContaining({ question: "A?", answer: "B", language: "en" })]);
  });

  it("refuses rows without a kind when the project's is not known, as a 422", () => {
    const options = importSourceOptionsSchema.parse({ format: "csv", set: { kind: "nonsense" } });
    expect(() => openImportSource(options, bytes(""))).toThrow(
      expect.objectContaining({ code: "validation_failed" }) as Error,
    );
  });

  it("refuses a preset for another kind", () => {
    const options = importSourceOptionsSchema.parse({ format: "csv", preset: "simpledevqa" });
    expect(() =>
      openImportSource(options, bytes(""), { projectKind: "generated_comment" }),
    ).toThrow(AppError);
  });

  it("reads TSV", async () => {
    expect(
      values(
        await read({ format: "tsv", id_prefix: "t" }, "question\tanswer\tlanguage\nA?\tB\ten\n"),
      ),
    ).toEqual([
      { kind: "qa_pair", question: "A?", answer: "B", language: "en", external_id: "t-0" },
    ]);
  });
});

describe("openImportSource: the simpledevqa preset", () => {
  const csv =
    "problem,golden_answer,language\nWhich call?,ListenAndServe.,English\n哪个?,答案,Chinese\nКакой?,Ответ,Russian\n";

  it("maps the released columns and languages, with ids from the difficulty and row", async () => {
    expect(
      values(
        await read({ format: "csv", preset: "simpledevqa", set: { difficulty: "difficult" } }, csv),
      ),
    ).toEqual([
      {
        kind: "qa_pair",
        question: "Which call?",
        answer: "ListenAndServe.",
        language: "en",
        difficulty: "difficult",
        external_id: "sdqa-difficult-0",
      },
      {
        kind: "qa_pair",
        question: "哪个?",
        answer: "答案",
        language: "zh",
        difficulty: "difficult",
        external_id: "sdqa-difficult-1",
      },
      {
        kind: "qa_pair",
        question: "Какой?",
        answer: "Ответ",
        language: "ru",
        difficulty: "difficult",
        external_id: "sdqa-difficult-2",
      },
    ]);
  });

  it("takes the id prefix from the file's name without a difficulty, or the one given", async () => {
    const [first] = values(
      await read({ format: "csv", preset: "simpledevqa", file_name: "data/data_easy.csv" }, csv),
    ) as { external_id: string }[];
    expect(first.external_id).toBe("sdqa-data_easy-0");
    const [given] = values(
      await read({ format: "csv", preset: "simpledevqa", id_prefix: "d" }, csv),
    ) as { external_id: string }[];
    expect(given.external_id).toBe("d-0");
  });

  it("leaves a language it does not know to the line schema", async () => {
    const [row] = values(
      await read(
        { format: "csv", preset: "simpledevqa" },
        "problem,golden_answer,language\nQ,A,Klingon\n",
      ),
    ) as { language: string }[];
    expect(row.language).toBe("Klingon");
  });
});

describe("openImportSource: Parquet", () => {
  const parquet = new Uint8Array(
    parquetWriteBuffer({
      columnData: [
        { name: "problem", data: ["Q1", "Q2", "Q3"], type: "STRING" },
        { name: "golden_answer", data: ["A1", "A2", "A3"], type: "STRING" },
        { name: "language", data: ["English", "Chinese", "Russian"], type: "STRING" },
        { name: "source_row", data: [BigInt(7), BigInt(8), BigInt(9)], type: "INT64" },
      ],
      rowGroupSize: 2,
    }),
  );

  it("reads every row group, citing 1-based rows, with 64-bit integers as numbers", async () => {
    const records = await read(
      { format: "parquet", preset: "simpledevqa", set: { difficulty: "easy" } },
      parquet,
    );
    expect(records.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(values(records)).toEqual([
      {
        kind: "qa_pair",
        question: "Q1",
        answer: "A1",
        language: "en",
        difficulty: "easy",
        external_id: "sdqa-easy-0",
        meta: { source_row: 7 },
      },
      {
        kind: "qa_pair",
        question: "Q2",
        answer: "A2",
        language: "zh",
        difficulty: "easy",
        external_id: "sdqa-easy-1",
        meta: { source_row: 8 },
      },
      {
        kind: "qa_pair",
        question: "Q3",
        answer: "A3",
        language: "ru",
        difficulty: "easy",
        external_id: "sdqa-easy-2",
        meta: { source_row: 9 },
      },
    ]);
  });

  it("maps a numeric column to external_id as text", async () => {
    const records = values(
      await read(
        {
          format: "parquet",
          preset: "simpledevqa",
          map: { source_row: "external_id" },
          id_prefix: "sdqa-d",
        },
        parquet,
      ),
    ) as { external_id: string }[];
    expect(records.map((r) => r.external_id)).toEqual(["sdqa-d-7", "sdqa-d-8", "sdqa-d-9"]);
  });

  it("reports a file that is not Parquet as one error", async () => {
    const records = await read({ format: "parquet", id_prefix: "x" }, "not parquet at all");
    expect(records).toEqual([
      { status: "error", line: 1, error: expect.stringMatching(/^invalid Parquet: /) as string },
    ]);
  });

  it("gives the columns for the page's mapping", async () => {
    expect(
      await readSourceColumns(
        importSourceOptionsSchema.parse({ format: "parquet" }),
        bytes(parquet),
      ),
    ).toEqual(["problem", "golden_answer", "language", "source_row"]);
    expect(
      await readSourceColumns(
        importSourceOptionsSchema.parse({ format: "csv" }),
        bytes("a,b\n1,2\n"),
      ),
    ).toEqual(["a", "b"]);
    expect(await readSourceColumns(importSourceOptionsSchema.parse({}), bytes("{}\n"))).toBeNull();
  });
});
