// How every benchmark ends: one line per goal, `NAME: FIGURE UNIT (goal OP VALUE)`,
// and the load average, since the machine is shared and figures under load
// are upper bounds.
import { loadavg } from 'node:os';

export function goalLine(
  name: string,
  figure: number,
  unit: string,
  goal: { op: '<=' | '>='; value: number },
  digits = 1,
): string {
  const line = `${name}: ${figure.toFixed(digits)}${unit ? ` ${unit}` : ''} (goal ${goal.op} ${goal.value})`;
  console.log(line);
  return line;
}

export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

export function printLoad(when: string): void {
  console.log(`load average ${when}: ${loadAverage()}`);
}
