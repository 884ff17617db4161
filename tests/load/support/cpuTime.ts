// CPU time on the shared machine, where wall time and even the event loop's
// busy time grow with the others' load: the kernel's count of nanoseconds a
// thread actually ran (/proc/<pid>/task/<tid>/schedstat: on CPU, waiting for
// one), for this process's main thread (the server's) and for the PostgreSQL
// backends of a database. Linux only; elsewhere the figures are null.
import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';

export interface CpuTime {
  /** Milliseconds on a CPU. */
  ranMs: number;
  /** Milliseconds runnable but waiting for a CPU (the machine's load). */
  waitedMs: number;
}

function schedstat(path: string): CpuTime | null {
  try {
    const [ran, waited] = readFileSync(path, 'utf8').trim().split(/\s+/).map(Number);
    return { ranMs: ran! / 1e6, waitedMs: waited! / 1e6 };
  } catch {
    return null;
  }
}

/** The main thread of this process (its thread id is the process id). */
export const mainThreadCpu = (): CpuTime | null => schedstat(`/proc/self/task/${process.pid}/schedstat`);

/** The PostgreSQL backends now connected to the database `db` is on, summed by pid. */
export async function postgresCpu<DB>(db: Kysely<DB>): Promise<Map<number, CpuTime>> {
  const { rows } = await sql<{
    pid: number;
  }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  const byPid = new Map<number, CpuTime>();
  for (const { pid } of rows) {
    const time = schedstat(`/proc/${pid}/schedstat`);
    if (time) byPid.set(pid, time);
  }
  return byPid;
}

/** CPU time between two readings of the same backends (those present in both). */
export function postgresCpuBetween(before: Map<number, CpuTime>, after: Map<number, CpuTime>): CpuTime {
  const total = { ranMs: 0, waitedMs: 0 };
  for (const [pid, end] of after) {
    const start = before.get(pid) ?? { ranMs: 0, waitedMs: 0 };
    total.ranMs += end.ranMs - start.ranMs;
    total.waitedMs += end.waitedMs - start.waitedMs;
  }
  return total;
}
