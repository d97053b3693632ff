import { gzipSync } from "node:zlib";
import { pack } from "tar-stream";
import { describe, expect, it } from "vitest";
import { releaseJsonl } from "./release-jsonl";

async function tarGz(entries: Record<string, string>): Promise<Buffer> {
  const tar = pack();
  for (const [name, body] of Object.entries(entries)) tar.entry({ name }, body);
  tar.finalize();
  const parts: Buffer[] = [];
  for await (const chunk of tar) parts.push(chunk as Buffer);
  return gzipSync(Buffer.concat(parts));
}

async function* chunked(bytes: Uint8Array, size = 100) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function text(chunks: AsyncIterable<Uint8Array | string>): Promise<string> {
  let out = "";
  for await (const c of chunks) out += typeof c === "string" ? c : Buffer.from(c).toString();
  return out;
}

describe("releaseJsonl", () => {
  it("gives a bundle's data/all/gold.jsonl, also one folder down, and plain JSONL as it is", async () => {
    const bundle = await tarGz({
      "README.md": "# card",
      "data/en/gold.jsonl": "en\n",
      "data/all/gold.jsonl": '{"a":1}\n{"a":2}\n',
    });
    expect(await text(releaseJsonl(chunked(bundle)))).toBe('{"a":1}\n{"a":2}\n');
    const nested = await tarGz({ "v1/data/all/gold.jsonl": "x\n" });
    expect(await text(releaseJsonl(chunked(nested)))).toBe("x\n");
    expect(await text(releaseJsonl(chunked(Buffer.from('{"a":1}\n'))))).toBe('{"a":1}\n');
  });

  it("refuses a bundle without the gold JSONL, and a gzip that is no tar, with a 422", async () => {
    const bundle = await tarGz({ "data/en/gold.jsonl": "en\n" });
    await expect(text(releaseJsonl(chunked(bundle)))).rejects.toMatchObject({
      code: "validation_failed",
      message: expect.stringContaining("has no data/all/gold.jsonl"),
    });
    await expect(text(releaseJsonl(chunked(gzipSync("{}\n".repeat(400)))))).rejects.toMatchObject({
      code: "validation_failed",
    });
  });

  it("stops unpacking past maxBytes with a 413, however small the gzip", async () => {
    const bomb = await tarGz({ "data/all/gold.jsonl": " ".repeat(4_000_000) });
    expect(bomb.length).toBeLessThan(10_000);
    await expect(text(releaseJsonl(chunked(bomb), { maxBytes: 1_000_000 }))).rejects.toMatchObject({
      code: "payload_too_large",
      details: { limit: "decoded_bytes" },
    });
  });
});
