export type { Label } from "./label-scale";
export { sortedLabels } from "./label-scale";
export type { ConfusionMatrix } from "./confusion-matrix";
export { confusionMatrix, normalizeColumns, normalizeRows } from "./confusion-matrix";
export type { KappaOptions, KappaStats, KappaStatsOptions, KappaWeights } from "./kappa";
export { cohenKappa, kappaFromConfusion, kappaStats } from "./kappa";
export type { AlphaLevel, AlphaOptions, Rating } from "./alpha";
export { krippendorffAlpha } from "./alpha";
export type {
  BinaryAgreement,
  CodeAgreement,
  CodeSetPair,
  ExpandedCodeSet,
  MultiLabelAgreement,
  Taxonomy,
  TaxonomyCode,
  TaxonomyLevel,
} from "./multilabel";
export {
  expandCodeSet,
  multiLabelKappa,
  multiLabelKappaByLevel,
  taxonomyScales,
} from "./multilabel";
export { textSimilarity, tokenize } from "./text-similarity";
export { minCostAssignment } from "./assignment";
export type { ListMatch, MatchedPair, MatchOptions } from "./matching";
export { matchLists } from "./matching";
export type { RaterPairRecord, RaterPairVectors } from "./pairs";
export { groupByRaterPair } from "./pairs";
export type { Interval } from "./percentile-interval";
export { percentileInterval } from "./percentile-interval";
export type { KappaIntervals } from "./kappa-interval";
export { kappaIntervals } from "./kappa-interval";
export { gwetAc1 } from "./gwet-ac1";
export { pabak } from "./pabak";
export { itemsForHalfWidth } from "./items-for-half-width";
export { seededRandom } from "./seeded-random";
