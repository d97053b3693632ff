/** A linear map from a data domain to pixels; a zero-width domain maps to the middle. */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (v: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (v) => r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);
}

/** Round tick values (steps of 1, 2 or 5 × 10^k) covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  const raw = (max - min) / Math.max(1, count);
  // A range doubles cannot split into distinct steps (or none at all) gets one tick.
  if (!(max > min) || !Number.isFinite(raw) || min + raw === min || max - raw === max) return [min];
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.ceil(min / step - 1e-9);
  const last = Math.floor(max / step + 1e-9);
  const round = (v: number) => Number(v.toPrecision(12));
  return [
    ...new Set(
      Array.from({ length: Math.max(0, last - first + 1) }, (_, k) => round((first + k) * step)),
    ),
  ];
}

/** The y domain of a kappa chart: always 0…1, widened to the lowest value and rounded to 0.2 below it. */
export function kappaDomain(values: readonly (number | null | undefined)[]): [number, number] {
  const finite = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  const low = Math.min(0, ...finite);
  return [low < 0 ? Math.floor(low * 5) / 5 : 0, 1];
}

/** At most `max` evenly spread indexes of `length` items, always the first and the last. */
export function spreadIndexes(length: number, max: number): number[] {
  if (length <= 0) return [];
  if (length <= max) return Array.from({ length }, (_, i) => i);
  const step = (length - 1) / (Math.max(2, max) - 1);
  return [...new Set(Array.from({ length: Math.max(2, max) }, (_, i) => Math.round(i * step)))];
}
