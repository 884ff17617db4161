// Creation/update dates relative to `now`, so "new" and "recently updated"
// badges have something to show whenever the seed runs.
import type { Rng } from './prng';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The spec's "new" window. */
export const RECENT_WINDOW_MS = 7 * DAY;

export function pickDates(now: Date, rng: Rng): { createdAt: Date; updatedAt: Date } {
  const at = (msAgo: number): Date => new Date(now.getTime() - Math.round(msAgo));
  // Stay clear of the 7-day edge so tests relative to `now` are unambiguous.
  const recent = (): Date => at(HOUR + rng.next() * (RECENT_WINDOW_MS - 13 * HOUR));
  const old = (): number => RECENT_WINDOW_MS + 12 * HOUR + rng.next() * 720 * DAY;
  const roll = rng.next();
  if (roll < 0.03) {
    const createdAt = recent();
    return { createdAt, updatedAt: createdAt };
  }
  const createdMsAgo = old();
  const createdAt = at(createdMsAgo);
  if (roll < 0.06) return { createdAt, updatedAt: recent() };
  if (roll < 0.6) return { createdAt, updatedAt: createdAt };
  // Edited at some point, but not within the "new" window.
  const sinceCreation = createdMsAgo - RECENT_WINDOW_MS - 12 * HOUR;
  return { createdAt, updatedAt: at(createdMsAgo - rng.next() * sinceCreation) };
}
