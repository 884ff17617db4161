// A small REST client for the checks: never throws on HTTP or network
// errors (status 0 = no answer), so a check can count and retry failures.

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  error?: string;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text: text.slice(0, 200) };
    }
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    return { status: 0, body: {}, headers: new Headers(), error: (error as Error).message };
  }
}

export interface Login {
  userId: number;
  token: string;
  /** `shop_session=…` as a browser would send it back. */
  cookie: string;
}

export async function login(base: string, email: string, password: string): Promise<Login> {
  const answer = await call(`${base}/api/auth/login`, {
    method: 'POST',
    body: { email, password },
    // A browser on the shop's own origin: the cross-site guard must let it through nginx.
    headers: { origin: base },
  });
  const setCookie = answer.headers.get('set-cookie') ?? '';
  if (answer.status !== 200 || typeof answer.body.token !== 'string') {
    throw new Error(`login of ${email} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return {
    userId: Number(answer.body.id),
    token: answer.body.token,
    cookie: setCookie.split(';')[0] ?? '',
  };
}

export interface OrderRequest {
  key: string;
  partId: number;
  quantity: number;
}

/** POST /api/orders with the spec's payload; `order_number` is the idempotency key. */
export function placeOrder(base: string, token: string, order: OrderRequest): Promise<Answer> {
  return call(`${base}/api/orders`, {
    method: 'POST',
    token,
    body: {
      order_number: order.key,
      delivery_method: 'courier',
      payment_method: 'invoice',
      city: 'Краснодар',
      delivery_address: 'ул. Уральская, д. 144',
      items: [{ partId: order.partId, quantity: order.quantity }],
    },
  });
}

/** Runs `task(i)` for i < count with at most `width` in flight. */
export async function pool<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return out;
}
