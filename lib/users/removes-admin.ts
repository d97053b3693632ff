import type { GlobalRole } from "@/lib/auth/permissions";

/** Whether a change takes an active admin away (a demotion or a deactivation): the instance must keep one. */
export function removesAdmin(opts: {
  target: { role: GlobalRole; isActive: boolean };
  change: { role?: GlobalRole; active?: boolean };
}): boolean {
  const { target, change } = opts;
  if (target.role !== "admin" || !target.isActive) return false;
  return (change.role !== undefined && change.role !== "admin") || change.active === false;
}
