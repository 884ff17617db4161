// The limiter counts in fixed windows (rateLimit.ts): a test loop that
// straddles a window's end would start counting afresh and never be refused.

/** Waits, if need be, until at least `needMs` of the current window is left. */
export async function earlyInWindow(windowMs: number, needMs = 30_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
