import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';

describe.each(testDbKinds())('[BUYER][SAVED LISTS] on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  it('saves a list under the default name and returns it with current prices and stock', async () => {
    const buyer = await kit.signIn();
    const part = await kit.addPart({ price: 9_900, availability: 4 });
    const { id } = await buyer.caller.savedLists.create({
      name: '  ',
      items: [{ partId: part.id, quantity: 2 }],
    });
    const lists = await buyer.caller.savedLists.mine();
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({
      id,
      name: 'Новый список',
      items: [
        {
          partId: part.id,
          quantity: 2,
          part: { partNumber: part.part_number, priceKopecks: 9_900, availability: 4 },
        },
      ],
    });
  });

  it("refuses an empty list with 'Список пуст'", async () => {
    const buyer = await kit.signIn();
    await expect(buyer.caller.savedLists.create({ name: 'Пустой', items: [] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Список пуст'),
    });
  });

  it('keeps lists private to their owner', async () => {
    const owner = await kit.signIn();
    const other = await kit.signIn();
    const part = await kit.addPart();
    const { id } = await owner.caller.savedLists.create({
      name: 'Сезон',
      items: [{ partId: part.id, quantity: 1 }],
    });
    expect(await other.caller.savedLists.mine()).toEqual([]);
    await expect(other.caller.savedLists.delete({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await owner.caller.savedLists.mine()).toHaveLength(1);
    await expect((await kit.callerFor(null)).savedLists.mine()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('renames and deletes only the owner’s list; an empty name is refused (issue 29)', async () => {
    const owner = await kit.signIn();
    const other = await kit.signIn();
    const part = await kit.addPart();
    const { id } = await owner.caller.savedLists.create({
      name: 'Весна',
      items: [{ partId: part.id, quantity: 2 }],
    });
    await expect(other.caller.savedLists.rename({ id, name: 'Чужое' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(owner.caller.savedLists.rename({ id, name: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Введите название списка'),
    });
    await owner.caller.savedLists.rename({ id, name: '  Осень 2026 ' });
    expect((await owner.caller.savedLists.mine()).map((l) => l.name)).toEqual(['Осень 2026']);
    await owner.caller.savedLists.delete({ id });
    expect(await owner.caller.savedLists.mine()).toEqual([]);
  });
});
