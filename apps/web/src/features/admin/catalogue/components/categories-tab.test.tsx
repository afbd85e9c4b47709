import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../../test-utils/render-routes';
import { CategoriesTab } from './categories-tab';

const CATEGORY_ID = '11111111-1111-4111-8111-111111111111';
const streaming = {
  _id: CATEGORY_ID,
  name: 'Streaming',
  image: 'uploads/c.png',
  bg: '#E50914',
  icon: 'uploads/c.svg',
  productCount: 1,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The category list, and each save answered by `answer` (the saved category by default). */
function stubCategories(answer?: Response) {
  const saves: Array<{ method: string; url: string; body: unknown }> = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/admin/categories') return jsonResponse(200, { data: [streaming] });
    if (url.startsWith('/api/admin/categories')) {
      const body = sentBody(init) as Record<string, string>;
      saves.push({ method, url, body });
      return (
        answer ??
        jsonResponse(method === 'POST' ? 201 : 200, {
          data: { ...streaming, ...body, _id: CATEGORY_ID, productCount: 0 },
          message: 'Kategori berhasil disimpan',
        })
      );
    }
    return jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });
  return saves;
}

async function openForm(name: RegExp | string = '+ Tambah Kategori') {
  signInForTest();
  renderRoutes([{ path: '/admin/katalog', element: <CategoriesTab /> }], '/admin/katalog');
  await screen.findByText('Streaming');
  fireEvent.click(screen.getByRole('button', { name }));
  const dialog = screen.getByRole('dialog');
  return { dialog, save: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' })) };
}

describe('category form', () => {
  it("refuses an empty category in the server's words, each under its field, and focuses the first", async () => {
    const saves = stubCategories();
    const { dialog, save } = await openForm();
    save();

    const name = within(dialog).getByLabelText('Nama kategori');
    expect(await within(dialog).findByText('Nama kategori wajib diisi')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nama kategori wajib diisi');
    expect(within(dialog).getByLabelText('Gambar kategori')).toHaveAccessibleDescription(
      'Gambar kategori wajib diisi',
    );
    expect(within(dialog).getByLabelText('Ikon kategori')).toHaveAccessibleDescription(
      'Ikon kategori wajib diisi',
    );
    expect(within(dialog).getByLabelText('Warna latar (hex)')).toHaveAttribute('aria-invalid', 'false');
    expect(saves).toEqual([]);
  });

  it('refuses a colour that is not hex and an image address that is not a path or http(s)', async () => {
    const saves = stubCategories();
    const { dialog, save } = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Nama kategori'), { target: { value: 'Musik' } });
    fireEvent.change(within(dialog).getByLabelText('Warna latar (hex)'), { target: { value: 'merah' } });
    fireEvent.change(within(dialog).getByLabelText('Gambar kategori'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.change(within(dialog).getByLabelText('Ikon kategori'), { target: { value: 'uploads/m.svg' } });
    save();

    const bg = within(dialog).getByLabelText('Warna latar (hex)');
    expect(await within(dialog).findByText('Warna latar harus kode hex, mis. #E50914')).toBeInTheDocument();
    expect(bg).toHaveFocus();
    expect(within(dialog).getByLabelText('Gambar kategori')).toHaveAccessibleDescription(
      'Alamat gambar tidak valid',
    );
    expect(saves).toEqual([]);
  });

  it('sends the trimmed category and closes; the colour picker fills the hex field', async () => {
    const saves = stubCategories();
    const { dialog, save } = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Nama kategori'), { target: { value: '  Musik ' } });
    fireEvent.change(within(dialog).getByLabelText('Pilih warna latar'), { target: { value: '#1db954' } });
    expect(within(dialog).getByLabelText('Warna latar (hex)')).toHaveValue('#1DB954');
    fireEvent.change(within(dialog).getByLabelText('Gambar kategori'), {
      target: { value: 'uploads/m.png' },
    });
    fireEvent.change(within(dialog).getByLabelText('Ikon kategori'), { target: { value: 'uploads/m.svg' } });
    save();

    expect(await screen.findByText('Kategori berhasil disimpan')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        method: 'POST',
        url: '/api/admin/categories',
        body: { name: 'Musik', image: 'uploads/m.png', bg: '#1DB954', icon: 'uploads/m.svg' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the server's refusal of a taken name under the name", async () => {
    stubCategories(
      jsonResponse(409, {
        message: 'Nama kategori sudah dipakai',
        code: 'CONFLICT',
        errors: { name: 'Nama kategori sudah dipakai' },
      }),
    );
    const { dialog, save } = await openForm('Ubah Streaming');
    expect(within(dialog).getByLabelText('Nama kategori')).toHaveValue('Streaming');
    save();

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Nama kategori')).toHaveAccessibleDescription(
        'Nama kategori sudah dipakai',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
