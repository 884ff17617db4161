// The 1C side of "Обмен с сайтом", over real HTTP: what 1C:Управление
// торговлей does, call by call (checkauth, init, the file in pieces of
// file_limit, import until it stops saying `progress`, query, success).
export interface OneCReply {
  status: number;
  text: string;
  lines: string[];
}

export class OneC {
  cookie: string | null = null;

  constructor(
    readonly base: string,
    readonly login = '1c-exchange',
    readonly password = 'secret-1c',
  ) {}

  basic(login = this.login, password = this.password) {
    return `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
  }

  async call(
    query: Record<string, string>,
    init: { body?: Buffer; headers?: Record<string, string>; method?: string } = {},
  ): Promise<OneCReply> {
    const url = `${this.base}/api/1c/exchange?${new URLSearchParams(query)}`;
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie && !('cookie' in headers)) headers.cookie = this.cookie;
    const response = await fetch(url, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers,
      // A copy the DOM's fetch types accept too (the journeys in tests/e2e play 1C as well).
      body: init.body && Uint8Array.from(init.body),
    });
    const text = await response.text();
    return { status: response.status, text, lines: text.split('\n').map((line) => line.replace(/\r$/, '')) };
  }

  /** checkauth, then keeps the cookie it names for every later call. */
  async checkauth(type: 'catalog' | 'sale', authorization = this.basic()): Promise<OneCReply> {
    const reply = await this.call({ type, mode: 'checkauth' }, { headers: { authorization } });
    if (reply.lines[0] === 'success') this.cookie = `${reply.lines[1]}=${reply.lines[2]}`;
    return reply;
  }

  /** checkauth and init; returns file_limit. */
  async begin(type: 'catalog' | 'sale'): Promise<number> {
    const auth = await this.checkauth(type);
    if (auth.lines[0] !== 'success') throw new Error(`checkauth: ${auth.text}`);
    const init = await this.call({ type, mode: 'init' });
    const limit = /^file_limit=(\d+)$/.exec(init.lines[1] ?? '');
    if (init.lines[0] !== 'zip=yes' || !limit) throw new Error(`init: ${init.text}`);
    return Number(limit[1]);
  }

  /** Sends a file in pieces of at most `pieceBytes`, as 1C splits by file_limit. */
  async send(type: 'catalog' | 'sale', filename: string, bytes: Buffer, pieceBytes: number) {
    for (let at = 0; at < bytes.byteLength || at === 0; at += pieceBytes) {
      const reply = await this.call(
        { type, mode: 'file', filename },
        {
          body: bytes.subarray(at, at + pieceBytes),
          headers: { 'content-type': 'application/octet-stream' },
        },
      );
      if (reply.lines[0] !== 'success') throw new Error(`file ${filename}: ${reply.text}`);
      if (bytes.byteLength === 0) break;
    }
  }

  /** mode=import until the answer is no longer `progress`. */
  async import(type: 'catalog' | 'sale', filename: string): Promise<OneCReply> {
    for (let calls = 0; calls < 1000; calls += 1) {
      const reply = await this.call({ type, mode: 'import', filename });
      if (reply.lines[0] !== 'progress') return reply;
    }
    throw new Error(`import ${filename}: still in progress`);
  }

  /** A whole catalogue exchange: every file sent, then each XML imported in order. */
  async exchangeCatalog(files: Array<[string, Buffer]>, pieceBytes?: number): Promise<OneCReply[]> {
    const limit = await this.begin('catalog');
    for (const [name, bytes] of files) await this.send('catalog', name, bytes, pieceBytes ?? limit);
    const replies: OneCReply[] = [];
    for (const [name] of files) if (name.endsWith('.xml')) replies.push(await this.import('catalog', name));
    return replies;
  }
}
