import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../test-utils/render-routes';
import { BannerPanel } from './banner-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const banner = {
  _id: 'b1',
  image: 'uploads/banners/0.png',
  link: '/a',
  sort: 1,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function renderPanel(write: (url: string) => Response) {
  const fetchMock = stubFetch((url, init) =>
    (init?.method ?? 'GET') === 'GET' ? jsonResponse(200, { data: [banner] }) : write(url),
  );
  signInForTest();
  renderRoutes([{ path: '/admin/katalog', element: <BannerPanel /> }], '/admin/katalog');
  const writes = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
  return { writes };
}

describe('banner upload: validation', () => {
  it('names a missing image and a bad link, focusing the image first, then the link', async () => {
    const { writes } = renderPanel(() => jsonResponse(500, {}));
    await screen.findByText('/a');
    fireEvent.change(screen.getByLabelText(/^Link/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unggah Banner' }));

    const image = screen.getByLabelText('Gambar Banner');
    await waitFor(() => expect(image).toHaveFocus());
    expect(image).toHaveAttribute('aria-invalid', 'true');
    expect(image).toHaveAccessibleDescription(expect.stringContaining('Pilih gambar banner'));
    const link = screen.getByLabelText(/^Link/);
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription('Link harus diawali / atau https://');

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'promo.png', { type: 'image/png' });
    fireEvent.change(image, { target: { files: [file] } });
    await waitFor(() => expect(screen.queryByText('Pilih gambar banner')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Unggah Banner' }));
    await waitFor(() => expect(link).toHaveFocus());
    expect(writes()).toHaveLength(0);
  });

  it("puts the server's link message under the link field", async () => {
    const message = 'Link harus diawali / atau https://';
    renderPanel(() => jsonResponse(400, { message, code: 'VALIDATION_FAILED', errors: { link: message } }));
    await screen.findByText('/a');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'promo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Gambar Banner'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Unggah Banner' }));

    const link = screen.getByLabelText(/^Link/);
    await waitFor(() => expect(link).toHaveAccessibleDescription(message));
    expect(link).toHaveFocus();
  });
});

describe('banner link: validation', () => {
  it('refuses a link the server would refuse, focuses it and keeps the editor open', async () => {
    const { writes } = renderPanel(() => jsonResponse(500, {}));
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah link banner 1' }));
    const link = screen.getByLabelText('Link banner 1');
    fireEvent.change(link, { target: { value: 'http://contoh.id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Link' }));

    await waitFor(() => expect(link).toHaveFocus());
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription('Link harus diawali / atau https://');
    expect(writes()).toHaveLength(0);
  });
});
