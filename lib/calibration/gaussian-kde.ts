/** A fitted one-dimensional Gaussian kernel density. */
export interface Kde {
  /** Kernel standard deviation h = σ·n^(−1/5) (σ with ddof 1): scipy's `gaussian_kde` with Scott's rule. */
  bandwidth: number;
  density: (x: number) => number;
}

const INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);

/**
 * A bandwidth below this fraction of the largest |score| is a spread doubles cannot resolve (a few
 * thousand ulps): its curve, grid and crossing would be rounding noise, so such scores count as tied.
 */
const MIN_RELATIVE_BANDWIDTH = 2 ** -36;
/** And below this, densities (≈ 1 / bandwidth) and a chart's scale would overflow. */
const MIN_BANDWIDTH = 1e-300;

/** Equals `scipy.stats.gaussian_kde(values)(x)`; null where scipy raises or doubles cannot resolve. */
export function gaussianKde(values: readonly number[]): Kde | null {
  const n = values.length;
  if (n < 2 || values.every((v) => v === values[0])) return null;
  // Scaled by the largest |v| so that neither the sum nor the squares overflow or underflow.
  const scale = Math.max(...values.map(Math.abs));
  const scaled = values.map((v) => v / scale);
  const mean = scaled.reduce((s, v) => s + v, 0) / n;
  const variance = scaled.reduce((s, v) => s + (v - mean) * (v - mean), 0) / (n - 1);
  const bandwidth = scale * Math.sqrt(variance) * Math.pow(n, -1 / 5);
  if (
    !(bandwidth > Math.max(scale * MIN_RELATIVE_BANDWIDTH, MIN_BANDWIDTH)) ||
    !Number.isFinite(bandwidth)
  )
    return null;
  const points = Float64Array.from(values);
  const norm = INV_SQRT_2PI / (bandwidth * n);
  return {
    bandwidth,
    density: (x) => {
      let s = 0;
      for (let i = 0; i < n; i++) {
        const z = (x - points[i]) / bandwidth;
        s += Math.exp(-0.5 * z * z);
      }
      return s * norm;
    },
  };
}
