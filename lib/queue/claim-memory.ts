import "server-only";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";

/**
 * What a claim learned that its submit needs to validate and compare: the project's kind and
 * settings (as stored, for the database to check they still hold) and the item's other
 * annotations at claim time, in submission order. Server memory only: the others' annotations
 * never leave this module except into the comparison (blinding). Decision 007.
 */
export type ClaimMemory = {
  userId: number;
  itemId: number;
  kind: ItemKind;
  /** Parsed, and as stored (JSON) for the database's check that they still hold. */
  settings: ProjectSettings;
  storedSettings: string;
  /** The item's `sampled` at claim time (decision 024): how many annotations it needs, with the settings' overlap. */
  sampled: boolean | null;
  others: { id: number; data: unknown }[];
};

// Each person holds one claim per project at a time, so a few thousand covers a busy instance;
// past that the oldest are dropped and their submits take the slow path.
const LIMIT = 2_000;
// On globalThis, like the pg pool: one map per process, whichever bundle of the app imports it.
const globalForClaims = globalThis as unknown as { accordClaimMemory?: Map<number, ClaimMemory> };
const memories = (globalForClaims.accordClaimMemory ??= new Map<number, ClaimMemory>());

/** Kept by the instance that made the claim; another instance, or a restart, has none. */
export function rememberClaim(assignmentId: number, memory: ClaimMemory): void {
  memories.delete(assignmentId);
  memories.set(assignmentId, memory);
  if (memories.size > LIMIT) memories.delete(memories.keys().next().value as number);
}

/** The caller's memory of the claim, taken out: a submit uses it at most once. */
export function takeClaim(assignmentId: number, userId: number): ClaimMemory | undefined {
  const memory = memories.get(assignmentId);
  if (memory === undefined || memory.userId !== userId) return undefined;
  memories.delete(assignmentId);
  return memory;
}

/**
 * An annotation of `itemId` submitted through this instance: the claims it remembers on the same
 * item take it into their comparison, so that the item's last submit here needs no second round
 * trip. Appended in the order the submits returned; the database checks the order (`stale`).
 */
export function noteAnnotation(itemId: number, annotation: { id: number; data: unknown }): void {
  for (const memory of memories.values()) {
    if (memory.itemId === itemId && !memory.others.some((o) => o.id === annotation.id))
      memory.others.push(annotation);
  }
}

// The remembered submit in flight per item through this instance (bounded by the claims above).
const globalForItems = globalThis as unknown as { accordItemSubmits?: Map<number, Promise<void>> };
const itemSubmits = (globalForItems.accordItemSubmits ??= new Map<number, Promise<void>>());

/**
 * Runs `submit` after any remembered submit of the same item through this instance has settled,
 * so an item's last annotation here is compared with the ones just before it (noteAnnotation)
 * instead of waiting on the item's lock in the database and answering `stale`.
 */
export async function afterItemSubmits<T>(
  assignmentId: number,
  submit: () => Promise<T>,
): Promise<T> {
  const itemId = memories.get(assignmentId)?.itemId;
  if (itemId === undefined) return submit();
  const run = (itemSubmits.get(itemId) ?? Promise.resolve()).then(submit);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  itemSubmits.set(itemId, settled);
  try {
    return await run;
  } finally {
    if (itemSubmits.get(itemId) === settled) itemSubmits.delete(itemId);
  }
}

/** Forgets every claim: what a submit to another instance, or after a restart, finds (tests). */
export function forgetClaims(): void {
  memories.clear();
}
