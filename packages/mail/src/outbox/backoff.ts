// Exponential backoff with full jitter: instances that failed together (an
// SMTP outage) spread their retries instead of hammering the server at once.
const BASE_MS = 30_000;
const CAP_MS = 60 * 60_000;
/** Never retry instantly: a zero draw would turn an outage into a busy loop. */
const MIN_MS = 1_000;

/** Delay before the next attempt, after `attempts` attempts have failed. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** attempts);
  return Math.max(MIN_MS, Math.floor(random() * ceiling));
}
