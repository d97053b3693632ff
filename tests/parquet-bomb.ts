import { parquetWriteBuffer } from "hyparquet-writer";

/** One row group of `rows` rows of one constant text column: a few KB that decode to millions of rows. */
export function parquetBomb(rows: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    parquetWriteBuffer({
      columnData: [
        { name: "question", data: new Array<string>(rows).fill("same"), type: "STRING" },
      ],
      rowGroupSize: rows,
    }),
  );
}
