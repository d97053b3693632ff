import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { buildScorecards } from "./build-scorecards";
import { scorecardsCsv } from "./scorecards-csv";

const rater = (key: string, email: string | null, name: string) => ({
  key,
  userId: null,
  email,
  name,
  role: email ? "annotator" : null,
  isActive: true,
  isExternal: email === null,
  submitted: 2,
  skipped: 1,
  medianSeconds: 12.5,
  p90Seconds: 30,
  lastActivityAt: new Date(Date.UTC(2026, 0, 2)),
});

describe("scorecardsCsv", () => {
  it("writes one row per annotator and one per peer, every row as wide as the header, names quoted", () => {
    const d = (dev_related: boolean) => ({ dev_related, task_category: "other", code_centric: null, single_answer: null, notes: "" });
    const report = buildScorecards({
      projectId: 1,
      kind: "dialogue",
      settings: parseProjectSettings({}),
      raters: [rater("a", "ana@x.org", "Ana"), rater("e", null, 'expert, "el"')],
      items: [
        {
          annotations: [
            { rater: "a", data: d(true) },
            { rater: "e", data: d(false) },
          ],
          gold: d(true),
          choice: "a",
        },
        {
          annotations: [
            { rater: "a", data: d(true) },
            { rater: "e", data: d(true) },
          ],
          gold: d(true),
          choice: null,
        },
      ],
    });
    const lines = scorecardsCsv(report).trimEnd().split("\r\n");
    const header = lines[0].split(",");
    expect(header.slice(0, 3)).toEqual(["row", "annotator", "peer"]);
    expect(header).toContain("kappa_peers:dev_related");
    expect(header).toContain("kappa_gold:task_category");
    expect(lines).toHaveLength(5);
    const width = (line: string) => line.replace(/"(?:[^"]|"")*"/g, "q").split(",").length;
    for (const line of lines) expect(width(line)).toBe(header.length);
    const ana = lines[1].split(",");
    expect(ana.slice(0, 11)).toEqual(["annotator", "ana@x.org", "", "false", "annotator", "true", "2", "1", "12.5", "30", "2026-01-02T00:00:00.000Z"]);
    // Observed 0.5 = expected 0.5 on dev_related; code_centric never applies, so its kappa is undefined: an empty cell.
    expect(ana[header.indexOf("kappa_peers:dev_related")]).toBe("0");
    expect(ana[header.indexOf("kappa_peers:code_centric")]).toBe("");
    expect(ana[header.indexOf("gold_share")]).toBe("1");
    expect(ana[header.indexOf("overruled_share")]).toBe("0");
    expect(lines[2].startsWith('peer,ana@x.org,"expert, ""el""",')).toBe(true);
    expect(lines[3].startsWith('annotator,"expert, ""el""",,true,')).toBe(true);
  });
});
