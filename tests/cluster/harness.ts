// Reporting and clean-up for the cluster test: one PASS/FAIL line per check,
// and a stack of teardown steps that runs however the run ends.

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export class CheckFailed extends Error {}

/** Throws CheckFailed (a FAIL line, not a crash) when the condition is false. */
export function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

export const results: CheckResult[] = [];

/** Runs one check; a thrown error becomes its FAIL line and the run goes on. */
export async function check(name: string, body: () => Promise<string>): Promise<boolean> {
  const started = Date.now();
  try {
    const detail = await body();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    results.push({ name, ok: true, detail });
    console.log(`PASS ${name} (${seconds} s): ${detail}`);
    return true;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail });
    console.log(`FAIL ${name}: ${detail}`);
    if (!(error instanceof CheckFailed) && error instanceof Error && error.stack) console.log(error.stack);
    return false;
  }
}

const teardown: Array<{ what: string; step: () => Promise<void> }> = [];

export function onTeardown(what: string, step: () => Promise<void>): void {
  teardown.push({ what, step });
}

/** Undoes everything in reverse order; a failing step is reported, the rest still run. */
export async function tearDown(): Promise<void> {
  while (teardown.length > 0) {
    const { what, step } = teardown.pop()!;
    try {
      await step();
    } catch (error) {
      console.log(`teardown: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls until `probe` returns a value (not undefined) or the time is up. A
 * probe that throws CheckFailed ends the wait at once; other errors count as
 * "not yet" (e.g. a connection refused while a server starts).
 */
export async function waitFor<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch((error: unknown) => {
      if (error instanceof CheckFailed) throw error;
      return undefined;
    });
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new CheckFailed(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(200);
  }
}
