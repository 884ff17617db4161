// @vitest-environment jsdom
// 'Аналоги' in the part dialog and on the product page: each analogue with
// its stock, price and 'Купить' (a visitor is asked to sign in), a link to its
// page, and nothing at all for a part without analogues.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/renderUi';
import '../texts';
import { PartAnalogues } from '..';

const belt = {
  id: 41,
  name: 'Ремень вариатора Lipai',
  partNumber: 'LP-50QT-1234',
  brand: 'Lipai',
  availability: 7,
};

describe('PartAnalogues', () => {
  it('lists each analogue with a link to its page, its stock, price and a cart button', () => {
    renderUi(
      <MemoryRouter>
        <PartAnalogues
          partName="Ремень вариатора"
          analogues={[
            { ...belt, priceKopecks: 59_050 },
            {
              id: 42,
              name: 'Ремень Sheng-E',
              partNumber: 'SE-0202',
              brand: '',
              availability: 0,
              priceKopecks: 61_000,
            },
          ]}
          headingLevel="h2"
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Аналоги товара Ремень вариатора' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Аналоги' })).toBeTruthy();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: belt.name }).getAttribute('href')).toBe('/product/41');
    expect(first.getByText('Артикул: LP-50QT-1234')).toBeTruthy();
    // The maker tells the analogues apart (issue 29.9); none named, none shown.
    expect(first.getByText('Бренд: Lipai')).toBeTruthy();
    expect(within(items[1]!).queryByText(/Бренд/)).toBeNull();
    expect(first.getByText('В наличии: 7 шт.')).toBeTruthy();
    expect(items[0]!.textContent?.replace(/\s/g, ' ')).toContain('590,50 ₽');
    expect(first.getByRole('button', { name: 'Купить' })).toBeTruthy();
    expect(within(items[1]!).getByText(/Нет в наличии/)).toBeTruthy();
  });

  it('asks a visitor to sign in instead of a price and a cart button', () => {
    renderUi(
      <MemoryRouter>
        <PartAnalogues partName="Ремень вариатора" analogues={[{ ...belt, priceKopecks: null }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Аналоги' })).toBeTruthy();
    expect(screen.getByText('Цены — после входа')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Купить' })).toBeNull();
  });

  it('shows nothing for a part without analogues', () => {
    const { container } = renderUi(
      <MemoryRouter>
        <PartAnalogues partName="Ремень вариатора" analogues={[]} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
