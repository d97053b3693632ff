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

/** Mulberry32's state is a counter: this step, then `uniformOf`, is one draw. */
const nextState = (state: number): number => (state + 0x6d2b79f5) | 0;

/** Mulberry32's output for a state: a uniform draw in [0, 1). */
function uniformOf(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * Mulberry32 (Tommy Ettinger): 32 bits of state, period 2³², passes BigCrush's gap tests at the
 * few million draws a bootstrap takes. Seeded from a text (project id + field) so that the same
 * data always gives the same interval, with no global state.
 */
export function seededRandom(seed: string): Random {
  let state = hashSeed(seed);
  return () => uniformOf((state = nextState(state)));
}

/** The same stream as `seededRandom`'s, its state open so that a hot loop can hold it in a local. */
export interface SeededStream {
  state: number;
  random: Random;
}

export function seededStream(seed: string): SeededStream {
  const stream: SeededStream = {
    state: hashSeed(seed),
    random: () => uniformOf((stream.state = nextState(stream.state))),
  };
  return stream;
}

/**
 * `count` draws of `Math.floor(random() * size)`, tallied as `tally[labels[index]] += 1`; the
 * stream moves on by `count` draws.
 */
export function tallyDraws(
  stream: SeededStream,
  count: number,
  labels: Int32Array,
  tally: Int32Array,
): void {
  const size = labels.length;
  let state = stream.state;
  for (let d = 0; d < count; d++) {
    state = nextState(state);
    tally[labels[Math.floor(uniformOf(state) * size)]] += 1;
  }
  stream.state = state;
}
