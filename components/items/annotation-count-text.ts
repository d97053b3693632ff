/**
 * An item's annotations against what it needs (accord_item_overlap, decision 027), for the lead,
 * as a key of the `items.annotationCount` catalogue: "1 of 2 annotations"; an item with more than
 * it needs (prior annotations on an item outside the overlap sample) says so instead of "2 of 1".
 */
export function annotationCountText(opts: { count: number; needed: number }): {
  key: "ofNeeded" | "outsideSample";
  values: { count: number; needed: number };
} {
  return { key: opts.count > opts.needed ? "outsideSample" : "ofNeeded", values: opts };
}
