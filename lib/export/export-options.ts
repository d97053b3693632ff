// Which items an export holds, by the status a dataset user cares about: gold (agreed or
// adjudicated), rejected, or unresolved (anything not final yet).
import { z } from "zod";
import { guidelineVersionParam } from "@/lib/guidelines/guideline-version-param";
import type { ItemStatus } from "@/lib/items/item-kinds";

export const exportStatuses = ["gold", "rejected", "unresolved"] as const;
export type ExportStatus = (typeof exportStatuses)[number];

const itemStatusesOf: Record<ExportStatus, ItemStatus[]> = {
  gold: ["gold", "agreed"],
  rejected: ["rejected"],
  unresolved: ["pending", "in_annotation", "disagreement", "in_adjudication"],
};

/** An item's exported status; `agreed` items are final and have a unanimous gold record. */
export function exportStatusOf(status: string): ExportStatus {
  if (status === "gold" || status === "agreed") return "gold";
  return status === "rejected" ? "rejected" : "unresolved";
}

export const itemStatusesFor = (statuses: readonly ExportStatus[]): ItemStatus[] =>
  statuses.flatMap((s) => itemStatusesOf[s]);

/** How people appear in an export: stable pseudonyms (the default, SPEC §5), or real e-mails when the lead asks. */
export const exportIdentities = ["pseudonyms", "emails"] as const;
export type ExportIdentities = (typeof exportIdentities)[number];

/**
 * `?status=gold,rejected&identities=emails&guideline_version=2`, as in the API and the CLI.
 * Default: gold only, pseudonyms, every version.
 */
export const exportOptionsSchema = z.object({
  status: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "gold")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.enum(exportStatuses, {
            error: "must be gold, rejected or unresolved (comma-separated)",
          }),
        )
        .min(1, "name at least one status"),
    )
    .transform((list) => exportStatuses.filter((s) => list.includes(s))),
  identities: z
    .enum(exportIdentities, { error: "must be pseudonyms or emails" })
    .default("pseudonyms"),
  /** Only lines whose gold was made under this version. */
  guideline_version: guidelineVersionParam.optional(),
});
