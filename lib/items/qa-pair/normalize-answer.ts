/** Final answers are free text: equal after NFKC, case folding, collapsed spaces and a trailing full stop. */
export function normalizeAnswer(s: string | null): string {
  return (s ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.。]+$/u, "")
    .trim();
}
