// Delivery of one rendered mail: over SMTP when SMTP_URL is set, otherwise as
// .eml files in DATA_DIR/mail so a fresh clone works without a mail server.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: OutgoingAttachment[];
}

export interface MailTransport {
  /** Resolves once the mail is accepted (by the SMTP server, or on disk); rejects otherwise. */
  send(message: OutgoingMail): Promise<void>;
}

export interface MailTransportOptions {
  /** smtp://user:pass@host:port or smtps://…; absent: .eml files. */
  smtpUrl?: string;
  dataDir: string;
  from: string;
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl
    ? createSmtpTransport(options.smtpUrl, options.from)
    : createFileTransport(path.join(options.dataDir, 'mail'), options.from);
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127\./.test(hostname);
}

function parseSmtpUrl(smtpUrl: string): URL {
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : null;
  // Checked at start: a typo must stop the server, not fail every mail later.
  if (url?.protocol !== 'smtp:' && url?.protocol !== 'smtps:') {
    throw new Error('SMTP URL must look like smtp://user:password@host:port or smtps://…');
  }
  return url;
}

function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = parseSmtpUrl(smtpUrl);
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A local relay (or a test server) usually has no certificate for STARTTLS.
    ignoreTLS: url.protocol === 'smtp:' && isLoopback(url.hostname),
    // Well below the outbox lease (2 min), so a hung server cannot outlive a claim.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
  };
}

/** e.g. 2026-11-22T10-15-30-123Z-9f86d081.eml: sorts by time, never collides. */
function emlFileName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

function createFileTransport(dir: string, from: string): MailTransport {
  // RFC 5322 wants CRLF line ends; mail clients open such files as they are.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport did not return a buffer');
      await mkdir(dir, { recursive: true });
      const name = emlFileName();
      // Whoever watches the folder sees a complete .eml or nothing: the
      // hidden temp file becomes visible only by an atomic rename.
      const temp = path.join(dir, `.${name}.tmp`);
      await writeFile(temp, info.message, { flag: 'wx' });
      await rename(temp, path.join(dir, name));
    },
  };
}
