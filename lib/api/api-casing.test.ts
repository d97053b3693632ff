import { describe, expect, it } from "vitest";
import { z } from "zod";
import { camelCaseKeyProblems, snakeCaseSchema, snakeKey, toApiJson } from "./api-casing";

describe("snakeKey", () => {
  it.each([
    ["leaseMinutes", "lease_minutes"],
    ["hideAnnotatorNames", "hide_annotator_names"],
    ["readmeMatchThreshold", "readme_match_threshold"],
    ["level2Name", "level2_name"],
    ["id", "id"],
    ["lease_minutes", "lease_minutes"],
    // Not camelCase identifiers: data, left as they are.
    ["MS-LT", "MS-LT"],
    ["Readme", "Readme"],
    ["zh-Hans", "zh-Hans"],
    ["settings.leaseMinutes", "settings.leaseMinutes"],
    ["", ""],
  ])("%s → %s", (key, expected) => expect(snakeKey(key)).toBe(expected));
});

describe("toApiJson", () => {
  it("renames every key of a DTO, nested objects and arrays included, and keeps the values", () => {
    const dto = {
      itemCount: 3,
      statusCounts: { in_annotation: 1 },
      outcomesHidden: false,
      settings: { leaseMinutes: 30, taskCategories: ["codeGen", "other"] },
      members: [{ userId: 7, isActive: true, addedAt: "2026-01-01T00:00:00.000Z" }],
      nextCursor: null,
    };
    expect(toApiJson(dto)).toEqual({
      item_count: 3,
      status_counts: { in_annotation: 1 },
      outcomes_hidden: false,
      settings: { lease_minutes: 30, task_categories: ["codeGen", "other"] },
      members: [{ user_id: 7, is_active: true, added_at: "2026-01-01T00:00:00.000Z" }],
      next_cursor: null,
    });
  });

  it("leaves the values of data keys as they are: drafts, annotation data, audit snapshots, maps keyed by codes, categories and machines", () => {
    const value = {
      draft: { savedAt: 1, nested: { someKey: 2 } },
      annotations: [{ timeSpentMs: 5, data: { answerLabel: "x" } }],
      events: [{ before: { settings: { leaseMinutes: 30 } }, after: { leaseMinutes: 45 } }],
      meta: { sourceFile: "a" },
      fields: {
        errorCodes: {
          macroKappa: 1,
          codes: { msLt: { n: 1 } },
          groups: { codeStyle: { n: 1 } },
          categories: { codeGen: { n: 2 } },
        },
      },
      machine: { claudeSonnet: { vs_humans: {} } },
      per_code: { msLt: { support: 1 } },
    };
    expect(toApiJson(value)).toEqual({
      draft: { savedAt: 1, nested: { someKey: 2 } },
      annotations: [{ time_spent_ms: 5, data: { answerLabel: "x" } }],
      events: [{ before: { settings: { leaseMinutes: 30 } }, after: { leaseMinutes: 45 } }],
      meta: { sourceFile: "a" },
      fields: {
        error_codes: {
          macro_kappa: 1,
          codes: { msLt: { n: 1 } },
          groups: { codeStyle: { n: 1 } },
          categories: { codeGen: { n: 2 } },
        },
      },
      machine: { claudeSonnet: { vs_humans: {} } },
      per_code: { msLt: { support: 1 } },
    });
  });

  it("keeps data-like keys that are not camelCase identifiers in any map", () => {
    expect(toApiJson({ byLanguage: { "zh-Hans": 1, en: 2 }, labels: { "MS-LT": true } })).toEqual({
      by_language: { "zh-Hans": 1, en: 2 },
      labels: { "MS-LT": true },
    });
  });

  it.each([null, 3, "leaseMinutes", true, [1, "a"]])("passes %j through", (v) =>
    expect(toApiJson(v)).toEqual(v),
  );
});

describe("snakeCaseSchema", () => {
  const camel = z.strictObject({
    leaseMinutes: z.number().int().min(1, "must be at least 1").default(30),
    hideNames: z.boolean().default(false),
    overlap: z.number().default(2),
  });
  const issues = (r: { success: boolean; error?: z.ZodError }) =>
    r.error?.issues.map((i) => ({ path: i.path.join("."), message: i.message }));

  it("reads snake_case keys into the camelCase object, defaults filled in", () => {
    expect(snakeCaseSchema(camel).parse({ lease_minutes: 45 })).toEqual({
      leaseMinutes: 45,
      hideNames: false,
      overlap: 2,
    });
  });

  it("names the snake_case field in a field message", () => {
    expect(issues(snakeCaseSchema(camel).safeParse({ lease_minutes: 0 }))).toEqual([
      { path: "lease_minutes", message: "must be at least 1" },
    ]);
  });

  it("refuses a camelCase key, saying which key the API wants", () => {
    expect(issues(snakeCaseSchema(camel).safeParse({ leaseMinutes: 45 }))).toEqual([
      {
        path: "",
        message: "unknown field `leaseMinutes` (the API's keys are snake_case: `lease_minutes`)",
      },
    ]);
    expect(issues(snakeCaseSchema(camel).safeParse({ languages: ["en"] }))).toEqual([
      { path: "", message: "unknown field `languages`" },
    ]);
  });

  it("partial: only the keys sent, no defaults, each still checked", () => {
    const patch = snakeCaseSchema(camel, { partial: true, notObject: "must be an object" });
    expect(patch.parse({})).toEqual({});
    expect(patch.parse({ hide_names: true })).toEqual({ hideNames: true });
    expect(issues(patch.safeParse({ lease_minutes: 0 }))).toEqual([
      { path: "lease_minutes", message: "must be at least 1" },
    ]);
    expect(issues(patch.safeParse("x"))).toEqual([{ path: "", message: "must be an object" }]);
  });
});

describe("camelCaseKeyProblems", () => {
  it("names each camelCase key at the top of a body, with the key to send", () => {
    expect(
      camelCaseKeyProblems({ annotation: { someKey: 1 }, timeSpentMs: 5, ttl_days: 1 }),
    ).toEqual({
      timeSpentMs: ["unknown field (the API's keys are snake_case: `time_spent_ms`)"],
    });
  });

  it.each([
    { draft: { clientState: 1 } },
    { time_spent_ms: 5 },
    [{ fooBar: 1 }],
    null,
    "x",
    { "MS-LT": 1 },
  ])("finds nothing in %j", (body) => {
    expect(camelCaseKeyProblems(body)).toEqual({});
  });
});
