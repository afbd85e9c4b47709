import type { AdminReimbursement } from '@premium-shop/domain/admin-operations-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../../test-utils/render-routes';
import { CompleteReimbursementDialog } from './complete-reimbursement-dialog';

const pending: AdminReimbursement = {
  _id: 'r1',
  createdAt: '2026-11-23T05:00:00.000Z',
  customer: { _id: 'u1', name: 'Sari Host', email: 'sari@gmail.com', phone: '+6281234567890' },
  group: { _id: 'item-1', name: 'Spotify Host 7', state: 'active' },
  product: { _id: 'p1', name: 'Spotify Premium Family' },
  value: 66_000,
  bank: 'BRI',
  account_number: '1234567890',
  payment_proof: '/api/files/aaaa.png',
  reimbursement_proof: null,
  status: 'Pending',
  note: null,
  order: { _id: 'o1', invoice: 'INV-HOST-1', status: 'Process' },
  updatedAt: '2026-11-23T05:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog(answer: Response) {
  const forms: FormData[] = [];
  stubFetch((url, init) => {
    if (url === '/api/admin/reimbursements/r1/complete') {
      forms.push(init?.body as FormData);
      return answer;
    }
    return jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });
  signInForTest();
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/admin/reimburse',
        element: <CompleteReimbursementDialog reimbursement={pending} onClose={onClose} />,
      },
    ],
    '/admin/reimburse',
  );
  const dialog = screen.getByRole('dialog', { name: 'Selesaikan Reimburse' });
  fireEvent.change(within(dialog).getByLabelText('Bukti Transfer Reimburse'), {
    target: { files: [new File(['png'], 'transfer.png', { type: 'image/png' })] },
  });
  return {
    dialog,
    forms,
    onClose,
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Tandai Selesai' })),
  };
}

describe('CompleteReimbursementDialog', () => {
  it('refuses a note longer than the server keeps, in its words under the focused note', async () => {
    const { dialog, forms, submit } = renderDialog(
      jsonResponse(409, { message: 'Reimburse ini sudah selesai', code: 'INVALID_STATE' }),
    );
    const note = within(dialog).getByLabelText('Catatan (opsional)');
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Tandai Selesai' })).toBeEnabled());
    submit();

    expect(await within(dialog).findByText('Catatan terlalu panjang')).toBeInTheDocument();
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('Catatan terlalu panjang');
    expect(forms).toEqual([]);
  });

  it('leaves a blank note out of the form it sends', async () => {
    const done = { ...pending, status: 'Done' as const, reimbursement_proof: '/api/files/bbbb.png' };
    const { dialog, forms, onClose, submit } = renderDialog(
      jsonResponse(200, { data: done, message: 'Reimburse berhasil diselesaikan' }),
    );
    fireEvent.change(within(dialog).getByLabelText('Catatan (opsional)'), { target: { value: '   ' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Tandai Selesai' })).toBeEnabled());
    submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(forms).toHaveLength(1);
    expect((forms[0]!.get('reimbursement_proof') as File).name).toBe('transfer.png');
    expect(forms[0]!.has('note')).toBe(false);
  });

  it("shows the server's message for the note under the note", async () => {
    const { dialog, submit } = renderDialog(
      jsonResponse(400, {
        message: 'Catatan tidak valid',
        code: 'VALIDATION_FAILED',
        errors: { note: 'Catatan tidak valid' },
      }),
    );
    fireEvent.change(within(dialog).getByLabelText('Catatan (opsional)'), { target: { value: 'BRI 23/11' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Tandai Selesai' })).toBeEnabled());
    submit();

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Catatan (opsional)')).toHaveAccessibleDescription(
        'Catatan tidak valid',
      ),
    );
  });
});
