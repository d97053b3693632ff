/** A uniform draw in [0, 1). */
export type Random = () => number;

/** FNV-1a of a string's UTF-16 code units: a 32-bit seed that is the same on every run and machine. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Mulberry32 (Tommy Ettinger): 32 bits of state, period 2³², passes BigCrush's gap tests at the
 * few million draws a bootstrap takes. Seeded from a text (project id + field) so that the same
 * data always gives the same interval, with no global state.
 */
export function seededRandom(seed: string): Random {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
