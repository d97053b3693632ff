import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { NextRequest } from "next/server";
import tar from "tar-stream";
import { beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { GET as bundleRoute } from "@/app/api/v1/releases/[id]/bundle/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { env } from "@/lib/env";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { releaseLineBatches } from "@/lib/releases/bundle/release-line-batches";
import { makeUser } from "../factories";
import { hfPython } from "./helpers/hf-python";
import {
  copyRelease,
  insertRelease,
  makeRelease,
  type ReleaseFixture,
} from "./helpers/release-fixtures";

async function download(actor: SessionUser | null, releaseId: number | string) {
  const headers: Record<string, string> = {};
  if (actor) {
    const { token } = await createApiToken({ userId: actor.id, name: "test" });
    headers.authorization = `Bearer ${token}`;
  }
  const req = new NextRequest(`http://localhost/api/v1/releases/${releaseId}/bundle`, { headers });
  return bundleRoute(req, { params: Promise.resolve({ id: String(releaseId) }) });
}

async function untar(gz: Uint8Array): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const extract = tar.extract();
  const done = (async () => {
    for await (const entry of extract) {
      const parts: Buffer[] = [];
      for await (const chunk of entry) parts.push(chunk as Buffer);
      files.set(entry.header.name, Buffer.concat(parts));
    }
  })();
  extract.end(gunzipSync(gz));
  await done;
  return files;
}

// A file's own bytes as an ArrayBuffer (a Buffer may be a view into a larger pool).
const bufferOf = (b: Buffer) =>
  b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");

function frontMatter(readme: string) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(readme);
  expect(m, "README.md starts with YAML front matter").not.toBeNull();
  return parseYaml(m![1]) as {
    license: string;
    language: string[];
    task_categories: string[];
    size_categories: string[];
    pretty_name: string;
    configs: { config_name: string; data_files: { split: string; path: string }[] }[];
  };
}

const LANGUAGES = ["en", "ru", "zh"];
let release: ReleaseFixture;
let files: Map<string, Buffer>;
let root: string;
let response: Response;

describe("GET /api/v1/releases/{id}/bundle", () => {
  beforeAll(async () => {
    release = await makeRelease({
      languages: LANGUAGES,
      items: 6,
      release: {
        title: "Go QA\n---\npretty: no",
        notes: "Checked twice.\n# Not a heading\n```\nunclosed fence",
        citation: "@misc{accord, title={Go `QA`}}\n```",
      },
    });
    response = await download(release.lead, release.releaseId);
    files = await untar(new Uint8Array(await response.arrayBuffer()));
    root = [...files.keys()][0].split("/")[0];
  });

  const file = (name: string) => files.get(`${root}/${name}`);

  it("answers a .tar.gz named after the project and version, laid out as a dataset repository", () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${root}.tar.gz"`,
    );
    expect(root).toMatch(/^queue-qa-pair-[a-z0-9]+-1.0.0$/);
    const configs = ["all", ...LANGUAGES];
    expect([...files.keys()].map((n) => n.slice(root.length + 1))).toEqual([
      "README.md",
      ...configs.flatMap((c) => [`data/${c}/gold.jsonl`, `data/${c}/gold.parquet`]),
      "guidelines.md",
      "agreement.json",
      "CITATION.cff",
      "checksums.sha256",
    ]);
  });

  it("lists every other file in checksums.sha256 with its sha256", () => {
    const lines = file("checksums.sha256")!.toString("utf8").trimEnd().split("\n");
    const listed = lines.map((l) => {
      const [hash, name] = l.split("  ");
      return { hash, name };
    });
    expect(listed.map((l) => l.name)).toEqual(
      [...files.keys()]
        .map((n) => n.slice(root.length + 1))
        .filter((n) => n !== "checksums.sha256"),
    );
    for (const { hash, name } of listed) expect(hash, name).toBe(sha256(file(name)!));
  });

  it("has a card whose front matter names the configs and their files", () => {
    const card = frontMatter(file("README.md")!.toString("utf8"));
    expect(card.license).toBe("cc-by-4.0");
    expect(card.language).toEqual(LANGUAGES);
    expect(card.task_categories).toEqual(["question-answering"]);
    expect(card.size_categories).toEqual(["n<1K"]);
    expect(card.pretty_name).toBe("Go QA\n---\npretty: no");
    expect(card.configs.map((c) => c.config_name)).toEqual(["all", ...LANGUAGES]);
    for (const c of card.configs) {
      expect(c.data_files).toEqual([{ split: "train", path: `data/${c.config_name}/gold.jsonl` }]);
      expect(file(c.data_files[0].path), c.data_files[0].path).toBeDefined();
    }
    const body = file("README.md")!.toString("utf8");
    expect(body).toContain("## Agreement");
    expect(body).toContain("\\# Not a heading");
    expect(body).toMatch(/Cohen's κ \| [-0-9.—]+ \|/);
  });

  it("holds the release's lines per config, the all config byte for byte", () => {
    expect(sha256(file("data/all/gold.jsonl")!)).toBe(sha256(release.text));
    for (const language of LANGUAGES) {
      const got = file(`data/${language}/gold.jsonl`)!.toString("utf8");
      const want = release.lines.filter((l) => l.language === language);
      expect(want.length).toBe(2);
      expect(
        got
          .trimEnd()
          .split("\n")
          .map((l) => JSON.parse(l)),
      ).toEqual(want);
    }
  });

  it("holds Parquet files with the same rows, nested fields as JSON text", async () => {
    for (const config of ["all", ...LANGUAGES]) {
      const bytes = file(`data/${config}/gold.parquet`)!;
      const rows = await parquetReadObjects({
        file: bufferOf(bytes),
      });
      const want = release.lines.filter((l) => config === "all" || l.language === config);
      expect(rows.map((r) => Object.keys(r))).toEqual(want.map((l) => Object.keys(l)));
      const decoded = rows.map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [
            k,
            typeof v === "bigint"
              ? Number(v)
              : typeof v === "string" && /^[[{]/.test(v) && typeof want[0][k] !== "string"
                ? JSON.parse(v)
                : v,
          ]),
        ),
      );
      expect(decoded, config).toEqual(want);
    }
  });

  it("carries guidelines, agreement and a valid CITATION.cff", () => {
    const guidelines = file("guidelines.md")!.toString("utf8");
    expect(guidelines.split("\n").filter((l) => l.startsWith("## "))).toEqual([
      expect.stringMatching(/^## Version 1 \(\d{4}-\d\d-\d\d\)$/),
      expect.stringMatching(/^## Version 2 \(\d{4}-\d\d-\d\d\)$/),
    ]);
    expect(guidelines).toContain("### Changes from the previous version");
    expect(guidelines).toContain("&lt;script>alert(1)&lt;/script>\n\\## Fake section");
    expect(guidelines).toContain('"qaRejectRule": "veto"');
    const agreement = JSON.parse(file("agreement.json")!.toString("utf8"));
    expect(agreement.project_id).toBe(release.projectId);
    expect(agreement.fields.verdict).toBeDefined();
    const cff = parseYaml(file("CITATION.cff")!.toString("utf8")) as Record<string, unknown>;
    for (const key of ["cff-version", "message", "title", "authors"])
      expect(cff[key], key).toBeDefined();
    expect(cff["cff-version"]).toBe("1.2.0");
    expect(cff.version).toBe("1.0.0");
    expect(cff.message).toContain("@misc{accord");
    expect(cff.authors).toEqual([{ name: release.lead.name }]);
  });

  it("is for the project's leads and admins: 401, 403 for annotators, 404 for others", async () => {
    const [annotator] = release.annotators;
    const stranger = await makeUser("lead");
    const adjudicator = await makeUser("annotator");
    await addProjectMember({
      actor: release.lead,
      projectId: release.projectId,
      input: { email: adjudicator.email, role: "adjudicator" },
    });
    expect((await download(null, release.releaseId)).status).toBe(401);
    expect((await download(annotator, release.releaseId)).status).toBe(403);
    expect((await download(adjudicator, release.releaseId)).status).toBe(403);
    const hidden = await download(stranger, release.releaseId);
    expect(hidden.status).toBe(404);
    const missing = await download(stranger, 2_000_000_000);
    expect(await missing.json()).toEqual(await hidden.json());
    expect((await download(release.lead, "abc")).status).toBe(404);
    const admin = await download(await makeUser("admin"), release.releaseId);
    expect(admin.status).toBe(200);
    await admin.body?.cancel();
  });

  it("bundles a release without lines: the all config alone, its files empty but valid", async () => {
    const empty = await insertRelease({
      projectId: release.projectId,
      createdById: release.lead.id,
      text: "",
      release: { version: "0.0.1" },
    });
    const got = await untar(
      new Uint8Array(await (await download(release.lead, empty)).arrayBuffer()),
    );
    const at = (name: string) => [...got].find(([n]) => n.endsWith(`-0.0.1/${name}`))?.[1];
    const card = frontMatter(at("README.md")!.toString("utf8"));
    expect(card.configs.map((c) => c.config_name)).toEqual(["all"]);
    expect(card).not.toHaveProperty("language");
    expect(at("data/all/gold.jsonl")).toEqual(Buffer.alloc(0));
    const parquet = at("data/all/gold.parquet")!;
    const meta = parquetMetadata(bufferOf(parquet));
    expect(meta.num_rows).toBe(0n);
    expect(got.size).toBe(7);
  });

  it('reads lines in canonical order by either keyset, the primary key\'s or COLLATE "C"', async () => {
    const copy = await copyRelease(release.releaseId, 1200);
    const read = async (byteOrder: boolean, language: string | null) => {
      const ids: string[] = [];
      for await (const lines of releaseLineBatches({ releaseId: copy, language, byteOrder }))
        ids.push(...lines.map((l) => (JSON.parse(l) as { external_id: string }).external_id));
      return ids;
    };
    const byBytes = await read(true, null);
    expect(new Set(byBytes).size).toBe(1200);
    expect(byBytes.slice(0, 2)).toEqual(["A-0000003", "A-0000007"]);
    expect(byBytes).toEqual(
      [...byBytes].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))),
    );
    expect(await read(false, null)).toEqual(byBytes);
    expect(await read(false, "en")).toEqual(await read(true, "en"));
  });

  it("removes its temporary Parquet file when the download is cancelled", async () => {
    const copy = await copyRelease(release.releaseId, 3000);
    const scratch = path.join(env.dataDir, "tmp");
    const ours = () =>
      existsSync(scratch) ? readdirSync(scratch).filter((n) => n.includes("-bundle-")) : [];
    const before = new Set(ours());
    const added = () => ours().filter((d) => !before.has(d));
    const res = await download(release.lead, copy);
    const reader = res.body!.getReader();
    // Backpressure holds the writer inside the first config while nothing more is read.
    for (let i = 0; i < 20 && added().length === 0; i++) await reader.read();
    expect(added()).toHaveLength(1);
    await reader.cancel();
    for (let i = 0; i < 50 && added().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(added()).toEqual([]);
  });

  const python = hfPython();
  it.skipIf(python === null)(
    "loads every config with datasets.load_dataset(<folder>, <config>)",
    { timeout: 180_000 },
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), "accord-hf-bundle-"));
      try {
        for (const [name, bytes] of files) {
          mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
          writeFileSync(path.join(dir, name), bytes);
        }
        const script = String.raw`
import json, sys
import datasets
datasets.disable_progress_bars()
out = {}
for config in sys.argv[2:]:
    ds = datasets.load_dataset(sys.argv[1], config, split="train", cache_dir=sys.argv[1] + "/.cache")
    pq = datasets.load_dataset("parquet", data_files=f"{sys.argv[1]}/data/{config}/gold.parquet", split="train", cache_dir=sys.argv[1] + "/.cache")
    out[config] = {"rows": ds.num_rows, "ids": list(ds["external_id"]), "untyped": "Json(" in str(ds.features),
                   "parquet_ids": list(pq["external_id"]), "parquet_gold": [json.loads(g) for g in pq["gold"]],
                   "parquet_types": {k: str(v.dtype) for k, v in pq.features.items()}}
print(json.dumps(out))
`;
        const configs = ["all", ...LANGUAGES];
        const run = spawnSync(python!, ["-c", script, path.join(dir, root), ...configs], {
          encoding: "utf8",
          cwd: dir,
        });
        expect(run.status, run.stderr).toBe(0);
        const loaded = JSON.parse(run.stdout.trim().split("\n").at(-1)!);
        for (const config of configs) {
          const want = release.lines.filter((l) => config === "all" || l.language === config);
          expect(loaded[config].ids, config).toEqual(want.map((l) => l.external_id));
          expect(loaded[config].untyped, config).toBe(false);
          expect(loaded[config].parquet_ids, config).toEqual(want.map((l) => l.external_id));
          expect(loaded[config].parquet_gold, config).toEqual(want.map((l) => l.gold));
          expect(loaded[config].parquet_types, config).toMatchObject({
            schema_version: "int64",
            external_id: "string",
            gold: "string",
          });
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
