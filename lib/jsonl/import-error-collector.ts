import type { ItemKind } from "@/lib/items/item-kinds";
import type { ItemLine } from "@/lib/items/import/item-line-schema";
import type { CheckedLine, LineError, LineWarning } from "./line-result";
import type { SplitLine } from "./split-lines";
import type { SourceRecord } from "@/lib/items/import/sources/source-record";
import { checkReleaseLine } from "@/lib/items/import/release-line";
import { parseProjectSettings, type ProjectSettings } from "@/lib/projects/project-settings";
import { validateItemLine } from "./validate-item-lines";

const DEFAULT_MAX_ERRORS = 1000;

export type ImportLineOutcome =
  | { status: "new"; line: number; value: ItemLine; warnings?: LineWarning[] }
  | { status: "duplicate"; line: number; externalId: string; firstLine: number }
  | { status: "invalid"; line: number; errors: LineError[] }
  | { status: "blank"; line: number };

export type ImportSummary = {
  lines: number;
  blankLines: number;
  validLines: number;
  /** Valid lines repeating an earlier line's external_id; the first occurrence wins. */
  duplicateLines: number;
  /** Distinct repeated external_ids, at most maxErrors of them. */
  duplicateExternalIds: string[];
  errorCount: number;
  errors: LineError[];
  errorsTruncated: boolean;
  /** Of the valid lines, capped like the errors (warningCount counts every one). */
  warnings: LineWarning[];
  warningCount: number;
  warningsTruncated: boolean;
};

export type ValidatedLine = { line: number; result: CheckedLine<ItemLine> | null };

/** `settings`: the project's, which a release line's gold is checked with (default: none set). */
export type ImportErrorCollectorOptions = {
  projectKind: ItemKind;
  settings?: ProjectSettings;
  maxErrors?: number;
};

/** Keeps counts and the first errors, never the items: each pass over a file gets a fresh one. */
export class ImportErrorCollector {
  private readonly projectKind: ItemKind;
  private readonly settings: ProjectSettings;
  private readonly maxErrors: number;
  // external_id → line of its first valid occurrence.
  private readonly seen = new Map<string, number>();
  private readonly duplicateIds = new Set<string>();
  private readonly errors: LineError[] = [];
  private readonly warnings: LineWarning[] = [];
  private warningCount = 0;
  private lines = 0;
  private blankLines = 0;
  private validLines = 0;
  private duplicateLines = 0;
  private errorCount = 0;
  private isTruncated = false;

  constructor(options: ImportErrorCollectorOptions) {
    this.projectKind = options.projectKind;
    this.settings = options.settings ?? parseProjectSettings({});
    this.maxErrors = options.maxErrors ?? DEFAULT_MAX_ERRORS;
  }

  add(entry: SplitLine | SourceRecord): ImportLineOutcome {
    return this.record(this.validate(entry));
  }

  /** The line's own checks, counting nothing yet: `record` counts it, with any errors found later (a linked item not in reach). */
  validate(entry: SplitLine | SourceRecord): ValidatedLine {
    const { projectKind, settings } = this;
    const result =
      "status" in entry && entry.status === "value" && entry.isRelease
        ? checkReleaseLine({ line: entry.line, value: entry.value, projectKind, settings })
        : validateItemLine({ ...entry, projectKind });
    return { line: entry.line, result };
  }

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
    const warnings = result.warnings ?? [];
    this.warningCount += warnings.length;
    this.warnings.push(...warnings.slice(0, this.maxErrors - this.warnings.length));
    return { status: "new", line, value: result.value, ...(warnings.length ? { warnings } : {}) };
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
      warnings: [...this.warnings],
      warningCount: this.warningCount,
      warningsTruncated: this.warningCount > this.warnings.length,
    };
  }
}
