import { categoricalAgreement, type DataPair } from "@/lib/agreement/categorical-agreement";
import type { AnnotationData } from "@/lib/agreement/agreement-report-types";
import { compareCodePoints } from "@/lib/agreement/label-scale";
import { choiceIndex } from "@/lib/adjudication/resolve-input";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type {
  FieldKappas,
  LanguageScorecard,
  PauseJson,
  QualificationJson,
  PeerAgreement,
  RaterFigures,
  Scorecard,
  ScorecardReport,
} from "./scorecard-types";

export interface RaterRow extends RaterFigures {
  lastActivityAt: Date | null;
}

export interface ScorecardItem {
  /** Human annotations (prior ones included, machine labels not) in submission order, then id: A, B, … as the adjudicator saw them. */
  annotations: readonly { rater: string; data: AnnotationData }[];
  gold: AnnotationData | null;
  /** The choice of the item's latest resolved adjudication, if any. */
  choice: string | null;
  language?: string | null;
}

/** One scored check answer (score in [0, 1]) by rater key. */
interface CheckScore {
  rater: string;
  score: number;
}

export interface ScorecardInput {
  projectId: number;
  kind: ItemKind;
  settings: ProjectSettings;
  raters: readonly RaterRow[];
  items: readonly ScorecardItem[];
  checks?: readonly CheckScore[];
  pauses?: ReadonlyMap<string, PauseJson>;
  qualifications?: ReadonlyMap<string, QualificationJson>;
  language?: string | null;
  languages?: readonly string[];
}

const share = (k: number, n: number) => (n === 0 ? null : k / n);

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

interface ItemFigures {
  peerPairs: Map<string, Map<string, DataPair[]>>;
  goldPairs: Map<string, DataPair[]>;
  goldEqual: Map<string, number>;
  disagreements: Map<string, number>;
  overruled: Map<string, number>;
  submitted: Map<string, number>;
}

function itemFigures(items: readonly ScorecardItem[], input: ScorecardInput): ItemFigures {
  const kindRules = kindModule(input.kind);
  const f: ItemFigures = {
    peerPairs: new Map(),
    goldPairs: new Map(),
    goldEqual: new Map(),
    disagreements: new Map(),
    overruled: new Map(),
    submitted: new Map(),
  };
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const item of items) {
    const { annotations } = item;
    for (const mine of annotations) {
      bump(f.submitted, mine.rater);
      let byPeer = f.peerPairs.get(mine.rater);
      if (byPeer === undefined)
        f.peerPairs.set(mine.rater, (byPeer = new Map<string, DataPair[]>()));
      for (const theirs of annotations)
        if (theirs.rater !== mine.rater)
          push(byPeer, theirs.rater, [mine.data, theirs.data] as const);
      if (item.gold !== null) {
        push(f.goldPairs, mine.rater, [mine.data, item.gold] as const);
        if (kindRules.compare(mine.data, item.gold, input.settings).differences.length === 0)
          bump(f.goldEqual, mine.rater);
      }
    }
    if (item.choice !== null) {
      const taken = item.choice === "a" || item.choice === "b" ? choiceIndex(item.choice) : null;
      annotations.forEach((a, i) => {
        bump(f.disagreements, a.rater);
        if (taken !== null && taken !== i) bump(f.overruled, a.rater);
      });
    }
  }
  return f;
}

/**
 * Scorecards (SPEC §4): peer kappa pools every ordered pair of annotators on an item. Overruled:
 * the adjudicator took the other annotation (a merge overrules no one).
 */
export function buildScorecards(input: ScorecardInput): ScorecardReport {
  const fields = kindModule(input.kind).agreement.categorical(input.settings);
  // Seeded like the agreement report's blocks (decision 022): the project, where the block sits, the field.
  const kappas = (pairs: readonly DataPair[], scope: string): FieldKappas =>
    Object.fromEntries(
      fields.map((f) => [
        f.name,
        categoricalAgreement(
          f,
          pairs,
          "summary",
          `${input.projectId}|scorecard|${scope}|${f.name}`,
        ),
      ]),
    );
  const { peerPairs, goldPairs, goldEqual, disagreements, overruled } = itemFigures(
    input.items,
    input,
  );
  const byLanguage = new Map<string, ScorecardItem[]>();
  if ((input.language ?? null) === null)
    for (const item of input.items) if (item.language) push(byLanguage, item.language, item);
  const languageFigures = [...byLanguage.keys()]
    .sort(compareCodePoints)
    .map((language) => ({ language, figures: itemFigures(byLanguage.get(language) ?? [], input) }));
  const languageCard = (key: string, language: string, f: ItemFigures): LanguageScorecard => {
    const pooled = [...(f.peerPairs.get(key)?.values() ?? [])].flat();
    const gold = f.goldPairs.get(key) ?? [];
    const equal = f.goldEqual.get(key) ?? 0;
    const d = f.disagreements.get(key) ?? 0;
    const o = f.overruled.get(key) ?? 0;
    return {
      submitted: f.submitted.get(key) ?? 0,
      peers: { n: pooled.length, fields: kappas(pooled, `${key}|language:${language}|peers`) },
      gold: {
        n: gold.length,
        equal,
        share: share(equal, gold.length),
        fields: kappas(gold, `${key}|language:${language}|gold`),
      },
      adjudication: { disagreements: d, overruled: o, share: share(o, d) },
    };
  };

  const checkScores = new Map<string, number[]>();
  for (const c of input.checks ?? []) push(checkScores, c.rater, c.score);
  const byKey = new Map(input.raters.map((r) => [r.key, r]));

  const annotators = input.raters.map((r): Scorecard => {
    const byPeer = peerPairs.get(r.key) ?? new Map<string, DataPair[]>();
    const peers: PeerAgreement[] = [...byPeer]
      .map(([peer, pairs]) => {
        const row = byKey.get(peer);
        return {
          annotator: row?.email ?? row?.name ?? peer,
          isExternal: row?.isExternal ?? false,
          n: pairs.length,
          fields: kappas(pairs, `${r.key}|peer:${peer}`),
        };
      })
      .sort((x, y) => compareCodePoints(x.annotator, y.annotator));
    const pooled = [...byPeer.values()].flat();
    const gold = goldPairs.get(r.key) ?? [];
    const equal = goldEqual.get(r.key) ?? 0;
    const scores = checkScores.get(r.key) ?? [];
    const d = disagreements.get(r.key) ?? 0;
    const o = overruled.get(r.key) ?? 0;
    return {
      key: r.key,
      userId: r.userId,
      email: r.email,
      name: r.name,
      role: r.role,
      isActive: r.isActive,
      isExternal: r.isExternal,
      submitted: r.submitted,
      skipped: r.skipped,
      inProgress: r.inProgress,
      medianSeconds: r.medianSeconds,
      p90Seconds: r.p90Seconds,
      lastActivityAt: r.lastActivityAt?.toISOString() ?? null,
      peers: { n: pooled.length, fields: kappas(pooled, `${r.key}|peers`), byPeer: peers },
      gold: {
        n: gold.length,
        equal,
        share: share(equal, gold.length),
        fields: kappas(gold, `${r.key}|gold`),
      },
      adjudication: { disagreements: d, overruled: o, share: share(o, d) },
      checks: {
        n: scores.length,
        meanScore: share(
          scores.reduce((s, v) => s + v, 0),
          scores.length,
        ),
        paused: input.pauses?.get(r.key) ?? null,
      },
      qualification: input.qualifications?.get(r.key) ?? null,
      byLanguage: Object.fromEntries(
        languageFigures
          .filter(({ figures }) => figures.submitted.has(r.key))
          .map(({ language, figures }) => [language, languageCard(r.key, language, figures)]),
      ),
    };
  });
  return {
    projectId: input.projectId,
    kind: input.kind,
    fieldNames: fields.map((f) => f.name),
    language: input.language ?? null,
    languages: [...(input.languages ?? [])],
    annotators,
  };
}
