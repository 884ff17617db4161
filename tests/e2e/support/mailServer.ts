// The e2e SMTP server: an in-process smtp-server (no auth, no STARTTLS) that
// saves every received mail into a directory as .eml plus a parsed .json,
// which the journeys read through mailbox.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseEml } from '@shop/mail/testing';
import { SMTPServer } from 'smtp-server';

export interface StoredMail {
  envelopeTo: string[];
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export async function startMailServer(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parseEml(raw);
        const mail: StoredMail = {
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          to: parsed.to,
          subject: parsed.subject,
          text: parsed.text,
          html: parsed.html,
          receivedAt: new Date().toISOString(),
        };
        const base = path.join(dir, `${Date.now()}-${String((count += 1)).padStart(4, '0')}`);
        writeFileSync(`${base}.eml`, raw);
        writeFileSync(`${base}.json`, JSON.stringify(mail));
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
