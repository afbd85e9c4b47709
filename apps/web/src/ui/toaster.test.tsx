import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopToaster } from './toaster';

function Page() {
  return (
    <>
      <button type="button">Pertama</button>
      <button type="button">Terakhir</button>
      <ShopToaster />
    </>
  );
}

async function showToast(text: string) {
  act(() => {
    toast(text);
  });
  return (await screen.findByText(text)).closest('li')!;
}

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('ShopToaster', () => {
  it('lets Tab go on past a toast instead of sending it back to the control before', async () => {
    render(<Page />);
    const item = await showToast('Pesanan berhasil diproses');
    const user = userEvent.setup();
    const last = screen.getByRole('button', { name: 'Terakhir' });
    last.focus();

    await user.tab();
    expect(item).toHaveFocus();
    // Past the page's end (the browser's own bar, here <body>), then round to the page's start.
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pertama' })).toHaveFocus();
  });

  it('keeps the Alt+T jump to the toasts, which gives the focus back on leaving them', async () => {
    render(<Page />);
    const item = await showToast('Login berhasil!');
    const user = userEvent.setup();
    const last = screen.getByRole('button', { name: 'Terakhir' });
    last.focus();

    await user.keyboard('{Alt>}[KeyT]{/Alt}');
    expect(item.closest('ol')).toHaveFocus();
    await user.tab();
    expect(item).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
  });
});
