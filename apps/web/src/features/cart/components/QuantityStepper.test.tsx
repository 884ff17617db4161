// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/renderUi';
import '../texts';
import { QuantityStepper } from './QuantityStepper';

const field = () => screen.getByRole('textbox', { name: /Свеча NGK/ });

describe('QuantityStepper', () => {
  it('steps by one and never below 1 with the buttons', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<QuantityStepper quantity={1} partName="Свеча NGK" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Уменьшить количество' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('keeps only digits while typing and commits on Enter', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<QuantityStepper quantity={3} partName="Свеча NGK" onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '1a2-{Enter}');
    expect(field()).toHaveProperty('value', '12');
    expect(onChange).toHaveBeenCalledWith(12);
  });

  it('reports 0 (remove the line) when the field is left empty, and nothing when unchanged', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<QuantityStepper quantity={3} partName="Свеча NGK" onChange={onChange} />);
    await user.click(field());
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(field());
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(0);
  });
});
