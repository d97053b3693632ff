import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/errors";
import { parseImportQuery } from "./parse-import-query";

const parse = (query: string) => parseImportQuery(new URLSearchParams(query));

function fieldsOf(query: string): Record<string, string[]> {
  try {
    parse(query);
  } catch (e) {
    if (isAppError(e) && e.code === "validation_failed")
      return e.details?.fields as Record<string, string[]>;
    throw e;
  }
  throw new Error(`expected ${query} to be refused`);
}

describe("parseImportQuery", () => {
  it("defaults to a JSONL import of every line, all or nothing", () => {
    expect(parse("")).toEqual({
      source: { format: "jsonl", map: {}, set: {} },
      isPreview: false,
      isPartial: false,
    });
  });

  it("reads every option, repeated map and set included", () => {
    const query =
      "format=csv&preset=simpledevqa&map=source_row:external_id&map=a:b:question&set=difficulty:difficult&set=domain:APIs: web&id_prefix=sdqa-d&file_name=data.csv&preview=true&partial=false";
    expect(parse(query)).toEqual({
      source: {
        format: "csv",
        preset: "simpledevqa",
        // A column name may hold a colon (the field is after the last), a value too (after the first).
        map: { source_row: "external_id", "a:b": "question" },
        set: { difficulty: "difficult", domain: "APIs: web" },
        id_prefix: "sdqa-d",
        file_name: "data.csv",
      },
      isPreview: true,
      isPartial: false,
    });
  });

  it("keeps an empty set value (a constant empty field)", () => {
    expect(parse("set=domain:").source.set).toEqual({ domain: "" });
  });

  it.each([
    { query: "format=xlsx", field: "format" },
    { query: "preset=nope", field: "preset" },
    { query: "preview=yes", field: "preview" },
    { query: "partial=1", field: "partial" },
    { query: "map=question", field: "map" },
    { query: "map=:question", field: "map" },
    { query: "map=problem:", field: "map" },
    { query: "set=difficult", field: "set" },
    { query: "set=a:1&set=a:2", field: "set" },
    { query: "id_prefix=", field: "id_prefix" },
    { query: "format=csv&format=tsv", field: "format" },
    { query: "formt=csv", field: "formt" },
    { query: "dry_run=true", field: "dry_run" },
  ])("refuses $query with a message for $field", ({ query, field }) => {
    const fields = fieldsOf(query);
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field][0]).toMatch(/\S/);
  });

  it("names every bad parameter at once", () => {
    expect(Object.keys(fieldsOf("format=x&preview=maybe&set=nocolon")).sort()).toEqual([
      "format",
      "preview",
      "set",
    ]);
  });
});
