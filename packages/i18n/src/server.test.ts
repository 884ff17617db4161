import { describe, expect, it } from 'vitest';
import { t } from './server';

describe('the server t()', () => {
  it('reads every namespace by its prefix and fills {{placeholders}}', () => {
    expect(t('errors:notFound')).toBe('Не найдено');
    expect(t('admin:orders.deleteConfirm', { number: 'ORD-100001' })).toContain('ORD-100001');
    expect(t('layout:common.pageTitle', { title: 'Вход' })).toBe(
      'Вход Запчасти для скутеров Yamaha - B2B поставщик',
    );
  });

  it('writes Russian plurals by i18next rules for 1, 2, 5, 11, 21, 101', () => {
    const counts = [1, 2, 5, 11, 21, 101];
    expect(counts.map((count) => t('layout:mail.duration.minutes', { count }))).toEqual([
      '1 минуту',
      '2 минуты',
      '5 минут',
      '11 минут',
      '21 минуту',
      '101 минуту',
    ]);
    expect(counts.map((count) => t('savedLists:added', { count }))).toEqual([
      '1 позиция добавлена в корзину',
      '2 позиции добавлены в корзину',
      '5 позиций добавлено в корзину',
      '11 позиций добавлено в корзину',
      '21 позиция добавлена в корзину',
      '101 позиция добавлена в корзину',
    ]);
  });

  it('answers a text asked again the same, and options still count after a plain lookup', () => {
    expect(t('errors:notFound')).toBe(t('errors:notFound'));
    expect(t('admin:orders.deleteConfirm')).not.toContain('ORD-100002');
    expect(t('admin:orders.deleteConfirm', { number: 'ORD-100002' })).toContain('ORD-100002');
    expect(t('layout:mail.duration.minutes', { count: 2 })).toBe('2 минуты');
  });
});
