import { parquetWriteBuffer } from "hyparquet-writer";

/** A Parquet file of `n` QA rows (`id` pq-0…, question, answer, language en) in row groups of `rowGroupSize`. */
export function qaParquet(n: number, rowGroupSize: number): Uint8Array {
  return new Uint8Array(
    parquetWriteBuffer({
      columnData: [
        { name: "id", data: Array.from({ length: n }, (_, i) => `pq-${i}`), type: "STRING" },
        {
          name: "question",
          data: Array.from({ length: n }, (_, i) => `Question ${i}?`),
          type: "STRING",
        },
        {
          name: "answer",
          data: Array.from({ length: n }, (_, i) => `Answer ${i}.`),
          type: "STRING",
        },
        { name: "language", data: Array.from({ length: n }, () => "en"), type: "STRING" },
      ],
      rowGroupSize,
    }),
  );
}
