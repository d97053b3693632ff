// API shapes (snake_case keys, as the SPEC's API). Item fields are converted key by key; drafts
// are the client's own JSON and are passed through untouched.
import type { AnnotatorItemDto, AssignmentView, ClaimResult, QueueProgress } from "./queue-dto";

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), snakeKeys(v)]));
}

export const itemJson = (item: AnnotatorItemDto) => ({
  id: item.id, project_id: item.projectId, kind: item.kind, external_id: item.externalId, language: item.language,
  fields: snakeKeys(item.fields),
});

export const progressJson = (p: QueueProgress) => ({
  mine: p.mine,
  project: { items: p.project.items, done: p.project.done, annotations_needed: p.project.annotationsNeeded, annotations_submitted: p.project.annotationsSubmitted },
});

export const claimJson = (c: ClaimResult) => ({
  assignment_id: c.assignmentId, item: itemJson(c.item), lease_expires_at: c.leaseExpiresAt, draft: c.draft, progress: progressJson(c.progress),
});

export const assignmentJson = (a: AssignmentView) => ({
  assignment_id: a.assignmentId, status: a.status, item: itemJson(a.item), lease_expires_at: a.leaseExpiresAt, is_lease_expired: a.isLeaseExpired, draft: a.draft,
});
