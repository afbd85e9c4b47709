import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalActions } from './modal-actions';

describe('ModalActions', () => {
  it('dismisses with Batal and confirms with a click when no form is named', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ModalActions onCancel={onCancel} onConfirm={onConfirm} isPending={false} confirmLabel="Hapus" />);

    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hapus' }));

    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Hapus' })).toHaveAttribute('type', 'button');
  });

  it('submits the named form and is disabled and busy while pending', () => {
    const { rerender } = render(
      <ModalActions
        cancelLabel="Kembali"
        onCancel={vi.fn()}
        form="f"
        isPending={false}
        confirmLabel="Simpan"
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Simpan' });
    expect(confirm).toHaveAttribute('type', 'submit');
    expect(confirm).toHaveAttribute('form', 'f');
    expect(confirm).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeEnabled();

    rerender(<ModalActions onCancel={vi.fn()} form="f" isPending confirmLabel="Simpan" />);
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Simpan' })).toHaveAttribute('aria-busy', 'true');
  });

  it('stays disabled while the form is incomplete', () => {
    render(<ModalActions onCancel={vi.fn()} form="f" isPending={false} isDisabled confirmLabel="Kirim" />);
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
  });
});
