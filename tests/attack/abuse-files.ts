// Small files that decode to far more rows than an import takes (lib/items/import/sources/import-limits.ts).
import { importLimits } from "@/lib/items/import/sources/import-limits";
import { parquetBomb } from "../parquet-bomb";

export type AbuseFile = {
  name: string;
  format: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
};

export async function abuseFiles(): Promise<AbuseFile[]> {
  const rows = importLimits.rows * 3;
  const count = rows.toLocaleString("en-US");
  return [
    {
      name: `a Parquet file of ${count} rows in one row group`,
      format: "parquet",
      type: "application/vnd.apache.parquet",
      bytes: parquetBomb(rows),
    },
    {
      name: `a CSV of ${count} one-character rows`,
      format: "csv",
      type: "text/csv",
      bytes: Buffer.from(`external_id\n${"a\n".repeat(rows)}`),
    },
    {
      name: `a JSONL file of ${count} empty objects`,
      format: "jsonl",
      type: "application/x-ndjson",
      bytes: Buffer.from("{}\n".repeat(rows)),
    },
  ];
}
