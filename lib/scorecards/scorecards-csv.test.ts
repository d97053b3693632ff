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
  inProgress: 0,
  medianSeconds: 12.5,
  p90Seconds: 30,
  lastActivityAt: new Date(Date.UTC(2026, 0, 2)),
});

describe("scorecardsCsv", () => {
  it("writes one row per annotator and one per peer, every row as wide as the header, names quoted", () => {
    const d = (dev_related: boolean) => ({
      dev_related,
      task_category: "other",
      code_centric: null,
      single_answer: null,
      notes: "",
    });
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
    expect(ana.slice(0, 11)).toEqual([
      "annotator",
      "ana@x.org",
      "",
      "false",
      "annotator",
      "true",
      "2",
      "1",
      "12.5",
      "30",
      "2026-01-02T00:00:00.000Z",
    ]);
    // Observed 0.5 = expected 0.5 on dev_related; code_centric never applies, so its kappa is undefined: an empty cell.
    expect(ana[header.indexOf("kappa_peers:dev_related")]).toBe("0");
    expect(ana[header.indexOf("kappa_peers:code_centric")]).toBe("");
    expect(ana[header.indexOf("gold_share")]).toBe("1");
    expect(ana[header.indexOf("overruled_share")]).toBe("0");
    expect(lines[2].startsWith('peer,ana@x.org,"expert, ""el""",')).toBe(true);
    expect(lines[3].startsWith('annotator,"expert, ""el""",,true,')).toBe(true);
  });

  it("adds one language row per card and language, as wide as the header, and names the filter's language", () => {
    const g = (accuracy: string) => ({ accuracy, error_codes: [], notes: "" });
    const input = {
      projectId: 1,
      kind: "generated_comment" as const,
      settings: parseProjectSettings({}),
      raters: [rater("a", "ana@x.org", "Ana"), rater("b", "ben@x.org", "Ben")],
      items: ["el", "el", "en"].map((language, i) => ({
        annotations: [
          { rater: "a", data: g(i === 1 ? "incorrect" : "correct") },
          { rater: "b", data: g("correct") },
        ],
        gold: null,
        choice: null,
        language,
      })),
    };
    const lines = scorecardsCsv(buildScorecards(input)).trimEnd().split("\r\n");
    const header = lines[0].split(",");
    expect(header.at(-1)).toBe("language");
    for (const line of lines) expect(line.split(",").length).toBe(header.length);
    const rows = lines.slice(1).map((l) => l.split(","));
    const el = rows.find((r) => r[0] === "language" && r[1] === "ana@x.org" && r.at(-1) === "el")!;
    expect(el[header.indexOf("submitted")]).toBe("2");
    expect(el[header.indexOf("peer_n")]).toBe("2");
    expect(rows.filter((r) => r[0] === "language").map((r) => [r[1], r.at(-1)])).toEqual([
      ["ana@x.org", "el"],
      ["ana@x.org", "en"],
      ["ben@x.org", "el"],
      ["ben@x.org", "en"],
    ]);
    const filtered = scorecardsCsv(
      buildScorecards({ ...input, items: input.items.slice(0, 2), language: "el" }),
    )
      .trimEnd()
      .split("\r\n");
    expect(filtered.slice(1).every((l) => l.endsWith(",el") && !l.startsWith("language,"))).toBe(
      true,
    );
  });
});
