import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VoucherField } from './voucher-field';

function renderField(appliedCode: string | null = null) {
  const onApply = vi.fn<(code: string) => void>();
  const onCodeChange = vi.fn<(code: string) => void>();
  render(
    <VoucherField
      code=""
      onCodeChange={onCodeChange}
      onApply={onApply}
      isLooking={false}
      appliedCode={appliedCode}
    />,
  );
  return {
    input: screen.getByLabelText('Kode Voucher'),
    button: screen.getByRole('button', { name: 'Gunakan' }),
    onApply,
    onCodeChange,
  };
}

describe('voucher field', () => {
  it('keeps Gunakan closed for a blank code and applies a typed one trimmed', async () => {
    const { input, button, onApply, onCodeChange } = renderField();
    expect(button).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(button).toBeDisabled();

    fireEvent.change(input, { target: { value: ' hemat10 ' } });
    expect(onCodeChange).toHaveBeenLastCalledWith(' hemat10 ');
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('hemat10'));
  });

  it("refuses a code longer than any voucher's under the field, in the look-up's words", async () => {
    const { input, button, onApply } = renderField();
    fireEvent.change(input, { target: { value: 'A'.repeat(65) } });
    fireEvent.click(button);

    await waitFor(() => expect(input).toHaveAccessibleDescription('Kode voucher tidak ditemukan'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('describes the field with the voucher in use', () => {
    const { input } = renderField('HEMAT10');
    expect(input).toHaveAccessibleDescription('Voucher HEMAT10 digunakan');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
