import { errorCodeSet } from "@/lib/taxonomy/comment-errors";

// The released labels use the annotation guideline's codes, which differ from the 26 published
// ones in four places (inferred from per-code counts: ../shared/data/real/multilingual-code-comments/
// taxonomy_26_compiled.json, `mapping`). The guideline's LG-GR5 is Capitalization, not a published
// code, so a released "LG-GR5" must not become the published LG-GR5 (Cohesion).
const RENAMED: Record<string, string | null> = {
  "LG-GR6": "LG-GR5",
  "LG-GR5": null,
  "ST-IF1": "ST-IF",
  "ST-IF2": "SE-OI",
};

/** "SE-HA3, MS-LT", ["SE-HA3"], "None", null → the codes as released. */
function releasedCodes(raw: unknown): string[] {
  if (raw === null || raw === undefined) return [];
  const parts = Array.isArray(raw)
    ? raw.map((code) => (typeof code === "string" ? code : JSON.stringify(code)))
    : (typeof raw === "string" ? raw : JSON.stringify(raw)).split(",");
  return parts.map((p) => p.replace(/[[\]'"]/g, "").trim()).filter((p) => p !== "" && p !== "None");
}

/** The released codes as the app's 26 codes (deduplicated, in order), and those with no published equivalent (E, M, the guideline's LG-GR5, unknown ones). */
export function mapKatzyErrorCodes(raw: unknown): { codes: string[]; unmapped: string[] } {
  const codes: string[] = [];
  const unmapped: string[] = [];
  for (const released of releasedCodes(raw)) {
    const code =
      released in RENAMED ? RENAMED[released] : errorCodeSet.has(released) ? released : null;
    if (code === null) unmapped.push(released);
    else if (!codes.includes(code)) codes.push(code);
  }
  return { codes, unmapped };
}
