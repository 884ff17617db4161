// Reads the mails the e2e SMTP server received (see mailServer.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredMail } from './mailServer';

export interface MailQuery {
  to: string;
  subjectIncludes?: string;
  timeoutMs?: number;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global-setup starts the mail server)');
  return dir;
}

async function findMail(query: MailQuery): Promise<StoredMail | undefined> {
  const files = (await readdir(mailDir()).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files.reverse()) {
    const mail = JSON.parse(await readFile(path.join(mailDir(), file), 'utf8')) as StoredMail;
    const toMatches = mail.envelopeTo.some((address) => address.toLowerCase() === query.to.toLowerCase());
    if (toMatches && (!query.subjectIncludes || mail.subject.includes(query.subjectIncludes))) return mail;
  }
  return undefined;
}

/** The newest mail to `to` (with the subject part, if given); waits for it to arrive. */
export async function waitForMail(query: MailQuery): Promise<StoredMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    const mail = await findMail(query);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${query.to} (${query.subjectIncludes ?? 'any subject'}) arrived`);
}

/** The first link in a mail's text to the given path, e.g. '/reset-password'. */
export function linkIn(mail: StoredMail, pathname: string): URL {
  for (const word of mail.text.split(/\s+/)) {
    if (!/^https?:\/\//.test(word)) continue;
    const url = new URL(word.replace(/[).,]+$/, ''));
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no link to ${pathname} in "${mail.subject}"`);
}
