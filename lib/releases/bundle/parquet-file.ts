import { fileWriter, ParquetWriter, schemaFromColumnData } from "hyparquet-writer";
import { columnValues, type ParquetColumn } from "./parquet-columns";

const basicType = { JSON_TEXT: "STRING" } as const;

/**
 * A Parquet file written a row group per batch (hyparquet-writer flushes to the file as it goes),
 * so only one batch is held; JSON-text columns are named in the file's key-value metadata.
 */
export function openParquetFile(filename: string, columns: readonly ParquetColumn[]) {
  const specs = columns.map((c) => ({
    name: c.name,
    type: c.type === "JSON_TEXT" ? basicType.JSON_TEXT : c.type,
    nullable: true,
  }));
  const writer = new ParquetWriter({
    writer: fileWriter(filename),
    schema: schemaFromColumnData({ columnData: specs.map((s) => ({ ...s, data: [] })) }),
    kvMetadata: [
      {
        key: "accord.json_text_columns",
        value: JSON.stringify(columns.filter((c) => c.type === "JSON_TEXT").map((c) => c.name)),
      },
    ],
    createdBy: "Accord",
  });
  return {
    write(lines: readonly Record<string, unknown>[]) {
      if (lines.length === 0) return;
      const values = columnValues(lines, columns);
      // Synchronous: the file writer has no async flush.
      void writer.write({
        columnData: specs.map((s, i) => ({ ...s, data: values[i] as never })),
        rowGroupSize: lines.length,
      });
    },
    finish: () => void writer.finish(),
  };
}
