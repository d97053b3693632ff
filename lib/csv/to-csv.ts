// The one CSV writer of every download (agreement, scorecards, judges, leaderboard): RFC 4180 with
// CRLF, and spreadsheet-safe (SPEC §7): a text cell that begins with = + - @, tab or CR is
// prefixed with ' so that a spreadsheet shows it as text instead of running it as a formula. A
// number stays a number (a negative kappa is not a formula); text that looks like one is prefixed.

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: empty for null/undefined, numbers and booleans as JavaScript prints them. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows (the header first) as CSV text, each line ended by CRLF. */
export function toCsv(rows: Iterable<readonly CsvCell[]>): string {
  let out = "";
  for (const row of rows) out += row.map(csvCell).join(",") + "\r\n";
  return out;
}
