import { ImportErrorCollector } from "./import-error-collector";
import type { ImportErrorCollectorOptions, ImportSummary } from "./import-error-collector";
import type { SplitLine } from "./split-lines";

/** The checking pass of an import: reads every line and summarises what a write would do. */
export async function collectImportErrors(
  lines: AsyncIterable<SplitLine> | Iterable<SplitLine>,
  options: ImportErrorCollectorOptions,
): Promise<ImportSummary> {
  const collector = new ImportErrorCollector(options);
  for await (const entry of lines) collector.add(entry);
  return collector.summary();
}
