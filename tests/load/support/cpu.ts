// Where a benchmark's CPU went: the machine's cores used over a stretch,
// split by program (this process, PostgreSQL, the rest), read from /proc.
// On a machine of two cores a latency goal is met or missed by what else
// runs beside the request; this says what did. Ticks of /proc/<pid>/stat
// count every thread of a process (the render and sheet threads too), where
// cpuTime.ts's schedstat counts one thread.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Linux's clock ticks a second (USER_HZ): 100 on every architecture it runs on here. */
const TICKS_PER_SECOND = 100;

interface Snapshot {
  at: number;
  /** CPU ticks used so far by each process now running, with its program. */
  processes: Map<string, { program: string; ticks: number }>;
}

function programOf(pid: string): string {
  if (pid === String(process.pid)) return 'this process';
  try {
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    return comm.startsWith('postgres') ? 'postgres' : 'other';
  } catch {
    return 'other';
  }
}

function snapshot(): Snapshot {
  const processes = new Map<string, { program: string; ticks: number }>();
  if (process.platform !== 'linux') return { at: performance.now(), processes }; // no /proc: no figures
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    processes.set(pid, { program: programOf(pid), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  return { at: performance.now(), processes };
}

/** Ticks each program used between two snapshots, process by process (one that started meanwhile from zero). */
function ticksBetween(start: Snapshot, end: Snapshot): Map<string, number> {
  const used = new Map<string, number>();
  for (const [pid, { program, ticks }] of end.processes) {
    const before = start.processes.get(pid)?.ticks ?? 0;
    used.set(program, (used.get(program) ?? 0) + ticks - before);
  }
  return used;
}

/** Starts measuring; `report()` gives the cores each program used since (processes that ended meanwhile are not counted). */
export function cpuMeter() {
  const start = snapshot();
  // This process serves the requests: a long synchronous stretch on its
  // thread makes every request behind it wait, whatever the cores.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return {
    report(): string {
      const end = snapshot();
      loop.disable();
      const delay = `event loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`;
      const seconds = (end.at - start.at) / 1000;
      const used = ticksBetween(start, end);
      const parts = ['this process', 'postgres', 'other'].map(
        (program) => `${program} ${((used.get(program) ?? 0) / TICKS_PER_SECOND / seconds).toFixed(2)}`,
      );
      return `CPU over ${seconds.toFixed(0)} s, cores used of ${availableParallelism()}: ${parts.join(', ')}; ${delay}`;
    },
  };
}
