import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import type { AgreementItem, AgreementAnnotation } from "../agreement-report-types";

type Row = {
  item_id: number;
  user_id: number;
  email: string;
  rating: number;
  created_at: Date;
  language: string | null;
};

const SQL = `
SELECT v.item_id, v.user_id, u.email, v.rating, v.created_at, i.language
FROM validation_ratings v JOIN items i ON i.id = v.item_id JOIN users u ON u.id = v.user_id
WHERE i.project_id = $1
ORDER BY v.item_id, v.created_at, v.user_id`;

/**
 * The README validation ratings of a project as agreement units: one per rated item, one
 * "annotation" `{rating}` per validator (id = the validator's user id, which breaks ties in
 * time). `hasRatings` is before the filters, so whether the report has the field does not depend
 * on them. A model filter keeps nothing: READMEs have no model, as for their annotations.
 */
export async function loadValidationRatings(opts: {
  projectId: number;
  language: string | null;
  model: string | null;
}): Promise<{ hasRatings: boolean; items: AgreementItem[] }> {
  const { rows } = await pgPool().query<Row>(SQL, [opts.projectId]);
  const byItem = new Map<number, AgreementAnnotation[]>();
  for (const r of rows) {
    if (opts.model !== null || (opts.language !== null && r.language !== opts.language)) continue;
    const list = byItem.get(r.item_id) ?? [];
    if (list.length === 0) byItem.set(r.item_id, list);
    list.push({
      id: r.user_id,
      rater: r.email,
      submittedAt: r.created_at,
      data: { rating: r.rating },
    });
  }
  return {
    hasRatings: rows.length > 0,
    items: [...byItem].map(([itemId, annotations]) => ({ itemId: String(itemId), annotations })),
  };
}
