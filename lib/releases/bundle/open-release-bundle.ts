import "server-only";
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import { loadReleaseAccess } from "@/lib/releases/load-release-access";
import { makeScratchDir } from "@/lib/scratch/scratch-dir";
import { citationCff, guidelinesMarkdown, type GuidelineVersionRow } from "./bundle-documents";
import { tarGzStream } from "./bundle-tar";
import { configPath, datasetCard, type BundleConfig, type CardRelease } from "./dataset-card";
import {
  parquetColumns,
  releaseKeyTypesSql,
  type KeyTypes,
  type ParquetColumn,
} from "./parquet-columns";
import { openParquetFile } from "./parquet-file";
import { releaseLineBatches } from "./release-line-batches";

type ReleaseRow = {
  id: number;
  project_id: number;
  creator_name: string | null;
  version: string;
  title: string;
  notes: string;
  license: string;
  citation: string | null;
  line_count: number;
  counts: unknown;
  agreement: unknown;
  guideline_versions: number[] | null;
  settings: unknown;
  created_at: Date;
};

type BundleRelease = ReleaseRow & { project_name: string; kind: ItemKind };

type Config = BundleConfig & { bytes: number };

export type ReleaseBundle = { filename: string; stream: ReadableStream<Uint8Array> };

// A language becomes a folder name and a config name: only plain codes do.
const CONFIG_NAME = /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})?$/;

const slug = (text: string) =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 60);

/** The release's row, its creator's name, and its project's name and kind (from the access check). */
async function loadRelease(project: ProjectAccess, releaseId: number): Promise<BundleRelease> {
  const { rows } = await pgPool().query<ReleaseRow>(
    `SELECT r.id, r.project_id, u.name AS creator_name, r.version, r.title, r.notes, r.license, r.citation,
            r.line_count, r.counts, r.agreement, r.guideline_versions, r.settings, r.created_at
       FROM releases r LEFT JOIN users u ON u.id = r.created_by_id WHERE r.id = $1`,
    [releaseId],
  );
  return { ...rows[0], project_name: project.name, kind: project.kind };
}

/** `all`, then one config per language, with their line counts and JSONL sizes (for tar headers). */
async function loadConfigs(releaseId: number): Promise<Config[]> {
  const { rows } = await pgPool().query<{ language: string | null; lines: number; bytes: string }>(
    `SELECT language, count(*)::int AS lines, sum(octet_length(line) + 1)::bigint AS bytes
       FROM release_lines WHERE release_id = $1 GROUP BY language ORDER BY language`,
    [releaseId],
  );
  const all: Config = { name: "all", language: null, lines: 0, bytes: 0 };
  const languages: Config[] = [];
  for (const r of rows) {
    all.lines += r.lines;
    all.bytes += Number(r.bytes);
    if (r.language !== null && CONFIG_NAME.test(r.language))
      languages.push({
        name: r.language,
        language: r.language,
        lines: r.lines,
        bytes: Number(r.bytes),
      });
  }
  return [all, ...languages];
}

async function loadGuidelines(
  projectId: number,
  versions: number[],
): Promise<GuidelineVersionRow[]> {
  const { rows } = await pgPool().query<GuidelineVersionRow>(
    `SELECT version, created_at AS "createdAt", instructions, labels, diff FROM guideline_versions
      WHERE project_id = $1 AND version = ANY($2::int[]) ORDER BY version`,
    [projectId, versions],
  );
  return rows;
}

async function loadColumns(releaseId: number) {
  const pool = pgPool();
  const [first, keys] = await Promise.all([
    pool.query<{ line: string }>(
      "SELECT line FROM release_lines WHERE release_id = $1 ORDER BY external_id LIMIT 1",
      [releaseId],
    ),
    pool.query<KeyTypes>(releaseKeyTypesSql, [releaseId]),
  ]);
  const firstKeys = first.rows[0] ? Object.keys(JSON.parse(first.rows[0].line) as object) : [];
  return parquetColumns(firstKeys, keys.rows);
}

/**
 * The bundle of a release (SPEC §5) for a lead of its project or an admin; 404 for anyone else,
 * as for a release that does not exist. Only the small files are held; lines stream by batch.
 */
export async function openReleaseBundle(opts: {
  actor: SessionUser;
  releaseId: number;
}): Promise<ReleaseBundle> {
  const project = await loadReleaseAccess(opts);
  const release = await loadRelease(project, opts.releaseId);
  const [configs, guidelines] = await Promise.all([
    loadConfigs(release.id),
    loadGuidelines(release.project_id, release.guideline_versions ?? []),
  ]);
  const root = `${slug(release.project_name) || `project-${release.project_id}`}-${slug(release.version) || release.id}`;
  const stream = tarGzStream(root, release.created_at, (entries) =>
    writeBundle(entries, release, configs, guidelines),
  );
  return { filename: `${root}.tar.gz`, stream };
}

type Entries = Parameters<Parameters<typeof tarGzStream>[2]>[0];
/** Adds a file and its line of checksums.sha256. */
type AddFile = (name: string, size: number, chunks: Parameters<Entries["add"]>[2]) => Promise<void>;

const cardOf = (release: BundleRelease, guidelines: GuidelineVersionRow[]): CardRelease => ({
  projectName: release.project_name,
  kind: release.kind,
  version: release.version,
  title: release.title,
  notes: release.notes,
  license: release.license,
  citation: release.citation,
  lineCount: release.line_count,
  counts: release.counts,
  agreement: release.agreement,
  guidelineVersions: guidelines,
  settings: release.settings,
  createdAt: release.created_at,
});

async function writeBundle(
  entries: Entries,
  release: BundleRelease,
  configs: Config[],
  guidelines: GuidelineVersionRow[],
): Promise<void> {
  const sums: string[] = [];
  const add: AddFile = async (name, size, chunks) => {
    sums.push(`${await entries.add(name, size, chunks)}  ${name}\n`);
  };
  const addText = (name: string, text: string) => {
    const bytes = Buffer.from(text, "utf8");
    return add(name, bytes.byteLength, [bytes]);
  };
  await addText("README.md", datasetCard(cardOf(release, guidelines), configs));
  await addData(add, release.id, configs, entries.signal);
  await addText("guidelines.md", guidelinesMarkdown(release.title, guidelines));
  await addText("agreement.json", JSON.stringify(release.agreement, null, 2) + "\n");
  const author = release.creator_name ?? release.project_name;
  await addText("CITATION.cff", citationCff({ ...release, createdAt: release.created_at, author }));
  await addText("checksums.sha256", sums.join(""));
}

async function addData(add: AddFile, releaseId: number, configs: Config[], signal: AbortSignal) {
  const columns = await loadColumns(releaseId);
  // A scratch folder: removed below, or at the next start if this process is killed.
  const dir = await makeScratchDir("bundle");
  try {
    for (const config of configs) {
      const file = path.join(dir, `${config.name}.parquet`);
      await addConfig(add, { releaseId, config, columns, file, signal });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One pass over a config's lines: the JSONL goes into the tar, the same lines into the Parquet file, which follows. */
async function addConfig(
  add: AddFile,
  opts: {
    releaseId: number;
    config: Config;
    columns: ParquetColumn[];
    file: string;
    signal: AbortSignal;
  },
) {
  const parquet = openParquetFile(opts.file, opts.columns);
  const jsonl = async function* () {
    for await (const lines of releaseLineBatches({
      releaseId: opts.releaseId,
      language: opts.config.language,
      signal: opts.signal,
    })) {
      parquet.write(lines.map((l) => JSON.parse(l) as Record<string, unknown>));
      yield Buffer.from(lines.join("\n") + "\n", "utf8");
    }
  };
  await add(configPath(opts.config.name, "gold.jsonl"), opts.config.bytes, jsonl());
  parquet.finish();
  const { size } = await stat(opts.file);
  await add(configPath(opts.config.name, "gold.parquet"), size, createReadStream(opts.file));
  await rm(opts.file, { force: true });
}
