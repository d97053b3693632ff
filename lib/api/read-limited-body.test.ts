import { describe, expect, it } from "vitest";
import { readLimitedBody } from "./read-limited-body";

function chunked(total: number, chunk = 1000) {
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (state.pulled >= total) return c.close();
      const n = Math.min(chunk, total - state.pulled);
      state.pulled += n;
      c.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
  return {
    req: new Request("http://x/", { method: "POST", body, duplex: "half" } as RequestInit),
    state,
  };
}

const code = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: { code: string }) => e.code,
  );

describe("readLimitedBody", () => {
  it("reads a body up to the limit, exactly at it too", async () => {
    expect(
      (await readLimitedBody(new Request("http://x/", { method: "POST", body: "abc" }), 3))
        .byteLength,
    ).toBe(3);
    expect((await readLimitedBody(chunked(5000).req, 5000)).byteLength).toBe(5000);
    expect(
      (await readLimitedBody(new Request("http://x/", { method: "POST" }), 3)).byteLength,
    ).toBe(0);
  });

  it("refuses by Content-Length before reading, and a chunked body as soon as it passes the limit", async () => {
    const declared = new Request("http://x/", {
      method: "POST",
      body: "{}",
      headers: { "content-length": "10000000" },
    });
    expect(await code(readLimitedBody(declared, 1000))).toBe("payload_too_large");
    expect(declared.bodyUsed).toBe(false);
    const big = chunked(50_000_000);
    expect(await code(readLimitedBody(big.req, 10_000))).toBe("payload_too_large");
    expect(big.state.pulled).toBeLessThan(20_000);
  });
});
