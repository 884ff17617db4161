// A minimal RFC 822/MIME reader for tests: enough to prove a mail written by
// nodemailer is well-formed and to read its headers and text/html bodies.
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
  /** Parts sent as attachments, decoded (the file name stays in the raw header: RFC 2231 encoded). */
  attachments: Array<{ contentType: string; disposition: string; content: Buffer }>;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function decodeQuotedPrintable(input: string, underscoreIsSpace: boolean): Buffer {
  const source = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (underscoreIsSpace && source[i] === '_') {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 words; adjacent words join without the space between them. */
function decodeWords(value: string): string {
  return value.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=\s*)+/g, (run) => {
    const words = [...run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)];
    const bytes = words.map(([, enc, data = '']) =>
      enc?.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data, true),
    );
    const trailing = /\s+$/.exec(run)?.[0] ?? '';
    return Buffer.concat(bytes).toString('utf8') + trailing;
  });
}

function parsePart(raw: string): Part {
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body, false).toString('utf8');
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections.filter((s) => !s.startsWith('--')).flatMap((s) => leaves(parsePart(s.replace(/^\n/, ''))));
}

export function parseEml(raw: string | Buffer): ParsedMail {
  const root = parsePart(raw.toString().replace(/\r\n/g, '\n'));
  const parts = leaves(root);
  const body = (type: string) =>
    decodeBody(parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').startsWith(type)) ?? root);
  return {
    headers: root.headers,
    subject: root.headers.get('subject') ?? '',
    from: root.headers.get('from') ?? '',
    to: root.headers.get('to') ?? '',
    text: body('text/plain'),
    html: body('text/html'),
    attachments: parts
      .filter((p) => (p.headers.get('content-disposition') ?? '').toLowerCase().startsWith('attachment'))
      .map((p) => ({
        contentType: (p.headers.get('content-type') ?? '').split(';')[0]!.trim(),
        disposition: p.headers.get('content-disposition') ?? '',
        content:
          (p.headers.get('content-transfer-encoding') ?? '').toLowerCase() === 'base64'
            ? Buffer.from(p.body.replace(/\s+/g, ''), 'base64')
            : Buffer.from(p.body, 'latin1'),
      })),
  };
}
