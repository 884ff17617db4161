// The whole catalogue is read from the database once, then handed out again
// until the catalogue changes or the snapshot ages out.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { updateAvailability } from './availability';
import { partsDataSnapshot, SNAPSHOT_MAX_AGE_MS } from './partsSnapshot';

describe.each(testDbKinds())('[CATALOG] parts-data snapshot on %s', (kind) => {
  let kit: ApiTestKit;
  let partId: number;
  const statements: string[] = [];

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    partId = (await kit.addPart({ availability: 5 })).id;
  });
  afterAll(() => kit.close());

  /** The same database, recording the SQL of every statement it runs. */
  const recorded = () => {
    const executor = kit.db.getExecutor();
    const recorder: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        statements.push(executor.compileQuery(node, queryId).sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    return kit.db.withPlugin(recorder);
  };
  const partsReads = () => statements.filter((sql) => /from "parts"/.test(sql)).length;

  it('reads the parts once and hands out the same object while nothing changed', async () => {
    const db = recorded();
    const start = Date.now();
    const first = await partsDataSnapshot(db, start);
    for (let i = 1; i <= 5; i += 1) expect(await partsDataSnapshot(db, start + i * 1000)).toBe(first);
    expect(partsReads()).toBe(1);
    expect(first.parts.find((p) => p.id === partId)?.availability).toBe(5);

    await updateAvailability(kit.db, { items: [{ partId, quantity: 9 }] });
    const changed = await partsDataSnapshot(db, start + 6000);
    expect(changed).not.toBe(first);
    expect(changed.parts.find((p) => p.id === partId)?.availability).toBe(9);
    expect(partsReads()).toBe(2);
  });

  it('sees stock an order took, a new image and a renamed category at once', async () => {
    const db = recorded();
    let previous = await partsDataSnapshot(db);
    const changes = [
      kit.db.updateTable('parts').set({ availability: 1 }).where('id', '=', partId),
      kit.db.insertInto('part_images').values({ part_id: partId, url: '/media/x.webp', position: 0 }),
      kit.db.updateTable('categories').set({ name: 'Мотор' }).where('id', '=', 'engine'),
    ];
    for (const change of changes) {
      await change.execute();
      const next = await partsDataSnapshot(db);
      expect(next).not.toBe(previous);
      previous = next;
    }
    expect(previous.parts.find((p) => p.id === partId)).toMatchObject({
      availability: 1,
      images: ['/media/x.webp'],
    });
    expect(previous.categories.find((c) => c.id === 'engine')?.name).toBe('Мотор');
  });

  it('rebuilds once the snapshot is older than its maximum age (orders move stock unannounced)', async () => {
    const db = recorded();
    const start = Date.now();
    const first = await partsDataSnapshot(db, start);
    const readsBefore = partsReads();
    expect(await partsDataSnapshot(db, start + SNAPSHOT_MAX_AGE_MS - 1)).toBe(first);
    expect(await partsDataSnapshot(db, start + SNAPSHOT_MAX_AGE_MS + 1)).not.toBe(first);
    expect(partsReads()).toBe(readsBefore + 1);
  });

  it('shares one build among concurrent callers', async () => {
    const db = recorded();
    await updateAvailability(kit.db, { items: [{ partId, quantity: 3 }] });
    const readsBefore = partsReads();
    const results = await Promise.all(Array.from({ length: 8 }, () => partsDataSnapshot(db)));
    expect(new Set(results).size).toBe(1);
    expect(partsReads()).toBe(readsBefore + 1);
  });
});
