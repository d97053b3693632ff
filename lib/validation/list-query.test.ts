import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { listQuerySchema, parseListQuery, rowIdCursor } from "./list-query";

const schema = listQuerySchema(rowIdCursor);

describe("parseListQuery", () => {
  it.each([
    [{}, { limit: 50 }],
    [{ limit: "1" }, { limit: 1 }],
    [{ limit: "1000" }, { limit: 1000 }],
    [
      { cursor: "2147483647", limit: "7" },
      { limit: 7, cursor: 2147483647 },
    ],
    [{ limit: ["3", "abc"] }, { limit: 3 }],
  ])("takes %j", (query, want) => {
    expect(parseListQuery(schema, query)).toEqual(want);
  });

  it.each([
    ["limit=-1", "limit", "must be a whole number from 1 to 1000"],
    ["limit=abc", "limit", "must be a whole number from 1 to 1000"],
    ["limit=1.5", "limit", "must be a whole number from 1 to 1000"],
    ["limit=0", "limit", "must be a whole number from 1 to 1000"],
    ["limit=01", "limit", "must be a whole number from 1 to 1000"],
    ["limit=1001", "limit", "must be a whole number from 1 to 1000"],
    ["limit=0x10", "limit", "must be a whole number from 1 to 1000"],
    ["cursor=abc", "cursor", "must be a next_cursor from the previous page"],
    ["cursor=0", "cursor", "must be a next_cursor from the previous page"],
    ["cursor=2147483648", "cursor", "must be a next_cursor from the previous page"],
    ["cursor=1&extra=2", "extra", "is not a parameter of this list"],
  ])("refuses ?%s with a 400 naming %s", (query, name, problem) => {
    const refusal = (() => {
      try {
        parseListQuery(schema, new URLSearchParams(query), { others: ["q"] });
      } catch (e) {
        return e;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: "bad_request",
      message: `The query parameter \`${name}\` ${problem}.`,
      details: { fields: { [name]: [problem] } },
    });
  });

  it("leaves other parameters to the route unless told the list's own", () => {
    expect(parseListQuery(schema, new URLSearchParams("q=x&extra=1"))).toEqual({ limit: 50 });
    expect(parseListQuery(schema, new URLSearchParams("q=x"), { others: ["q"] })).toEqual({
      limit: 50,
    });
  });
});
