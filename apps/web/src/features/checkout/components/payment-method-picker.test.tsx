import { offeredChannels } from '@premium-shop/domain/payment-channels';
import { PAYMENT_METHODS } from '@premium-shop/domain/checkout';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodPicker, type CheckoutChannel } from './payment-method-picker';

const TRANSFER: CheckoutChannel = {
  code: 'TRANSFER',
  minAmount: 1,
  maxAmount: 1_000_000_000,
  windowMinutes: 1440,
  refusal: null,
};
const gatewayChannels = offeredChannels(
  PAYMENT_METHODS.map(({ code }) => ({ code, active: true })),
  27_000,
);

describe("the checkout's 'Transfer Bank'", () => {
  it('is offered beside the gateway when the server lists it, with a day to pay', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <PaymentMethodPicker value={null} onChange={onChange} channels={[...gatewayChannels, TRANSFER]} />,
    );
    expect(screen.getByRole('radio', { name: 'QRIS' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Transfer Bank' }));
    expect(onChange).toHaveBeenCalledWith('TRANSFER');
    rerender(
      <PaymentMethodPicker value="TRANSFER" onChange={onChange} channels={[...gatewayChannels, TRANSFER]} />,
    );
    expect(
      screen.getByText('Selesaikan pembayaran dalam 24 jam setelah pesanan dibuat.'),
    ).toBeInTheDocument();
  });

  it('is not offered when the server does not list it', () => {
    render(<PaymentMethodPicker value={null} onChange={vi.fn()} channels={gatewayChannels} />);
    expect(screen.queryByRole('radio', { name: 'Transfer Bank' })).not.toBeInTheDocument();
  });

  it('is the only method with PAYMENT_PROVIDER=manual: no gateway channel is shown', () => {
    render(<PaymentMethodPicker value={null} onChange={vi.fn()} channels={[TRANSFER]} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['TRANSFER']);
  });
});
