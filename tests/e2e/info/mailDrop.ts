// Waits for a mail the server wrote as an .eml file into DATA_DIR/mail (the
// e2e server runs without SMTP_URL). Returns the raw message.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function waitForEml(match: (raw: string) => boolean, timeoutMs = 20_000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const raw = await readFile(path.join(dir, file), 'utf8');
      if (match(raw)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no matching mail in ${dir} within ${timeoutMs} ms`);
}
