// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/renderUi';
import '../texts';
import { FigureCards } from './FigureCards';
import type { DashboardSummary } from './model';

const figure = (current: number, previous: number, changePercent: number | null) => ({
  current,
  previous,
  changePercent,
});

const summary = {
  period: {
    days: 30,
    from: '2026-10-25',
    to: '2026-11-23',
    previousFrom: '2026-09-25',
    previousTo: '2026-10-24',
  },
  figures: {
    revenue: figure(1_234_500, 1_000_000, 23),
    orders: figure(12, 10, 20),
    averageOrder: figure(102_875, 100_000, 3),
    newClients: figure(3, 0, null),
  },
  cancelled: { current: 2, previous: 0 },
} as unknown as DashboardSummary;

const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');

describe('FigureCards', () => {
  it('shows the four figures: money in roubles, counts as numbers, each linking to its list', () => {
    renderUi(
      <MemoryRouter>
        <FigureCards summary={summary} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => text(link.querySelector('p')!))).toEqual([
      'Выручка',
      'Заказы',
      'Средний чек',
      'Новые клиенты',
    ]);
    expect(text(links[0]!)).toContain('12 345 ₽');
    expect(text(links[1]!)).toContain('отменённые не входят: 2');
    expect(text(links[2]!)).toContain('1 028,75 ₽');
    expect(text(links[3]!)).toContain('в прошлом периоде не было');
    expect(links[3]!.getAttribute('href')).toBe('/admin/users');
    expect(links[0]!.getAttribute('href')).toBe(links[1]!.getAttribute('href'));
  });
});
