// API shapes (snake_case, as SPEC §6) of the adjudication layer's DTOs.
import { itemJson } from "@/lib/queue/queue-json";
import type { AdjudicationView, ResolveResult } from "./adjudication-dto";

export const adjudicationJson = (v: AdjudicationView) => ({
  adjudication_id: v.adjudicationId,
  status: v.status,
  lease_expires_at: v.leaseExpiresAt,
  is_lease_expired: v.isLeaseExpired,
  item: itemJson(v.item),
  annotations: v.annotations.map((a) => ({
    label: a.label,
    annotator: a.annotator,
    submitted_at: a.submittedAt,
    time_spent_ms: a.timeSpentMs,
    data: a.data,
  })),
  differences: v.differences,
  draft: v.draft,
});

export const resolveJson = (r: ResolveResult) => ({
  adjudication_id: r.adjudicationId,
  item_id: r.itemId,
  item_status: r.itemStatus,
  choice: r.choice,
  source: "adjudicated",
  gold: r.gold,
});
