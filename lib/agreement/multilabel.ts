import { kappaStats } from "./kappa";

export interface CodeSetPair {
  a: readonly string[];
  b: readonly string[];
}

interface BinaryAgreement {
  n: number;
  /** Share of items where both annotators agree on presence/absence; null when n = 0. */
  observed: number | null;
  expected: number | null;
  /** Binary kappa over the declared scale [absent, present]; null when undefined. */
  kappa: number | null;
  /** Share of the 2n (item, annotator) judgments that contain the code; null when n = 0. */
  prevalence: number | null;
}

export interface CodeAgreement extends BinaryAgreement {
  code: string;
  /** The code's 2×2 counts [[absent/absent, absent/present], [present/absent, present/present]], rows = A. */
  matrix: number[][];
}

export interface MultiLabelAgreement {
  /** One entry per declared code, in declared order. */
  perCode: CodeAgreement[];
  /** Mean kappa over codes whose kappa is defined; null when none is. */
  macroKappa: number | null;
}

function assertUnique(values: readonly string[], what: string): void {
  if (new Set(values).size !== values.length)
    throw new RangeError(`Duplicate ${what} in declaration`);
}

/** Per-code binary kappa; a code nobody used has kappa null and is left out of `macroKappa`. */
export function multiLabelKappa(
  items: readonly CodeSetPair[],
  codes: readonly string[],
): MultiLabelAgreement {
  assertUnique(codes, "code");
  const sets = items.map((item) => ({ a: new Set(item.a), b: new Set(item.b) }));
  const n = items.length;
  const perCode = codes.map((code): CodeAgreement => {
    const a = sets.map((s) => (s.a.has(code) ? 1 : 0));
    const b = sets.map((s) => (s.b.has(code) ? 1 : 0));
    const stats = kappaStats(a, b, { labels: [0, 1] });
    const present = a.reduce<number>((s, v) => s + v, 0) + b.reduce<number>((s, v) => s + v, 0);
    return {
      code,
      n,
      observed: stats.observed,
      expected: stats.expected,
      kappa: stats.kappa,
      prevalence: n === 0 ? null : present / (2 * n),
      matrix: stats.confusion.matrix,
    };
  });
  const defined = perCode.map((c) => c.kappa).filter((k): k is number => k !== null);
  const macroKappa =
    defined.length === 0 ? null : defined.reduce((s, k) => s + k, 0) / defined.length;
  return { perCode, macroKappa };
}

interface TaxonomyCode {
  code: string;
  /** Codes without a group do not create any group. */
  group: string | null;
  category: string;
}

export interface Taxonomy {
  codes: readonly TaxonomyCode[];
}

export type TaxonomyLevel = "group" | "category";

export interface ExpandedCodeSet {
  groups: string[];
  categories: string[];
}

function entriesByCode(taxonomy: Taxonomy): Map<string, TaxonomyCode> {
  assertUnique(
    taxonomy.codes.map((c) => c.code),
    "taxonomy code",
  );
  return new Map(taxonomy.codes.map((c) => [c.code, c]));
}

export function taxonomyScales(taxonomy: Taxonomy): ExpandedCodeSet {
  const groups = new Set<string>();
  const categories = new Set<string>();
  for (const entry of taxonomy.codes) {
    if (entry.group !== null) groups.add(entry.group);
    categories.add(entry.category);
  }
  return { groups: [...groups], categories: [...categories] };
}

export function expandCodeSet(codes: readonly string[], taxonomy: Taxonomy): ExpandedCodeSet {
  const byCode = entriesByCode(taxonomy);
  const groups = new Set<string>();
  const categories = new Set<string>();
  for (const code of codes) {
    const entry = byCode.get(code);
    if (entry === undefined) continue;
    if (entry.group !== null) groups.add(entry.group);
    categories.add(entry.category);
  }
  const scales = taxonomyScales(taxonomy);
  return {
    groups: scales.groups.filter((g) => groups.has(g)),
    categories: scales.categories.filter((c) => categories.has(c)),
  };
}

export function multiLabelKappaByLevel(
  items: readonly CodeSetPair[],
  taxonomy: Taxonomy,
  level: TaxonomyLevel,
): MultiLabelAgreement {
  const key = level === "group" ? "groups" : "categories";
  const expanded = items.map((item) => ({
    a: expandCodeSet(item.a, taxonomy)[key],
    b: expandCodeSet(item.b, taxonomy)[key],
  }));
  return multiLabelKappa(expanded, taxonomyScales(taxonomy)[key]);
}
