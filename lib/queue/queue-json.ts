// What the queue's API routes answer: the fields they may show, picked from the DTOs (the
// route layer's apiJson gives every key, item fields included, the API's snake_case).
import type { AnnotatorItemDto, AssignmentView, ClaimResult, QueueProgress } from "./queue-dto";

export const itemJson = (item: AnnotatorItemDto) => ({
  id: item.id,
  project_id: item.projectId,
  kind: item.kind,
  external_id: item.externalId,
  language: item.language,
  fields: item.fields,
});

export const progressJson = (p: QueueProgress) => ({
  mine: p.mine,
  project: {
    items: p.project.items,
    done: p.project.done,
    annotations_needed: p.project.annotationsNeeded,
    annotations_submitted: p.project.annotationsSubmitted,
  },
});

export const claimJson = (c: ClaimResult) => ({
  assignment_id: c.assignmentId,
  item: itemJson(c.item),
  lease_expires_at: c.leaseExpiresAt,
  draft: c.draft,
  progress: progressJson(c.progress),
});

export const assignmentJson = (a: AssignmentView) => ({
  assignment_id: a.assignmentId,
  status: a.status,
  item: itemJson(a.item),
  lease_expires_at: a.leaseExpiresAt,
  is_lease_expired: a.isLeaseExpired,
  draft: a.draft,
});
