/* global performance, URL, Buffer */
// The buyers of bench:orders, on a thread of their own (plain JavaScript:
// tsx's loader does not reach worker threads): real clients are
// other machines, and sharing the server's event loop would charge their
// HTTP work to the server (about 5 % of its time at 200 orders a second).
// node:http with kept-alive sockets rather than fetch: on two cores the
// buyers' own CPU is taken from the server and PostgreSQL.
// Each message { tokens, ordersPerBuyer, shared } runs one buyer per token,
// each placing its orders one after another, and answers with every latency
// (ms). Shared: every order takes one of the few hot parts (and one of 300
// others); otherwise each buyer orders two parts no other buyer touches.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ base: string, payment: string, hotParts: number[] }} */
const { base, payment, hotParts } = workerData;
let seq = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const ordersUrl = new URL('/api/orders', base);

/** POSTs `body` as JSON; resolves with the status once the answer is read. @param {string} token @param {string} body @returns {Promise<number>} */
function post(token, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      ordersUrl,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** @param {string} token @param {number} buyer @param {boolean} shared @returns {Promise<number>} */
async function placeOrder(token, buyer, shared) {
  const started = performance.now();
  seq += 1;
  const items = shared
    ? [
        { partId: hotParts[seq % hotParts.length], quantity: 1 + (seq % 3) },
        { partId: 100 + (seq % 300), quantity: 1 },
      ]
    : [
        { partId: 10 + buyer, quantity: 1 + (seq % 3) },
        { partId: 400 + buyer, quantity: 1 },
      ];
  const status = await post(
    token,
    JSON.stringify({
      order_number: `BENCH-${seq}`,
      delivery_method: 'pickup',
      payment_method: payment,
      items,
    }),
  );
  if (status !== 201) throw new Error(`order answered ${status}`);
  return performance.now() - started;
}

parentPort?.on(
  'message',
  async (
    /** @type {{ tokens: string[], ordersPerBuyer: number, shared: boolean }} */ {
      tokens,
      ordersPerBuyer,
      shared,
    },
  ) => {
    /** @type {number[]} */
    const latencies = [];
    try {
      await Promise.all(
        tokens.map(async (token, buyer) => {
          for (let i = 0; i < ordersPerBuyer; i++) latencies.push(await placeOrder(token, buyer, shared));
        }),
      );
      parentPort?.postMessage({ latencies });
    } catch (error) {
      parentPort?.postMessage({ error: String(error) });
    }
  },
);
