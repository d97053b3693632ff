import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { citationCff, guidelinesMarkdown } from "./bundle-documents";
import { datasetCard, sizeCategory, type CardRelease } from "./dataset-card";

const release: CardRelease = {
  projectName: "Comments",
  kind: "generated_comment",
  version: "2.1.0",
  title: 'Comments: "gold"\n---\nlicense: evil',
  notes: "Line one.\n---\n# Injected heading\n<img src=x onerror=alert(1)>\n```",
  license: "Apache-2.0",
  citation: "@article{x, title={Three ``` ticks}}",
  lineCount: 12_345,
  counts: { status: { gold: 12_000, rejected: 345 }, language: { en: 10, el: 2 } },
  agreement: {
    items_compared: 120,
    fields: {
      accuracy: {
        n: 120,
        kappa: 0.66,
        ci95: [0.5, 0.8],
        kappa_quadratic: 0.74,
        ci95_quadratic: [0.6, 0.85],
      },
      error_codes: { macro_kappa: 0.52, macro_ci95: null },
    },
    alpha: {
      accuracy: { nominal: 0.6, nominal_ci95: [0.4, 0.7], ordinal: 0.7, ordinal_ci95: null },
    },
    by_language: {
      el: { items_compared: 20, fields: { accuracy: { n: 20, kappa: null, ci95: null } } },
    },
  },
  guidelineVersions: [{ version: 3, createdAt: new Date("2026-11-02T10:00:00Z") }],
  settings: {
    overlap: 3,
    overlapFraction: 0.25,
    adjudicators: "leads",
    checkRate: 0.05,
    checkMin: 5,
    checkPass: 0.8,
  },
  createdAt: new Date("2026-12-01T00:00:00Z"),
};
const configs = [
  { name: "all", language: null, lines: 12_345 },
  { name: "el", language: "el", lines: 2 },
  { name: "en", language: "en", lines: 10 },
];

function split(card: string) {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(card);
  expect(m).not.toBeNull();
  return { meta: parse(m![1]) as Record<string, unknown>, body: m![2] };
}

describe("datasetCard", () => {
  it("has front matter that parses back, however the title is written", () => {
    const { meta } = split(datasetCard(release, configs));
    expect(meta).toEqual({
      license: "apache-2.0",
      language: ["el", "en"],
      task_categories: ["text-classification"],
      size_categories: ["10K<n<100K"],
      pretty_name: release.title,
      configs: [
        {
          config_name: "all",
          data_files: [{ split: "train", path: "data/all/gold.jsonl" }],
          default: true,
        },
        { config_name: "el", data_files: [{ split: "train", path: "data/el/gold.jsonl" }] },
        { config_name: "en", data_files: [{ split: "train", path: "data/en/gold.jsonl" }] },
      ],
    });
  });

  it("keeps untrusted text from adding sections, HTML or an open fence", () => {
    const { body } = split(datasetCard(release, configs));
    const headings = body.split("\n").filter((l) => /^#{1,6} /.test(l));
    expect(headings).toEqual([
      '# Comments: "gold" --- license: evil',
      "## Files and configurations",
      "## Counts",
      "## Agreement",
      "## Annotation process",
      "## Guidelines",
      "## Citation",
    ]);
    expect(body).not.toContain("<img");
    expect(body).toContain("````\n@article{x, title={Three ``` ticks}}\n````");
    // Fences pair up: an odd count would leave the rest of the card in a code block.
    expect(body.split("\n").filter((l) => /^`{3,}/.test(l)).length % 2).toBe(0);
  });

  it("shows agreement with intervals, counts and the process", () => {
    const { body } = split(datasetCard(release, configs));
    expect(body).toContain("| accuracy | Cohen's κ | 0.660 | [0.500, 0.800] | 120 |");
    expect(body).toContain("| accuracy | κ (quadratic) | 0.740 | [0.600, 0.850] | 120 |");
    expect(body).toContain("| error\\_codes | macro κ over codes | 0.520 | — | — |");
    expect(body).toContain("| accuracy | 0.600 | [0.400, 0.700] | 0.700 | — |");
    expect(body).toContain("Language el (20 items):");
    expect(body).toContain("| gold | 12000 |");
    expect(body).toContain("- Overlap: 3 independent annotations per item");
    expect(body).toContain("on 25 % of the items");
    expect(body).toContain("(a lead)");
    expect(body).toContain("Check items: 5 %");
    expect(body).toContain("guideline version(s) 3 (2026-11-02)");
  });

  it("puts a count in Hugging Face's size buckets", () => {
    expect([0, 999, 1000, 9999, 10_000, 50_000, 100_000, 2e9].map(sizeCategory)).toEqual([
      "n<1K",
      "n<1K",
      "1K<n<10K",
      "1K<n<10K",
      "10K<n<100K",
      "10K<n<100K",
      "100K<n<1M",
      "n>1B",
    ]);
  });
});

describe("citationCff", () => {
  it("is CFF 1.2.0 YAML with the required keys, the citation in the message", () => {
    const cff = parse(
      citationCff({ ...release, author: "Ana: Lead", citation: "@misc{a,\n title={x: y}}" }),
    ) as Record<string, unknown>;
    expect(cff).toEqual({
      "cff-version": "1.2.0",
      message: "If you use this dataset, please cite it as:\n@misc{a,\n title={x: y}}",
      type: "dataset",
      title: release.title,
      version: "2.1.0",
      "date-released": "2026-12-01",
      license: "Apache-2.0",
      authors: [{ name: "Ana: Lead" }],
    });
  });
});

describe("guidelinesMarkdown", () => {
  it("lists each version with its date, instructions and labels", () => {
    const text = guidelinesMarkdown("T", [
      {
        version: 1,
        createdAt: new Date("2026-01-01T00:00:00Z"),
        instructions: "Be kind.",
        labels: {},
        diff: [],
      },
      {
        version: 2,
        createdAt: new Date("2026-02-01T00:00:00Z"),
        instructions: "# Be brief\n<b>now</b>",
        labels: { gradeLabels: ["a", "b"] },
        diff: [{ field: "gradeLabels", before: ["a"], after: ["a", "b"] }],
      },
    ]);
    expect(text.split("\n").filter((l) => l.startsWith("## "))).toEqual([
      "## Version 1 (2026-01-01)",
      "## Version 2 (2026-02-01)",
    ]);
    expect(text).toContain("\\# Be brief\n&lt;b>now&lt;/b>");
    expect(text).toContain('"gradeLabels": [');
    expect(text).toContain("### Changes from the previous version");
  });
});
