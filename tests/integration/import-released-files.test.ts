import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/v1/projects/[id]/items/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { pgPool } from "@/lib/db/pg-pool";
import { makeProject } from "../factories";
import { realDataPath } from "../real-data-path";
import { callRoute } from "./helpers/call-route";

const EMPTY = "the reference answer is empty; kept as released";
const NUL = "the NUL character (\\u0000), which PostgreSQL cannot store, was replaced by U+FFFD";

async function setup(kind: "model_answer" | "qa_pair" = "model_answer") {
  const { id, lead } = await makeProject({ kind });
  const { token } = await createApiToken({ userId: lead.id, name: "t" });
  const send = (body: string, query: string, contentType = "text/csv") =>
    callRoute(importRoute, {
      method: "POST",
      params: { id: String(id) },
      query,
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      body,
    });
  return { projectId: id, send };
}

async function storedAnswers(projectId: number, externalIds: string[]) {
  const { rows } = await pgPool().query<{
    external_id: string;
    reference_answer: string;
    predicted_answer: string;
  }>(
    `SELECT i.external_id, k.reference_answer, k.predicted_answer
       FROM items i JOIN model_answers k ON k.item_id = i.id
      WHERE i.project_id = $1 AND i.external_id = ANY($2::text[]) ORDER BY i.external_id`,
    [projectId, externalIds],
  );
  return rows;
}

/** SimpleDevQA's released eval sample, with two rows as the issue found them in the full files. */
function evalFileWithDefects() {
  const sample = readFileSync(realDataPath("simpledevqa", "eval_gpt-4o.sample.csv"), "utf8");
  const firstAdded = sample.split("\n").length; // the sample ends with a line break
  const added = [
    '900001,"What does Python\'s None print as?",,"None.",A,English',
    '900002,"Which byte ends a C string?","NUL.","The \u0000 byte, \'\\0\'.",A,English',
  ];
  return { body: sample + added.join("\r\n") + "\r\n", firstAdded };
}

describe("released files are imported as released (SPEC §5)", () => {
  it("keeps an empty reference answer, replaces a NUL by U+FFFD, and lists both as warnings", async () => {
    const { projectId, send } = await setup();
    const { body, firstAdded } = evalFileWithDefects();
    const res = await send(body, "?format=csv&preset=simpledevqa-eval&set=model:gpt-4o");
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ imported: 17, duplicates: 0, lines: 17 });
    expect(res.json.warnings).toEqual([
      { line: firstAdded, external_id: "gpt-4o:900001", field: "reference_answer", message: EMPTY },
      {
        line: firstAdded + 1,
        external_id: "gpt-4o:900002",
        field: "predicted_answer",
        message: NUL,
      },
    ]);
    expect(res.json).toMatchObject({ warning_count: 2, warnings_truncated: false });
    expect(await storedAnswers(projectId, ["gpt-4o:900001", "gpt-4o:900002"])).toEqual([
      { external_id: "gpt-4o:900001", reference_answer: "", predicted_answer: "None." },
      {
        external_id: "gpt-4o:900002",
        reference_answer: "NUL.",
        predicted_answer: "The \ufffd byte, '\\0'.",
      },
    ]);
  });

  it("shows the warnings in the preview, and an import without any has no warnings key", async () => {
    const { send } = await setup();
    const { body, firstAdded } = evalFileWithDefects();
    const preview = await send(
      body,
      "?format=csv&preset=simpledevqa-eval&set=model:m&preview=true",
    );
    expect(preview.status).toBe(200);
    const rows = preview.json.rows as { line: number; warnings?: { field: string }[] }[];
    expect(rows.filter((r) => r.warnings).map((r) => [r.line, r.warnings?.[0].field])).toEqual([
      [firstAdded, "reference_answer"],
      [firstAdded + 1, "predicted_answer"],
    ]);
    const sample = readFileSync(realDataPath("simpledevqa", "eval_gpt-4o.sample.csv"), "utf8");
    const clean = await send(sample, "?format=csv&preset=simpledevqa-eval&set=model:clean");
    expect(clean.status).toBe(201);
    expect(clean.json).toEqual({ imported: 15, duplicates: 0, lines: 15 });
  });

  it("caps the warnings like the errors, with their total count", async () => {
    const { send } = await setup();
    const header = "problem,golden_answer,predict_answer,grade_letter,language";
    const rows = Array.from({ length: 1005 }, (_, i) => `Q${i}?,,A${i},B,English`);
    const res = await send(
      [header, ...rows].join("\n"),
      "?format=csv&preset=simpledevqa-eval&set=model:m",
    );
    expect(res.status).toBe(201);
    expect(res.json.warnings).toHaveLength(1000);
    expect(res.json).toMatchObject({ warning_count: 1005, warnings_truncated: true });
  });

  it("reads a file whose top level is a JSON array like JSONL, element k as line k", async () => {
    const { projectId, send } = await setup();
    const element = (id: string, extra: object = {}) => ({
      ...itemLineExamples.model_answer,
      external_id: id,
      ...extra,
    });
    const body = JSON.stringify(
      [element("a-1"), element("a-2", { run: 0 }), element("a-3")],
      null,
      2,
    );
    const refused = await send(body, "", "application/json");
    expect(refused.status).toBe(422);
    expect(refused.json.error?.details).toMatchObject({
      errors: [{ line: 2, external_id: "a-2", field: "run" }],
      error_count: 1,
    });
    const res = await send(body, "?partial=true", "application/json");
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ imported: 2, lines: 3, invalid: 1 });
    expect((await storedAnswers(projectId, ["a-1", "a-3"])).map((r) => r.external_id)).toEqual([
      "a-1",
      "a-3",
    ]);
  });

  it("suggests the preset whose columns the file has, in the preview and the error answer", async () => {
    const qa = await setup("qa_pair");
    const difficult = readFileSync(
      realDataPath("simpledevqa", "data_difficult.sample.csv"),
      "utf8",
    );
    const refused = await qa.send(difficult, "?format=csv");
    expect(refused.status).toBe(422);
    expect(refused.json.error?.message).toMatch(
      /nothing was imported\. The file looks like simpledevqa: use preset=simpledevqa\.$/,
    );
    expect(refused.json.error?.details).toMatchObject({
      suggested_preset: "simpledevqa",
      errors: expect.arrayContaining([
        {
          line: 2,
          field: "external_id",
          message: expect.stringMatching(/^no column maps to external_id;/) as string,
        },
      ]) as unknown,
    });

    const answers = await setup();
    const { body } = evalFileWithDefects();
    const preview = await answers.send(body, "?format=csv&preview=true");
    expect(preview.json).toMatchObject({ suggested_preset: "simpledevqa-eval" });
    const withPreset = await answers.send(
      body,
      "?format=csv&preset=simpledevqa-eval&set=model:m&preview=true",
    );
    expect(withPreset.json).not.toHaveProperty("suggested_preset");
  });

  it("names both ways of giving the eval preset's model", async () => {
    const { send } = await setup();
    const res = await send("problem\n", "?format=csv&preset=simpledevqa-eval&file_name=eval.csv");
    expect(res.status).toBe(422);
    expect(res.json.error?.details?.fields).toEqual({
      "set.model": [
        "give the model's name (one file per model): the constant field model (set=model:<name> in the query, --set model=<name> on the CLI), or name the file <model>_results_eval_new.csv",
      ],
    });
  });

  it("takes constant fields (set) for a JSONL file", async () => {
    const { projectId, send } = await setup();
    const lines = ["j-1", "j-2"].map((id) => {
      const { language: _language, model: _model, ...line } = itemLineExamples.model_answer;
      return JSON.stringify({ ...line, external_id: id });
    });
    const res = await send(
      lines.join("\n"),
      "?set=language:zh&set=model:m-1",
      "application/x-ndjson",
    );
    expect(res.status).toBe(201);
    const { rows } = await pgPool().query<{ language: string; model: string }>(
      `SELECT i.language, k.model FROM items i JOIN model_answers k ON k.item_id = i.id WHERE i.project_id = $1`,
      [projectId],
    );
    expect(rows).toEqual([
      { language: "zh", model: "m-1" },
      { language: "zh", model: "m-1" },
    ]);
  });
});
