// @vitest-environment jsdom
// The quick order's quantity cell: typed freely, taken on Enter or leaving the
// field; anything but a whole number from 1 to 100 000 goes back.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/renderUi';
import { QuantityField } from './QuantityField';

function renderField(quantity = 4) {
  const onChange = vi.fn();
  const view = renderUi(
    <QuantityField quantity={quantity} label="Количество: 0986 452 044" onChange={onChange} />,
  );
  return { ...view, onChange };
}

const field = () => screen.getByRole('textbox', { name: 'Количество: 0986 452 044' }) as HTMLInputElement;

describe('QuantityField', () => {
  it('takes a new quantity on Enter and on leaving the field', async () => {
    const { user, onChange } = renderField();
    await user.clear(field());
    await user.type(field(), '12{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(12);
    await user.clear(field());
    await user.type(field(), ' 7 ');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it.each(['0', '-3', '2.5', 'abc', '', '100001'])(
    'puts back the quantity for %j and reports nothing',
    async (typed) => {
      const { user, onChange } = renderField();
      await user.clear(field());
      if (typed) await user.type(field(), typed);
      await user.tab();
      expect(onChange).not.toHaveBeenCalled();
      expect(field().value).toBe('4');
    },
  );

  it('accepts the largest line quantity, 100 000', async () => {
    const { user, onChange } = renderField();
    await user.clear(field());
    await user.type(field(), '100000{Enter}');
    expect(onChange).toHaveBeenCalledWith(100_000);
  });

  it('drops the draft on Escape and reports nothing when the number is unchanged', async () => {
    const { user, onChange } = renderField();
    await user.clear(field());
    await user.type(field(), '9{Escape}');
    expect(field().value).toBe('4');
    await user.clear(field());
    await user.type(field(), '4{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
