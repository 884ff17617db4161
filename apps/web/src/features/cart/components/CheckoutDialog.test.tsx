// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCart } from '../../../shared/cart/cartStorage';
import { renderUi } from '../../../testing/renderUi';
import '../texts';
import { CheckoutDialog } from './CheckoutDialog';

const send = vi.fn();
vi.mock('../hooks/useSendOrder', () => ({ useSendOrder: () => send }));
vi.mock('../hooks/useCartPreview', () => ({ useCartPreview: () => ({ lines: [] }) }));

function renderCheckout() {
  const onPlaced = vi.fn();
  const view = renderUi(
    <MemoryRouter>
      <CheckoutDialog userId={7} onClose={() => {}} onPlaced={onPlaced} />
    </MemoryRouter>,
  );
  return { ...view, onPlaced };
}

const confirm = () => screen.getByRole('button', { name: 'Подтвердить заказ' });
const city = () => screen.queryByPlaceholderText('Например, Краснодар');
const address = () => screen.queryByPlaceholderText('Улица, дом, офис');

describe('CheckoutDialog', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockResolvedValue({ ok: true, order: { id: 1, orderNumber: 'ORD-1' } });
    localStorage.clear();
    writeCart({ '11': 2, '12': 1 });
  });

  it('asks for no address when the buyer picks the goods up, and sends the cart with pickup', async () => {
    const { user, onPlaced } = renderCheckout();
    expect(screen.getByRole('radio', { name: /Самовывоз/ })).toHaveProperty('checked', true);
    expect(city()).toBeNull();
    expect(address()).toBeNull();
    await user.click(confirm());
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0]).toMatchObject({
      deliveryMethod: 'pickup',
      paymentMethod: 'card',
      city: '',
      deliveryAddress: '',
      items: [
        { partId: 11, quantity: 2 },
        { partId: 12, quantity: 1 },
      ],
    });
    expect(onPlaced).toHaveBeenCalledOnce();
  });

  it('shows city and address for delivery and refuses to send them empty, in Russian', async () => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole('radio', { name: /Курьерская доставка/ }));
    expect(city()).not.toBeNull();
    expect(address()).not.toBeNull();
    await user.type(address()!, '   ');
    await user.click(confirm());
    expect(screen.getByText('Укажите город доставки')).toBeTruthy();
    expect(screen.getByText('Укажите адрес доставки')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed address for delivery', async () => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole('radio', { name: /Транспортная компания/ }));
    await user.type(city()!, ' Краснодар ');
    await user.type(address()!, ' ул. Красная, 1 ');
    await user.click(confirm());
    expect(send.mock.calls[0]![0]).toMatchObject({
      deliveryMethod: 'shipping',
      city: 'Краснодар',
      deliveryAddress: 'ул. Красная, 1',
    });
  });

  it('drops a typed address when the buyer switches back to pickup', async () => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole('radio', { name: /Транспортная компания/ }));
    await user.type(city()!, 'Краснодар');
    await user.type(address()!, 'ул. Красная, 1');
    await user.click(screen.getByRole('radio', { name: /Самовывоз/ }));
    expect(city()).toBeNull();
    await user.click(confirm());
    expect(send.mock.calls[0]![0]).toMatchObject({ deliveryMethod: 'pickup', city: '', deliveryAddress: '' });
  });
});
