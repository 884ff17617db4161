// A small bounded loopback load loop: `concurrency` workers send requests
// back to back for `durationMs`; returns requests per second.
export async function requestsPerSecond(
  url: string,
  headers: Record<string, string>,
  durationMs: number,
  concurrency = 8,
): Promise<number> {
  const deadline = Date.now() + durationMs;
  let done = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (done * 1000) / (Date.now() - started);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
