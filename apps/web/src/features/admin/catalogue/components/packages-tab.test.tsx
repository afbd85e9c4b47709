import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../../test-utils/render-routes';
import { PackagesTab } from './packages-tab';

const SHARING_ID = '22222222-2222-4222-8222-222222222222';
const sharing = { _id: SHARING_ID, name: 'Sharing', description: '', variantCount: 1 };

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubPackages() {
  const saves: Array<{ method: string; url: string; body: unknown }> = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/admin/packages') return jsonResponse(200, { data: [sharing] });
    if (url.startsWith('/api/admin/packages')) {
      const body = sentBody(init) as { name: string; description: string };
      saves.push({ method, url, body });
      return jsonResponse(method === 'POST' ? 201 : 200, {
        data: { ...sharing, ...body, variantCount: 0 },
        message: 'Paket berhasil disimpan',
      });
    }
    return jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });
  return saves;
}

async function openForm(name = '+ Tambah Paket') {
  signInForTest();
  renderRoutes([{ path: '/admin/katalog', element: <PackagesTab /> }], '/admin/katalog');
  await screen.findByText('Sharing');
  fireEvent.click(screen.getByRole('button', { name }));
  const dialog = screen.getByRole('dialog');
  return { dialog, save: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' })) };
}

describe('package form', () => {
  it("refuses a blank name in the server's words under the focused field", async () => {
    const saves = stubPackages();
    const { dialog, save } = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Nama paket'), { target: { value: '   ' } });
    save();

    const name = within(dialog).getByLabelText('Nama paket');
    expect(await within(dialog).findByText('Nama paket wajib diisi')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nama paket wajib diisi');
    expect(saves).toEqual([]);
  });

  it('refuses a description over the limit with its length in the message', async () => {
    const saves = stubPackages();
    const { dialog, save } = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Nama paket'), { target: { value: 'Keluarga' } });
    fireEvent.change(within(dialog).getByLabelText('Deskripsi'), { target: { value: 'x'.repeat(1001) } });
    save();

    const description = within(dialog).getByLabelText('Deskripsi');
    expect(await within(dialog).findByText('Deskripsi maksimal 1000 karakter')).toBeInTheDocument();
    expect(description).toHaveFocus();
    expect(description).toHaveAccessibleDescription('Deskripsi maksimal 1000 karakter');
    expect(saves).toEqual([]);
  });

  it('saves a changed package trimmed and closes', async () => {
    const saves = stubPackages();
    const { dialog, save } = await openForm('Ubah Sharing');
    fireEvent.change(within(dialog).getByLabelText('Deskripsi'), {
      target: { value: ' Satu akun, lima orang ' },
    });
    save();

    expect(await screen.findByText('Paket berhasil disimpan')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        method: 'PUT',
        url: `/api/admin/packages/${SHARING_ID}`,
        body: { name: 'Sharing', description: 'Satu akun, lima orang' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
