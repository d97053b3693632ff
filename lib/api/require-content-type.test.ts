import { describe, expect, it } from "vitest";
import {
  JSON_CONTENT_TYPES,
  JSONL_CONTENT_TYPES,
  requireContentType,
} from "./require-content-type";

const check = (type: string | null, allowed: readonly string[] = JSON_CONTENT_TYPES) => {
  try {
    requireContentType(new Headers(type === null ? {} : { "content-type": type }), allowed);
    return "ok";
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe("requireContentType", () => {
  it.each([
    ["application/json", "ok"],
    ["Application/JSON; charset=UTF-8", "ok"],
    ['application/json; charset="utf-8"', "ok"],
    ["application/json;charset=utf8", "ok"],
    ["application/json; charset=latin1", "unsupported_media_type"],
    ["application/jsonx", "unsupported_media_type"],
    ["text/plain", "unsupported_media_type"],
    ["application/x-www-form-urlencoded", "unsupported_media_type"],
    ["multipart/form-data; boundary=x", "unsupported_media_type"],
    ["", "unsupported_media_type"],
    [null, "unsupported_media_type"],
  ])("JSON route, %j → %s", (type, expected) => {
    expect(check(type)).toBe(expected);
  });

  it.each([
    ["application/x-ndjson", "ok"],
    ["application/jsonl; charset=utf-8", "ok"],
    ["application/x-jsonlines", "ok"],
    ["text/plain;charset=UTF-8", "unsupported_media_type"],
    ["application/json", "unsupported_media_type"],
  ])("import route, %j → %s", (type, expected) => {
    expect(check(type, JSONL_CONTENT_TYPES)).toBe(expected);
  });
});
