/**
 * An item's annotations against what it needs (accord_item_overlap, decision 027), for the lead:
 * "1 of 2 annotations"; an item with more than it needs (prior annotations on an item outside the
 * overlap sample) says so instead of "2 of 1".
 */
export function annotationCountText(opts: { count: number; needed: number }): string {
  const { count, needed } = opts;
  if (count > needed)
    return `${count} annotations (${needed} needed: the item is outside the overlap sample)`;
  return `${count} of ${needed} ${needed === 1 ? "annotation" : "annotations"}`;
}
