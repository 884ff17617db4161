/* global fetch, performance */
// The buyers of bench:orders, on a thread of their own (plain JavaScript:
// tsx's loader does not reach worker threads): real clients are
// other machines, and sharing the server's event loop would charge their
// HTTP work to the server (about 5 % of its time at 200 orders a second).
// Each message { tokens, ordersPerBuyer } runs one buyer per token, each
// placing its orders one after another, and answers with every latency (ms).
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ base: string, payment: string, hotParts: number[] }} */
const { base, payment, hotParts } = workerData;
let seq = 0;

/** @param {string} token @returns {Promise<number>} */
async function placeOrder(token) {
  const started = performance.now();
  seq += 1;
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      order_number: `BENCH-${seq}`,
      delivery_method: 'pickup',
      payment_method: payment,
      items: [
        { partId: hotParts[seq % hotParts.length], quantity: 1 + (seq % 3) },
        { partId: 100 + (seq % 300), quantity: 1 },
      ],
    }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`order answered ${res.status}`);
  return performance.now() - started;
}

parentPort?.on(
  'message',
  async (/** @type {{ tokens: string[], ordersPerBuyer: number }} */ { tokens, ordersPerBuyer }) => {
    /** @type {number[]} */
    const latencies = [];
    try {
      await Promise.all(
        tokens.map(async (token) => {
          for (let i = 0; i < ordersPerBuyer; i++) latencies.push(await placeOrder(token));
        }),
      );
      parentPort?.postMessage({ latencies });
    } catch (error) {
      parentPort?.postMessage({ error: String(error) });
    }
  },
);
