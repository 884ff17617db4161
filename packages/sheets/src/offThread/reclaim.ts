// A hostile upload leaves tens of megabytes of garbage on the server's thread
// (the body, the rows sent back before the refusal) and V8 collects only when
// new allocations press it: an idle shop kept it for good (issue 28.3: 2 GB
// ten seconds after a storm). Once the files are done, one full collection
// gives that memory back. `gc` is V8's own, reached without a start-up flag.
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | null = null;

export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
