import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEml, startSmtpTestServer, type SmtpTestServer } from './testing';
import { createMailTransport } from './transport';

const message = {
  to: 'ivan@example.ru',
  subject: 'Заявка на регистрацию получена',
  html: '<p>Здравствуйте, Иван!</p>',
  text: 'Здравствуйте, Иван!',
  replyTo: 'opt@example.ru',
};

describe('file transport (no SMTP_URL)', () => {
  it('writes one parseable .eml into DATA_DIR/mail and leaves no temp file', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-mail-'));
    const transport = createMailTransport({ dataDir, from: 'Магазин <shop@example.ru>' });
    await transport.send(message);
    await transport.send({ ...message, subject: 'Второе письмо' });

    const files = (await readdir(path.join(dataDir, 'mail'))).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/);

    const raws = await Promise.all(files.map((f) => readFile(path.join(dataDir, 'mail', f), 'utf8')));
    expect(raws[0]).toContain('\r\n'); // RFC 5322 line ends
    const mails = raws.map((raw) => parseEml(raw));
    expect(mails.map((m) => m.subject).sort()).toEqual(['Второе письмо', message.subject].sort());
    const mail = mails.find((m) => m.subject === message.subject);
    expect(mail?.to).toBe(message.to);
    expect(mail?.from).toContain('shop@example.ru');
    expect(mail?.headers.get('reply-to')).toBe(message.replyTo);
    expect(mail?.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(mail?.text.trim()).toBe('Здравствуйте, Иван!');
    expect(mail?.html).toContain('<p>Здравствуйте, Иван!</p>');
  });
});

describe('SMTP transport', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp?.close());

  it('delivers to the server with the sender from config', async () => {
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      dataDir: '/nonexistent',
      from: 'shop@example.ru',
    });
    await transport.send(message);
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.envelopeTo).toEqual([message.to]);
    expect(received?.parsed.subject).toBe(message.subject);
    expect(received?.parsed.text.trim()).toBe(message.text);
  });

  it('refuses a malformed SMTP URL at creation, not at the first mail', () => {
    for (const smtpUrl of ['mail.example.ru:25', 'http://mail.example.ru'])
      expect(() => createMailTransport({ smtpUrl, dataDir: '/x', from: 'a@b.ru' })).toThrow(/smtp:\/\//);
  });

  it('rejects when the server refuses, so the outbox can retry', async () => {
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      dataDir: '/nonexistent',
      from: 'shop@example.ru',
    });
    smtp.refuse = 'rcpt';
    await expect(transport.send(message)).rejects.toThrow(/temporarily unavailable/);
    smtp.refuse = null;
  });
});
