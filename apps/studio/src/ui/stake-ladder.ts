/**
 * Stake steps between a game's min and max stake: the 1-2-5 series of the player's minor units
 * (10, 20, 50, 100, ...), clipped to [min, max] and always containing both ends, so the +/-
 * buttons land on round amounts a player recognises.
 */
export function stakeLadder(min: number, max: number): number[] {
  if (!(Number.isSafeInteger(min) && Number.isSafeInteger(max)) || min <= 0 || max < min) {
    return [Math.max(1, Math.trunc(min) || 1)];
  }
  const steps = new Set<number>([min]);
  for (let decade = 1; decade <= max; decade *= 10) {
    for (const factor of [1, 2, 5]) {
      const value = decade * factor;
      if (value > min && value < max) steps.add(value);
    }
  }
  steps.add(max);
  return [...steps].sort((a, b) => a - b);
}

/** The next step up (direction 1) or down (-1) from `value`; stays put at either end. */
export function stepStake(ladder: readonly number[], value: number, direction: 1 | -1): number {
  if (ladder.length === 0) return value;
  if (direction === 1) return ladder.find((step) => step > value) ?? (ladder.at(-1) as number);
  const lower = ladder.filter((step) => step < value);
  return lower.at(-1) ?? (ladder[0] as number);
}

/** `value` moved into [min, max]; a non-integer or missing value becomes `min`. */
export function clampStake(value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return min;
  return Math.min(max, Math.max(min, value));
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
