import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './toast';
import { ShopToasterOnDemand } from './toaster-on-demand';

afterEach(() => {
  act(() => toast.dismiss());
});

describe('toast (sonner fetched on the first toast)', () => {
  it('shows nothing and mounts no toaster before the first toast', () => {
    render(<ShopToasterOnDemand />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the toasts asked for before sonner arrived, each one, in the order they were asked for', async () => {
    render(<ShopToasterOnDemand />);
    act(() => {
      toast.success('Login berhasil!');
      toast.error('Email sudah dipakai');
      toast('Tersimpan');
    });

    await screen.findByText('Tersimpan');
    const shown = [...document.querySelectorAll('[data-sonner-toast]')].map((item) => item.textContent);
    // Sonner lists the newest toast first.
    expect(shown).toEqual(['Tersimpan', 'Email sudah dipakai', 'Login berhasil!']);
    expect(screen.getByText('Login berhasil!').closest('[data-sonner-toast]')).toHaveAttribute(
      'data-type',
      'success',
    );
    expect(screen.getByText('Email sudah dipakai').closest('[data-sonner-toast]')).toHaveAttribute(
      'data-type',
      'error',
    );
  });

  it('keeps one toast per id, as sonner does', async () => {
    render(<ShopToasterOnDemand />);
    act(() => {
      toast.error('Sesi Anda berakhir', { id: 'session-ended' });
      toast.error('Sesi Anda berakhir', { id: 'session-ended' });
    });
    await screen.findByText('Sesi Anda berakhir');
    expect(screen.getAllByText('Sesi Anda berakhir')).toHaveLength(1);
  });
});
