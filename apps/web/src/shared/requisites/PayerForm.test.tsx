// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requisites } from '@shop/i18n/namespaces/requisites';
import { SAMPLE_PUBLISHED_PAYER } from '@shop/schemas/testing';
import { renderUi } from '../../testing/renderUi';
import { PayerForm, type PayerFormLabels } from './PayerForm';

/** The account area's own labels (usePayerLabels reads the same texts). */
const { fields, kinds, save, cancel } = requisites.ui;
const labels: PayerFormLabels = { fields, kinds, save, cancel };

/** Published details of a real bank: every check digit holds. */
const { kind: _kind, ...valid } = SAMPLE_PUBLISHED_PAYER;

function renderPayer() {
  const onSave = vi.fn();
  const view = renderUi(<PayerForm labels={labels} saving={false} onSave={onSave} onCancel={() => {}} />);
  return { ...view, onSave };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('PayerForm', () => {
  it('shows a wrong ИНН check digit once the field is left, not while typing', async () => {
    const { user } = renderPayer();
    await user.type(field('inn'), '7707083894');
    expect(screen.queryByText('Неверное контрольное число ИНН')).toBeNull();
    await user.tab();
    expect(screen.getByText('Неверное контрольное число ИНН')).toBeTruthy();
    await user.clear(field('inn'));
    await user.type(field('inn'), '7707083893');
    expect(screen.queryByText('Неверное контрольное число ИНН')).toBeNull();
  });

  it('asks an ИП for a 12-digit ИНН and an ОГРНИП, and has no КПП field for one', async () => {
    const { user } = renderPayer();
    await user.selectOptions(screen.getByRole('combobox'), 'entrepreneur');
    expect(field('kpp')).toBeNull();
    expect(screen.getByText('ОГРНИП')).toBeTruthy();
    await user.type(field('inn'), '7707083893');
    await user.tab();
    expect(screen.getByText('ИНН индивидуального предпринимателя — 12 цифр')).toBeTruthy();
  });

  it('marks every wrong field on submit and saves only valid details (spaces in numbers forgiven)', async () => {
    const { user, onSave } = renderPayer();
    await user.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Укажите полное наименование (до 300 символов)')).toBeTruthy();
    for (const [name, value] of Object.entries(valid)) await user.type(field(name), value);
    await user.clear(field('account'));
    await user.type(field('account'), '40817 810 5380 9131 0419');
    await user.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      kind: 'company',
      inn: '7707083893',
      name: 'ПАО Сбербанк',
    });
  });
});
