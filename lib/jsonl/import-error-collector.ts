import type { ItemKind } from "@/lib/items/item-kinds";
import type { ItemLine } from "@/lib/items/import/item-line-schema";
import type { CheckedLine, LineError } from "./line-result";
import type { SplitLine } from "./split-lines";
import type { SourceRecord } from "@/lib/items/import/sources/source-record";
import { validateItemLine } from "./validate-item-lines";

const DEFAULT_MAX_ERRORS = 1000;

/** What happened to one line: only "new" lines are to be written. */
export type ImportLineOutcome =
  | { status: "new"; line: number; value: ItemLine }
  | { status: "duplicate"; line: number; externalId: string; firstLine: number }
  | { status: "invalid"; line: number; errors: LineError[] }
  | { status: "blank"; line: number };

export type ImportSummary = {
  /** Lines read, blank ones included. */
  lines: number;
  blankLines: number;
  /** Valid lines whose external_id is new in the file: the items to import. */
  validLines: number;
  /** Valid lines repeating an earlier line's external_id; the first occurrence wins. */
  duplicateLines: number;
  /** Distinct repeated external_ids, at most maxErrors of them. */
  duplicateExternalIds: string[];
  /** Invalid lines; each counts once however many problems it has. */
  errorCount: number;
  /** The first maxErrors errors (one per line and field), in line order. */
  errors: LineError[];
  errorsTruncated: boolean;
};

/** A line through its own checks (null result: blank), not yet counted. */
export type ValidatedLine = { line: number; result: CheckedLine<ItemLine> | null };

export type ImportErrorCollectorOptions = { projectKind: ItemKind; maxErrors?: number };

/**
 * Validates an import file line by line, keeping counts, the first errors and the set of
 * external_ids seen, never the parsed items: the caller streams the file once to check it and
 * again to write it, feeding a fresh collector each time so both passes agree on duplicates.
 */
export class ImportErrorCollector {
  private readonly projectKind: ItemKind;
  private readonly maxErrors: number;
  // external_id → line of its first valid occurrence.
  private readonly seen = new Map<string, number>();
  private readonly duplicateIds = new Set<string>();
  private readonly errors: LineError[] = [];
  private lines = 0;
  private blankLines = 0;
  private validLines = 0;
  private duplicateLines = 0;
  private errorCount = 0;
  private isTruncated = false;

  constructor(options: ImportErrorCollectorOptions) {
    this.projectKind = options.projectKind;
    this.maxErrors = options.maxErrors ?? DEFAULT_MAX_ERRORS;
  }

  /** Takes one record of any format (or a JSONL line as split). */
  add(entry: SplitLine | SourceRecord): ImportLineOutcome {
    return this.record(this.validate(entry));
  }

  /** The line's own checks, counting nothing yet: `record` counts it, with any errors found later (a linked item not in reach). */
  validate(entry: SplitLine | SourceRecord): ValidatedLine {
    return {
      line: entry.line,
      result: validateItemLine({ ...entry, projectKind: this.projectKind }),
    };
  }

  /** Counts a validated line, in file order; `errors` make a valid line invalid. */
  record({ line, result }: ValidatedLine, errors: readonly LineError[] = []): ImportLineOutcome {
    this.lines += 1;
    if (result === null) {
      this.blankLines += 1;
      return { status: "blank", line };
    }
    if (!result.ok || errors.length > 0) {
      const lineErrors = result.ok ? errors : result.errors;
      this.errorCount += 1;
      for (const error of lineErrors) {
        if (this.errors.length < this.maxErrors) this.errors.push(error);
        else this.isTruncated = true;
      }
      return { status: "invalid", line, errors: [...lineErrors] };
    }
    const externalId = result.value.external_id;
    const firstLine = this.seen.get(externalId);
    if (firstLine !== undefined) {
      this.duplicateLines += 1;
      if (this.duplicateIds.size < this.maxErrors) this.duplicateIds.add(externalId);
      return { status: "duplicate", line, externalId, firstLine };
    }
    this.seen.set(externalId, line);
    this.validLines += 1;
    return { status: "new", line, value: result.value };
  }

  summary(): ImportSummary {
    return {
      lines: this.lines,
      blankLines: this.blankLines,
      validLines: this.validLines,
      duplicateLines: this.duplicateLines,
      duplicateExternalIds: [...this.duplicateIds],
      errorCount: this.errorCount,
      errors: [...this.errors],
      errorsTruncated: this.isTruncated,
    };
  }
}
