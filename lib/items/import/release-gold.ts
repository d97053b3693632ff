// What a release import's finished line writes beside its item (decision 074), apart from the
// line's parser so the import line's type can name it without a cycle.
import { z } from "zod";

export const goldSources = ["unanimous", "adjudicated", "veto", "single"] as const;

// Export lines name the guideline versions they were made under (SPEC §2): read past them.
export const versionKeys = {
  guideline_version: z.unknown().optional(),
  guideline_versions: z.unknown().optional(),
};

/** The adjudication of the source project, kept as the gold's provenance. */
export const provenanceSchema = z.strictObject({
  adjudicator: z.string().min(1).max(200),
  resolved_at: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }),
  rationale: z.string().max(20_000).nullable(),
  choice: z.string().max(50).nullable(),
  ...versionKeys,
});
type ReleaseProvenance = z.output<typeof provenanceSchema>;

/** What a finished line writes beside its item (insert-release-gold.ts). */
export type ReleaseGold = {
  status: "gold" | "rejected";
  source: (typeof goldSources)[number];
  gold: Record<string, unknown>;
  provenance: ReleaseProvenance | null;
};
