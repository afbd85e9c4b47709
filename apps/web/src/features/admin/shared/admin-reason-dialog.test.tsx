import {
  complaintReplyBodySchema,
  reasonBodySchema,
  rejectReimbursementBodySchema,
} from '@premium-shop/domain/admin-operations-schema';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { AdminReasonDialog } from './admin-reason-dialog';

function renderDialog(schema: z.ZodString, error: string | null = null) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <AdminReasonDialog
      isOpen
      title="Tolak Reimburse"
      message="Host diberi tahu alasannya."
      label="Alasan"
      confirmLabel="Tolak"
      isPending={false}
      error={error}
      schema={schema}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  const field = screen.getByLabelText('Alasan');
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Tolak' }));
  return { field, submit, onConfirm, onClose };
}

describe('AdminReasonDialog', () => {
  it.each([
    ['an order action (reason)', reasonBodySchema.shape.reason, 'Alasan wajib diisi'],
    [
      'a rejected reimbursement (note)',
      rejectReimbursementBodySchema.shape.note,
      'Alasan penolakan wajib diisi',
    ],
    ['a complaint reply (reply)', complaintReplyBodySchema.shape.reply, 'Balasan wajib diisi'],
  ])(
    "refuses a blank text for %s in the server's words, under the focused field",
    async (_, schema, message) => {
      const { field, submit, onConfirm } = renderDialog(schema);
      fireEvent.change(field, { target: { value: '   ' } });
      submit();

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
      expect(onConfirm).not.toHaveBeenCalled();
    },
  );

  it('takes its length limit from the schema', () => {
    expect(renderDialog(complaintReplyBodySchema.shape.reply).field).toHaveAttribute('maxlength', '2000');
  });

  it('sends the text trimmed, as the server reads it, and clears the message once typed', async () => {
    const { field, submit, onConfirm } = renderDialog(reasonBodySchema.shape.reason);
    submit();
    await screen.findByText('Alasan wajib diisi');

    fireEvent.change(field, { target: { value: '  Pembeli minta batal ' } });
    await waitFor(() => expect(screen.queryByText('Alasan wajib diisi')).not.toBeInTheDocument());
    submit();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Pembeli minta batal'));
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's refusal under the field", () => {
    const { field } = renderDialog(reasonBodySchema.shape.reason, 'Status pesanan sudah berubah');
    expect(field).toHaveAccessibleDescription('Status pesanan sudah berubah');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
