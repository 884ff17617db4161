// An in-process SMTP server on a free loopback port, for tests that must see
// what really goes over the wire (and what happens when a server refuses).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type ParsedMail } from './parseEml';

export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Set to make the server answer RCPT TO or DATA with a temporary error. */
  refuse: 'rcpt' | 'data' | null;
  close(): Promise<void>;
}

function refusal(message: string): Error {
  return Object.assign(new Error(message), { responseCode: 451 });
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const state: SmtpTestServer = { url: '', received: [], refuse: null, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refuse === 'rcpt' ? refusal('Mailbox temporarily unavailable') : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse === 'data') return callback(refusal('Try again later'));
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
          parsed: parseEml(raw),
        });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
