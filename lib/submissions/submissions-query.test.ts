import { describe, expect, it } from "vitest";
import { submissionsCursor, submissionsQuerySchema } from "./submissions-query";

describe("submissionsQuerySchema", () => {
  it.each([
    { query: {}, want: { limit: 50 } },
    { query: { limit: "2" }, want: { limit: 2 } },
    {
      query: { cursor: "1733212800123_42" },
      want: { limit: 50, cursor: { submittedAtMs: 1733212800123, assignmentId: 42 } },
    },
  ])("accepts $query", ({ query, want }) => {
    expect(submissionsQuerySchema.parse(query)).toEqual(want);
  });

  it.each([
    { query: { limit: "0" }, field: "limit" },
    { query: { limit: "1001" }, field: "limit" },
    { query: { limit: "2.5" }, field: "limit" },
    { query: { limit: "many" }, field: "limit" },
    { query: { cursor: "42" }, field: "cursor" },
    { query: { cursor: "-1_2" }, field: "cursor" },
    { query: { cursor: "1_2147483648" }, field: "cursor" },
  ])("refuses $query on $field", ({ query, field }) => {
    const r = submissionsQuerySchema.safeParse(query);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join("."))).toContain(field);
  });

  it("a cursor round-trips", () => {
    const at = new Date("2026-12-03T08:00:00.123Z");
    expect(submissionsQuerySchema.parse({ cursor: submissionsCursor(at, 7) }).cursor).toEqual({
      submittedAtMs: at.getTime(),
      assignmentId: 7,
    });
  });
});
