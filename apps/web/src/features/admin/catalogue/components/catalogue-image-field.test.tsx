import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../../test-utils/render-routes';
import { CatalogueImageField } from './catalogue-image-field';

const UPLOAD_URL = '/api/admin/uploads/catalogue-image';
const uploaded = () =>
  jsonResponse(201, { data: { path: 'uploads/catalogue/baru.png' }, message: 'Gambar berhasil diunggah' });

function Harness() {
  const [value, setValue] = useState('');
  return <CatalogueImageField id="image" label="Gambar produk" value={value} onChange={setValue} />;
}

function renderField() {
  signInForTest();
  return renderRoutes([{ path: '/admin/katalog', element: <Harness /> }], '/admin/katalog');
}

function chooseImage() {
  fireEvent.change(screen.getByLabelText('Unggah Gambar produk'), {
    target: { files: [new File(['png-bytes'], 'baru.png', { type: 'image/png' })] },
  });
}

function uploads(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([url]) => url === UPLOAD_URL);
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-wide store: one test's toast must not show in the next.
  toast.dismiss();
});

describe('catalogue image field', () => {
  it('shows the upload progress, then puts the path the server answers in the field', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderField();

    chooseImage();

    const bar = await screen.findByRole('progressbar', { name: 'Mengunggah… 50%' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByLabelText('Unggah Gambar produk')).toBeDisabled();
    answer(uploaded());
    await waitFor(() =>
      expect(screen.getByLabelText('Gambar produk')).toHaveValue('uploads/catalogue/baru.png'),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText('Gambar produk berhasil diunggah')).toBeInTheDocument();
  });

  it("sends the same file again with 'Coba lagi' after a lost connection", async () => {
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => uploaded()];
    const fetchMock = stubFetch(() => answers.shift()!());
    renderField();

    chooseImage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mengunggah gambar');
    expect(screen.getByLabelText('Gambar produk')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Gambar produk')).toHaveValue('uploads/catalogue/baru.png'),
    );
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    const [first, second] = uploads(fetchMock).map(
      ([, init]) => (init?.body as FormData).get('file') as File,
    );
    expect(second?.name).toBe('baru.png');
    expect(second).toBe(first);
  });

  it("says why a refused image was refused, without 'Coba lagi'", async () => {
    stubFetch(() =>
      jsonResponse(415, { message: 'Format gambar tidak didukung.', code: 'UNSUPPORTED_MEDIA_TYPE' }),
    );
    renderField();

    chooseImage();

    expect(await screen.findByText('Format gambar tidak didukung.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });
});
