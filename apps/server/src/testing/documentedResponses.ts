// Tests hold every /api answer to /api/openapi.json (issue 28.9): the status
// must be documented for its operation and the body must match the documented
// schema (openapi-backend's validator, Ajv underneath). A test app collects what
// does not match and its close() fails with the list, so every test that talks
// to /api checks the document as a side effect.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { DOCS_PREFIX, OPENAPI_URL } from '../plugins/openapi';

const decoders: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

function bodyText(reply: FastifyReply, payload: unknown): string | null {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null; // a stream: a file
  const raw = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const decode = decoders[String(reply.getHeader('content-encoding') ?? '')];
  return (decode ? decode(raw) : raw).toString('utf8');
}

type Operation = NonNullable<ReturnType<OpenAPIBackend['matchOperation']>>;
type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;

/** What is wrong with one answer of a documented operation, if anything. */
function mismatch(api: OpenAPIBackend, op: Operation, reply: FastifyReply, payload: unknown): string | null {
  const status = reply.statusCode;
  const documented = (op.responses as Responses)[String(status)];
  if (!documented) return `status ${status} is not documented`;
  const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!;
  if (!documented.content) return type && status !== 304 ? `a ${type} body where none is documented` : null;
  if (!documented.content[type]) return `content type «${type}» is not documented`;
  if (type !== 'application/json') return null;
  const text = bodyText(reply, payload);
  if (text === null) return null;
  const result = api.validateResponse(JSON.parse(text), op, status);
  return result.valid ? null : `body: ${JSON.stringify(result.errors)} in ${text.slice(0, 300)}`;
}

/** Installs the check on an app before its routes; `mismatches()` lists what did not match so far. */
export function checkResponsesAgainstDocument(app: FastifyInstance) {
  const found: string[] = [];
  let api: Promise<OpenAPIBackend> | undefined;
  const backend = () =>
    (api ??= new OpenAPIBackend({
      definition: app.swagger() as unknown as Document,
      // Validators compiled for the operations a test calls, not all of them up
      // front (seconds per test app on a busy machine); the document itself is
      // checked once, in openapiContract.test.ts.
      quick: true,
      validate: true,
      // The formats the document names (email, date, date-time) are checked, not skipped with a warning.
      customizeAjv: (ajv) => addFormats(ajv),
    }).init());
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const [path = '', query = ''] = request.url.split('?');
    if (!path.startsWith('/api/') || path.startsWith(DOCS_PREFIX) || path === OPENAPI_URL) return payload;
    const ready = await backend();
    const op = ready.matchOperation({
      method: request.method === 'HEAD' ? 'GET' : request.method,
      path,
      query,
      headers: {},
    });
    // An unknown path or method (404, 405) has no operation to hold it to.
    if (!op) return payload;
    const problem = mismatch(ready, op, reply, request.method === 'HEAD' ? null : payload);
    if (problem) found.push(`${request.method} ${path} → ${reply.statusCode}: ${problem}`);
    return payload;
  });
  return { mismatches: () => [...new Set(found)] };
}
