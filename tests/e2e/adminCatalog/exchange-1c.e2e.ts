// Issue 31's screen: 1C sends a catalogue over the real protocol, and the
// admin finds the exchange on 'Обмен с 1С' (reached from the catalogue) with
// the address to give 1C, what it created, and no error; fits and axe at
// desktop and phone widths.
import { expect, test } from '@playwright/test';
import { OneC } from '../../../apps/server/src/testing/oneC';
import { importXml } from '../../../apps/server/src/testing/commerceMl';
import { signInAsAdmin } from '../support/signIn';
import { checkScreen, VIEWPORTS } from '../support/screenCheck';

test.use({ bypassCSP: true });

for (const viewport of VIEWPORTS) {
  test(`[ADMIN][1C]: an exchange with 1C shows on 'Обмен с 1С' (${viewport.name})`, async ({
    page,
    baseURL,
  }) => {
    const article = `E2E-1C-${viewport.name.toUpperCase()}`;
    const oneC = new OneC(baseURL!);
    const replies = await oneC.exchangeCatalog([
      [
        'import.xml',
        importXml({
          groups: [{ id: 'g-e2e', name: 'Из 1С' }],
          products: [{ id: `p-${article}`, article, name: 'Поршень 39 мм из 1С', group: 'g-e2e' }],
        }),
      ],
    ]);
    expect(replies.map((reply) => reply.lines[0])).toEqual(['success']);

    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.goto('/admin/catalog');
    await page.getByRole('link', { name: 'Обмен с 1С' }).click();
    await expect(page.getByRole('heading', { name: 'Обмен с 1С' })).toBeVisible();
    await expect(page.getByText(/^https?:\/\/.+\/api\/1c\/exchange$/)).toBeVisible();
    const log = page.getByRole('table', { name: 'Обмен с 1С' });
    const newest = log.getByRole('row').nth(1);
    await expect(newest).toContainText('Каталог');
    await expect(newest).toContainText('import.xml');
    await expect(newest.getByRole('cell').nth(3)).toHaveText('1');
    await checkScreen(page, 'exchange-1c');
  });
}
