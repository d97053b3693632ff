import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { afterEach, describe, expect, it } from "vitest";
import { parquetColumns } from "./parquet-columns";
import { openParquetFile } from "./parquet-file";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

// A file's own bytes: a small Buffer may sit in a shared pool.
function fileBuffer(file: string): ArrayBuffer {
  const bytes = readFileSync(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

function tempFile() {
  const dir = mkdtempSync(path.join(tmpdir(), "accord-pq-test-"));
  dirs.push(dir);
  return path.join(dir, "t.parquet");
}

const lines = [
  { id: "a", n: 1, x: 1.5, ok: true, gold: { label: "yes", codes: ["A"] }, lang: null },
  { id: "b", n: 2, x: 2, ok: false, gold: null, lang: "zh" },
  { id: "c", n: 3, x: -0.25, ok: null, gold: { label: "no", codes: [] }, lang: "ру" },
];
const columns = parquetColumns(Object.keys(lines[0]), [
  { key: "id", types: ["string"], integral: true },
  { key: "n", types: ["number"], integral: true },
  { key: "x", types: ["number"], integral: false },
  { key: "ok", types: ["boolean", "null"], integral: true },
  { key: "gold", types: ["null", "object"], integral: true },
  { key: "lang", types: ["null", "string"], integral: true },
]);

describe("openParquetFile", () => {
  it("writes a row group per batch that reads back with the same values", async () => {
    const file = tempFile();
    const pq = openParquetFile(file, columns);
    pq.write(lines.slice(0, 2));
    pq.write(lines.slice(2));
    pq.finish();
    const buffer = fileBuffer(file);
    const meta = parquetMetadata(buffer);
    expect(meta.row_groups).toHaveLength(2);
    const rows = await parquetReadObjects({ file: buffer });
    expect(rows).toEqual(
      lines.map((l) => ({
        ...l,
        n: BigInt(l.n),
        gold: l.gold === null ? null : JSON.stringify(l.gold),
      })),
    );
    expect(meta.key_value_metadata).toContainEqual({
      key: "accord.json_text_columns",
      value: '["gold"]',
    });
  });

  it("writes a valid empty file", async () => {
    const file = tempFile();
    const pq = openParquetFile(file, columns);
    pq.finish();
    const meta = parquetMetadata(fileBuffer(file));
    expect(meta.num_rows).toBe(0n);
    expect(meta.schema.map((s) => s.name).slice(1)).toEqual(columns.map((c) => c.name));
  });
});
