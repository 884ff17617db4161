// The sheet thread's entry (sheetThread.ts): tsx's loader, which the server
// runs under, does not reach worker threads, so the thread registers it before
// importing its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./sheetThreadJobs.ts');
