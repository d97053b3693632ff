/**
 * Whether the caller may revise a submission now (decision 048), as SQL: its window (`until`, a
 * timestamptz) is still open by the database clock, and the check rule has not paused the caller
 * in the project (the PUT refuses a paused member: refuseIfPaused, lib/checks/). My submissions
 * and the revise form read it here, so they never offer what the PUT would refuse.
 */
export const isRevisableSql = (until: string, projectId: string, userId: string) =>
  `(COALESCE(${until} > now(), false) AND NOT accord_member_paused(${projectId}, ${userId}))`;
