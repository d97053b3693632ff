// Stable pseudonyms for people in an export: the same person gets the same name in every export
// of a project (and a different one in other projects), and the name cannot be traced back to
// a person without the database's secret (see pseudonym-secret.ts).
import { createHmac } from "node:crypto";

export function pseudonym(opts: { secret: string; projectId: number; userId: number }): string {
  const mac = createHmac("sha256", opts.secret)
    .update(`accord.annotator:${opts.projectId}:${opts.userId}`)
    .digest("hex");
  return `annotator-${mac.slice(0, 8)}`;
}
