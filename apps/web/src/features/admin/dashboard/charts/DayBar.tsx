// A day's revenue bar as a real link to that day's orders (issue 29.11):
// focusable, announced with the day and its figures, and as tall as the whole
// column, so a small day is as easy to hit as a big one.
import { formatRoubles } from '@shop/i18n/money';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Rectangle, type BarShapeProps } from 'recharts';
import { dayLabel, ordersListHref } from '../model';

interface DayPoint {
  date: string;
  revenue: number;
  orders: number;
}

export function DayBar(props: BarShapeProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const day = props.payload as DayPoint | undefined;
  const bar = <Rectangle {...props} />;
  // A day without orders has nothing to list.
  if (!day || day.orders === 0) return bar;
  const href = ordersListHref({ from: day.date, to: day.date });
  const open = (event: MouseEvent) => {
    event.preventDefault();
    void navigate(href);
  };
  const column = props.background;
  return (
    <a
      href={href}
      onClick={open}
      aria-label={t('dashboard.charts.dayLink', {
        date: dayLabel(day.date),
        count: day.orders,
        amount: formatRoubles(day.revenue),
      })}
    >
      {column && (
        <rect
          x={column.x ?? undefined}
          y={column.y ?? undefined}
          width={column.width ?? undefined}
          height={column.height ?? undefined}
          fill="transparent"
        />
      )}
      {bar}
    </a>
  );
}
