/**
 * Stake steps between a game's min and max stake: the 1-2-5 series of the player's minor units
 * (10, 20, 50, 100, ...), clipped to [min, max] and always containing both ends, so the +/-
 * buttons land on round amounts a player recognises. With `step` (a game that accepts only
 * multiples of it, e.g. a ways slot's line bet), every value is a multiple of `step`: the ends are
 * moved inwards onto multiples and each 1-2-5 value is taken down to one (5 becomes 4 for step 2).
 */
export function stakeLadder(min: number, max: number, step = 1): number[] {
  const unit = Number.isSafeInteger(step) && step > 0 ? step : 1;
  if (!(Number.isSafeInteger(min) && Number.isSafeInteger(max)) || min <= 0 || max < min) {
    return [multipleAtLeast(Math.max(1, Math.trunc(min) || 1), unit)];
  }
  const lo = multipleAtLeast(min, unit);
  const hi = Math.floor(max / unit) * unit;
  if (hi <= lo) return [lo];
  const steps = new Set<number>([lo]);
  for (let decade = 1; decade <= hi; decade *= 10) {
    for (const factor of [1, 2, 5]) {
      const value = Math.floor((decade * factor) / unit) * unit;
      if (value > lo && value < hi) steps.add(value);
    }
  }
  steps.add(hi);
  return [...steps].sort((a, b) => a - b);
}

/** The smallest multiple of `unit` that is at least `value` (and at least `unit`). */
function multipleAtLeast(value: number, unit: number): number {
  return Math.max(unit, Math.ceil(value / unit) * unit);
}

/** The next step up (direction 1) or down (-1) from `value`; stays put at either end. */
export function stepStake(ladder: readonly number[], value: number, direction: 1 | -1): number {
  if (ladder.length === 0) return value;
  if (direction === 1) return ladder.find((step) => step > value) ?? (ladder.at(-1) as number);
  const lower = ladder.filter((step) => step < value);
  return lower.at(-1) ?? (ladder[0] as number);
}

/**
 * `value` moved into [min, max]; a non-integer or missing value becomes `min`. With `step`, the
 * result is a multiple of it too (taken down, but never below the smallest multiple in range).
 */
export function clampStake(value: unknown, min: number, max: number, step = 1): number {
  const unit = Number.isSafeInteger(step) && step > 0 ? step : 1;
  const lo = unit === 1 ? min : multipleAtLeast(min, unit);
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return lo;
  const inRange = Math.min(max, Math.max(min, value));
  if (unit === 1) return inRange;
  return Math.max(lo, Math.floor(inRange / unit) * unit);
}

/** Up to `count` chip values spread over the ladder, both ends included (quick picks). */
export function chipValues(ladder: readonly number[], count = 5): number[] {
  if (ladder.length <= count) return [...ladder];
  const out = new Set<number>();
  for (let i = 0; i < count; i += 1) {
    out.add(ladder[Math.round((i * (ladder.length - 1)) / (count - 1))] as number);
  }
  return [...out];
}
