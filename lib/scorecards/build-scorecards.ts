import { categoricalAgreement, type DataPair } from "@/lib/agreement/categorical-agreement";
import type { AnnotationData } from "@/lib/agreement/agreement-report-types";
import { compareCodePoints } from "@/lib/agreement/label-scale";
import { choiceIndex } from "@/lib/adjudication/resolve-input";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type { FieldKappas, PauseJson, PeerAgreement, RaterFigures, Scorecard, ScorecardReport } from "./scorecard-types";

/** A member, a non-member who annotated, or an external annotator, with what SQL aggregated for them. */
export interface RaterRow extends RaterFigures {
  lastActivityAt: Date | null;
}

export interface ScorecardItem {
  /** Human annotations (prior ones included, machine labels not) in submission order, then id: A, B, … as the adjudicator saw them. */
  annotations: readonly { rater: string; data: AnnotationData }[];
  gold: AnnotationData | null;
  /** The choice of the item's latest resolved adjudication, if any. */
  choice: string | null;
}

/** One scored check answer (score in [0, 1]) by rater key. */
export interface CheckScore {
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
}

const share = (k: number, n: number) => (n === 0 ? null : k / n);

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/**
 * Scorecards (SPEC §4). Peer kappa: every ordered pair of distinct annotators on an item gives the
 * rater's label against the peer's, pooled over items (per peer, and over all peers); the fields
 * are the kind's categorical ones, as in the agreement report. Gold: equal when the kind's
 * `compare` finds no decisive difference. Overruled: the adjudicator took annotation a or b and
 * it was not theirs (a merge overrules no one, though it counts as one of their disagreements).
 */
export function buildScorecards(input: ScorecardInput): ScorecardReport {
  const kindRules = kindModule(input.kind);
  const fields = kindRules.agreement.categorical(input.settings);
  // Seeded like the agreement report's blocks (decision 022): the project, where the block sits, the field.
  const kappas = (pairs: readonly DataPair[], scope: string): FieldKappas =>
    Object.fromEntries(fields.map((f) => [f.name, categoricalAgreement(f, pairs, "summary", `${input.projectId}|scorecard|${scope}|${f.name}`)]));

  const peerPairs = new Map<string, Map<string, DataPair[]>>();
  const goldPairs = new Map<string, DataPair[]>();
  const goldEqual = new Map<string, number>();
  const disagreements = new Map<string, number>();
  const overruled = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

  for (const item of input.items) {
    const { annotations } = item;
    for (const mine of annotations) {
      let byPeer = peerPairs.get(mine.rater);
      if (byPeer === undefined) peerPairs.set(mine.rater, (byPeer = new Map<string, DataPair[]>()));
      for (const theirs of annotations) if (theirs.rater !== mine.rater) push(byPeer, theirs.rater, [mine.data, theirs.data] as const);
      if (item.gold !== null) {
        push(goldPairs, mine.rater, [mine.data, item.gold] as const);
        if (kindRules.compare(mine.data, item.gold, input.settings).differences.length === 0) bump(goldEqual, mine.rater);
      }
    }
    if (item.choice !== null) {
      const taken = item.choice === "a" || item.choice === "b" ? choiceIndex(item.choice) : null;
      annotations.forEach((a, i) => {
        bump(disagreements, a.rater);
        if (taken !== null && taken !== i) bump(overruled, a.rater);
      });
    }
  }

  const checkScores = new Map<string, number[]>();
  for (const c of input.checks ?? []) push(checkScores, c.rater, c.score);
  const byKey = new Map(input.raters.map((r) => [r.key, r]));

  const annotators = input.raters.map((r): Scorecard => {
    const byPeer = peerPairs.get(r.key) ?? new Map<string, DataPair[]>();
    const peers: PeerAgreement[] = [...byPeer]
      .map(([peer, pairs]) => {
        const row = byKey.get(peer);
        return { annotator: row?.email ?? row?.name ?? peer, isExternal: row?.isExternal ?? false, n: pairs.length, fields: kappas(pairs, `${r.key}|peer:${peer}`) };
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
      medianSeconds: r.medianSeconds,
      p90Seconds: r.p90Seconds,
      lastActivityAt: r.lastActivityAt?.toISOString() ?? null,
      peers: { n: pooled.length, fields: kappas(pooled, `${r.key}|peers`), byPeer: peers },
      gold: { n: gold.length, equal, share: share(equal, gold.length), fields: kappas(gold, `${r.key}|gold`) },
      adjudication: { disagreements: d, overruled: o, share: share(o, d) },
      checks: {
        n: scores.length,
        meanScore: share(
          scores.reduce((s, v) => s + v, 0),
          scores.length,
        ),
        paused: input.pauses?.get(r.key) ?? null,
      },
    };
  });
  return { projectId: input.projectId, kind: input.kind, fieldNames: fields.map((f) => f.name), annotators };
}
