// Entry of `npm run shop -- <command>`; the commands live in ./cli/.
import { runCli } from './cli/run';
import { terminalIo } from './cli/terminal';

runCli(process.argv.slice(2), process.env, terminalIo).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Непредвиденная ошибка: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
