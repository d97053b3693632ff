/**
 * The state a new item is inserted in, given the prior annotations that come with it: counted
 * already, and in annotation while short of the overlap, as after that many submits. An item they
 * fill stays pending until insertPriorAnnotations compares it, as a last submit would. Written
 * with the item (not updated after it) so an import with prior annotations writes each item once.
 */
export function priorItemState(
  priors: number,
  overlap: number,
): { annotationCount: number; status: "pending" | "in_annotation" } {
  return {
    annotationCount: priors,
    status: priors > 0 && priors < overlap ? "in_annotation" : "pending",
  };
}
