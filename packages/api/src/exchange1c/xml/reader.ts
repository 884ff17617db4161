// CommerceML files read as a stream: the declaration's encoding (UTF-8 or
// windows-1251) is honoured, and only the elements a reader asks for are
// built, one at a time, into small trees (a product, a group, an offer), so
// a 100 MB import.xml never sits in memory. Between chunks the caller may
// write what it has collected (its batches) before more is read.
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';

export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

export interface XmlWatch {
  /** Paths from the root (names joined by '/') whose whole elements are built and handed over. */
  collect: Record<string, (node: XmlNode) => void>;
  /** Paths whose opening tags (their attributes) are handed over. */
  open?: Record<string, (attrs: Record<string, string>) => void>;
}

/** The XML is broken or cut off: where and why, for the reason 1C shows. */
export class XmlBroken extends Error {
  constructor(
    readonly line: number,
    readonly detail: string,
  ) {
    super(`line ${line}: ${detail}`);
  }
}

/** No element this big is in any CommerceML file; stops a hostile one early. */
const MAX_NODE_TEXT = 1024 * 1024;

/** The encoding the declaration names; UTF-8 when none. */
export function declaredEncoding(head: Buffer): 'utf8' | 'win1251' {
  const declaration = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(
    head.subarray(0, 300).toString('latin1'),
  );
  const name = declaration?.[1]?.toLowerCase().replace(/[^a-z0-9]/g, '');
  return name === 'windows1251' || name === 'cp1251' || name === 'win1251' ? 'win1251' : 'utf8';
}

/** Text chunks of the stream decoded as its declaration says. */
async function* decoded(input: Readable): AsyncGenerator<string> {
  let decoder: ReturnType<typeof iconv.getDecoder> | null = null;
  let head = Buffer.alloc(0);
  for await (const chunk of input as AsyncIterable<Buffer>) {
    if (decoder) {
      yield decoder.write(chunk);
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.byteLength < 300) continue;
    decoder = iconv.getDecoder(declaredEncoding(head));
    yield decoder.write(head);
  }
  if (!decoder) {
    decoder = iconv.getDecoder(declaredEncoding(head));
    if (head.byteLength > 0) yield decoder.write(head);
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

export async function readXml(
  input: Readable,
  watch: XmlWatch,
  afterChunk?: () => Promise<void>,
): Promise<string> {
  const parser = new SaxesParser({ position: true });
  const path: string[] = [];
  const building: XmlNode[] = [];
  let root = '';
  let textSize = 0;
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    if (path.length === 1) root = tag.name;
    const at = path.join('/');
    const attrs = tag.attributes as Record<string, string>;
    watch.open?.[at]?.(attrs);
    if (building.length > 0 || watch.collect[at]) {
      const node: XmlNode = { name: tag.name, attrs, children: [], text: '' };
      building.at(-1)?.children.push(node);
      building.push(node);
    }
  });
  const onText = (text: string) => {
    const node = building.at(-1);
    if (!node) return;
    textSize += text.length;
    if (textSize > MAX_NODE_TEXT) throw new XmlBroken(parser.line, 'element too large');
    node.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const at = path.join('/');
    path.pop();
    const node = building.pop();
    if (node && building.length === 0) {
      textSize = 0;
      watch.collect[at]?.(node);
    }
  });
  parser.on('error', (error) => {
    throw new XmlBroken(parser.line, error.message.replace(/^[^:]*:\d+:\d+: /, ''));
  });
  for await (const text of decoded(input)) {
    parser.write(text);
    await afterChunk?.();
    // Let the requests waiting on this thread (buyers' searches) in between chunks.
    await nextTurn();
  }
  parser.close();
  return root;
}
