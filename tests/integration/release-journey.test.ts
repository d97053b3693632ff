import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import tar from "tar-stream";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { POST as importRoute } from "@/app/api/v1/projects/[id]/items/route";
import { POST as createRoute } from "@/app/api/v1/projects/[id]/releases/route";
import { GET as bundleRoute } from "@/app/api/v1/releases/[id]/bundle/route";
import { GET as diffRoute } from "@/app/api/v1/releases/[id]/diff/[otherId]/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { pgPool } from "@/lib/db/pg-pool";
import { openExportStream } from "@/lib/export/open-export-stream";
import { editGold } from "@/lib/gold/edit-gold";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeProject } from "../factories";
import { callRoute } from "./helpers/call-route";
import { bearer } from "./helpers/release-fixtures";

// The whole path in one project: agreed, adjudicated, vetoed and single items in three
// languages, the guidelines changed between annotations, two releases around a gold edit, their
// diff, the second's bundle, and that bundle imported into another lab's project.

type Line = Record<string, unknown> & { external_id: string; language: string };
const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");
const lines = (text: string): Line[] =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

const agreed = (): [object, object] => [
  sampleAnnotation("qa_pair", 0, "a"),
  sampleAnnotation("qa_pair", 1),
];
const disputed = (): [object, object] => [
  sampleAnnotation("qa_pair", 0),
  sampleAnnotation("qa_pair", 2, "b"),
];
const vetoed = (): [object, object] => [
  { verdict: "reject", reject_reasons: ["too_simple"] },
  sampleAnnotation("qa_pair", 0),
];

async function submitNext(actor: SessionUser, projectId: number, expected: string, data: object) {
  const claim = await claimNextItem({ actor, projectId });
  expect(claim?.item.externalId).toBe(expected);
  await submitAnnotation({ actor, assignmentId: claim!.assignmentId, annotation: data });
}

/** 9 items over en/ru/zh, 7 in the overlap sample; version 2 of the guidelines from the 5th item on. */
async function annotatedProject() {
  const {
    projectId,
    lead,
    annotators: [ana, ben, cy],
  } = await makeQueueProject({
    kind: "qa_pair",
    items: 9,
    annotators: 3,
    settings: { qaRejectRule: "veto", overlapFraction: 0.75 },
    language: (i) => ["en", "ru", "zh"][i % 3],
  });
  const items = await db.item.findMany({ where: { projectId }, orderBy: { externalId: "asc" } });
  const plans = [agreed, disputed, vetoed, agreed, disputed, agreed, vetoed];
  const versions = new Map<string, number>(); // "external_id annotator" → version expected
  let sampled = 0;
  for (const [index, item] of items.entries()) {
    if (index === 4)
      await updateProject({
        actor: lead,
        projectId,
        input: { instructions: "Check every reference before you accept." },
      });
    const version = index < 4 ? 1 : 2;
    const single = item.sampled === false;
    const [a, b] = single ? [sampleAnnotation("qa_pair", 1, "single"), null] : plans[sampled++]();
    await submitNext(ana, projectId, item.externalId, a);
    versions.set(`${item.externalId} ${ana.id}`, version);
    if (b) {
      await submitNext(ben, projectId, item.externalId, b);
      versions.set(`${item.externalId} ${ben.id}`, version);
    }
  }
  expect(sampled).toBe(7);
  for (let view; (view = await claimNextAdjudication({ actor: cy, projectId }));)
    await resolveAdjudication({
      actor: cy,
      adjudicationId: view.adjudicationId,
      input: { choice: "b", rationale: "B cites the spec" },
    });
  return { projectId, lead, versions, items };
}

async function release(lead: SessionUser, projectId: number, version: string) {
  const res = await callRoute(createRoute, {
    method: "POST",
    params: { id: String(projectId) },
    headers: await bearer(lead),
    body: JSON.stringify({ version, title: `Gold ${version}`, license: "CC-BY-4.0" }),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.release as { id: number; sha256: string; guideline_versions: number[] };
}

async function storedJsonl(releaseId: number): Promise<string> {
  const { rows } = await pgPool().query<{ line: string }>(
    `SELECT line FROM release_lines WHERE release_id = $1 ORDER BY external_id COLLATE "C"`,
    [releaseId],
  );
  return rows.map((r) => r.line + "\n").join("");
}

async function bundleFiles(lead: SessionUser, releaseId: number) {
  const req = new NextRequest(`http://localhost/api/v1/releases/${releaseId}/bundle`, {
    headers: await bearer(lead),
  });
  const res = await bundleRoute(req, { params: Promise.resolve({ id: String(releaseId) }) });
  expect(res.status).toBe(200);
  const gz = new Uint8Array(await res.arrayBuffer());
  const files = new Map<string, Buffer>();
  const extract = tar.extract();
  const done = (async () => {
    for await (const entry of extract) {
      const parts: Buffer[] = [];
      for await (const chunk of entry) parts.push(chunk as Buffer);
      files.set(entry.header.name.replace(/^[^/]+\//, ""), Buffer.concat(parts));
    }
  })();
  extract.end(gunzipSync(gz));
  await done;
  return { gz, files };
}

async function goldExport(lead: SessionUser, projectId: number) {
  const e = await openExportStream({ actor: lead, projectId, statuses: ["gold", "rejected"] });
  return new Response(e.stream).text();
}

describe("a release from the first annotation to another lab's project", () => {
  it("versions, freezes, diffs, bundles and round-trips the gold", async () => {
    const { projectId, lead, versions, items } = await annotatedProject();

    // Every annotation carries the guideline version it was made under.
    const stamped = await pgPool().query<{ key: string; v: number }>(
      `SELECT i.external_id || ' ' || a.user_id AS key, a.guideline_version AS v
         FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1`,
      [projectId],
    );
    expect(new Map(stamped.rows.map((r) => [r.key, r.v]))).toEqual(versions);

    const first = await release(lead, projectId, "1.0.0");
    const frozen = await storedJsonl(first.id);
    expect(sha256(frozen)).toBe(first.sha256);
    expect(first.guideline_versions).toEqual([1, 2]);
    const firstLines = lines(frozen);
    expect(firstLines.map((l) => [l.source, l.status]).sort()).toEqual(
      [
        ...Array(3).fill(["unanimous", "gold"]),
        ...Array(2).fill(["adjudicated", "gold"]),
        ...Array(2).fill(["veto", "rejected"]),
        ...Array(2).fill(["single", "gold"]),
      ].sort(),
    );
    expect(new Set(firstLines.map((l) => l.language))).toEqual(new Set(["en", "ru", "zh"]));

    // A gold agreed under version 1, edited under version 2.
    const edited = firstLines.find(
      (l) => l.source === "unanimous" && l.guideline_version === 1,
    )!.external_id;
    await editGold({
      actor: lead,
      itemId: items.find((i) => i.externalId === edited)!.id,
      input: { gold: sampleAnnotation("qa_pair", 2), rationale: "the answer is wrong" },
    });
    const second = await release(lead, projectId, "1.1.0");

    // The first release is as it was; both hashes recompute from the stored lines.
    expect(await storedJsonl(first.id)).toBe(frozen);
    expect(sha256(await storedJsonl(second.id))).toBe(second.sha256);
    expect(second.sha256).not.toBe(first.sha256);

    const diff = await callRoute(diffRoute, {
      method: "GET",
      params: { id: String(first.id), otherId: String(second.id) },
      headers: await bearer(lead),
    });
    expect(diff.json).toMatchObject({
      added: [],
      removed: [],
      changed: [
        {
          external_id: edited,
          fields: [
            "gold.answer_label",
            "gold.citations",
            "gold.final_answer",
            "gold.notes",
            "guideline_version",
            "source",
          ],
        },
      ],
    });

    // The bundle: every file listed with its right checksum, the card's configs loadable.
    const { files } = await bundleFiles(lead, second.id);
    const configs = ["all", "en", "ru", "zh"];
    expect([...files.keys()].sort()).toEqual(
      [
        "README.md",
        "guidelines.md",
        "agreement.json",
        "CITATION.cff",
        "checksums.sha256",
        ...configs.flatMap((c) => [`data/${c}/gold.jsonl`, `data/${c}/gold.parquet`]),
      ].sort(),
    );
    const sums = files
      .get("checksums.sha256")!
      .toString()
      .trim()
      .split("\n")
      .map((l) => l.split(/ +\*?/));
    expect(sums).toHaveLength(files.size - 1);
    for (const [sum, name] of sums) expect([name, sha256(files.get(name)!)]).toEqual([name, sum]);
    expect(files.get("data/all/gold.jsonl")!.toString()).toBe(await storedJsonl(second.id));
    const card = files.get("README.md")!.toString();
    const yaml = parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(card)![1]) as {
      license: string;
      configs: { config_name: string; data_files: { path: string }[] }[];
    };
    expect(yaml.license).toBe("cc-by-4.0");
    expect(yaml.configs.map((c) => c.config_name)).toEqual(configs);
    for (const c of yaml.configs)
      for (const f of c.data_files) expect(files.has(f.path), f.path).toBe(true);
    expect(files.get("guidelines.md")!.toString()).toContain(
      "Check every reference before you accept.",
    );

    // Another lab imports the bundle; its export has the same gold for every item.
    const other = await makeProject({ kind: "qa_pair" });
    const imported = await callRoute(importRoute, {
      method: "POST",
      params: { id: String(other.id) },
      query: "?format=release",
      headers: { ...(await bearer(other.lead)), "content-type": "application/gzip" },
      body: (await bundleFiles(lead, second.id)).gz,
    });
    expect(imported.status, JSON.stringify(imported.json)).toBe(201);
    const gold = (l: Line) => [l.external_id, l.status, l.source, l.gold, l.adjudication];
    const original = lines(await storedJsonl(second.id));
    const again = lines(await goldExport(other.lead, other.id));
    expect(again.map(gold)).toEqual(original.map(gold));
  });
});
