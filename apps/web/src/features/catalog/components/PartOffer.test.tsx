// @vitest-environment jsdom
// The price block and stock label every screen shows a part with (catalogue
// card, table row, part dialog, product page).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/renderUi';
import '../texts';
import { PriceBlock, StockLabel } from '..';

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('PriceBlock', () => {
  it('shows the price per unit, and the higher retail price crossed out with the discount', () => {
    const { container } = renderUi(<PriceBlock priceKopecks={66_000} retailPriceKopecks={88_000} />);
    expect(text(container)).toContain('660 ₽');
    expect(container.querySelector('s')?.textContent?.replace(/\s/g, ' ')).toBe('880 ₽');
    expect(screen.getByText('−25%')).toBeTruthy();
  });

  it('shows no retail price when it is not higher than ours', () => {
    const { container } = renderUi(<PriceBlock priceKopecks={66_000} retailPriceKopecks={66_000} />);
    expect(container.querySelector('s')).toBeNull();
    expect(text(container)).not.toContain('%');
  });
});

describe('StockLabel', () => {
  it('says how many are in stock, or that the part is ordered from the supplier', () => {
    renderUi(
      <>
        <StockLabel availability={12} />
        <StockLabel availability={0} />
      </>,
    );
    expect(screen.getByText('В наличии: 12 шт.')).toBeTruthy();
    expect(screen.getByText(/Нет в наличии/)).toBeTruthy();
  });
});
