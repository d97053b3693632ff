/**
 * Prevalence- and bias-adjusted kappa (Byrt, Bishop & Carlin 1993) over k declared categories:
 * (k·p_o − 1) / (k − 1), i.e. 2·p_o − 1 for two; kappa with chance fixed at 1/k. Null when there
 * is no item (p_o undefined) or fewer than two categories are declared.
 */
export function pabak(observed: number | null, categories: number): number | null {
  if (observed === null || categories < 2) return null;
  return (categories * observed - 1) / (categories - 1);
}
