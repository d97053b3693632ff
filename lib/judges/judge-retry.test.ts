import { describe, expect, it } from "vitest";
import { retryAfterMs, scrubKey } from "./judge-retry";

describe("judge client", () => {
  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-12-07T12:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("Mon, 07 Dec 2026 12:00:05 GMT", now)).toBe(5000);
    expect(retryAfterMs("Mon, 07 Dec 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("soon", now)).toBeNull();
  });

  it("scrubs the key and bearer tokens from messages", () => {
    const key = "sk-live-123";
    expect(scrubKey(`bad key sk-live-123 in sk-live-123`, key)).toBe("bad key [key] in [key]");
    expect(scrubKey("sent Authorization: Bearer abc.def", undefined)).toBe(
      "sent Authorization: Bearer [key]",
    );
  });
});
