import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../test-utils/render-routes';
import { ContentPanel } from './content-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const documents: Record<string, unknown> = {
  announcement: { text: 'Lama' },
  faq: [{ question: 'Apakah aman?', answer: 'Aman.' }],
  showcase: [{ name: 'QRIS', image: 'images/qris.png' }],
  'flash-cards': { content: [{ title: 'Hemat', description: 'Hingga 80%.' }] },
};

function renderPanel(write: (url: string) => Response = () => jsonResponse(500, {})) {
  const fetchMock = stubFetch((url, init) => {
    if ((init?.method ?? 'GET') !== 'GET') return write(url);
    const key = url.slice('/api/admin/site-content/'.length);
    return jsonResponse(200, { data: documents[key] ?? [] });
  });
  signInForTest();
  renderRoutes([{ path: '/admin/katalog', element: <ContentPanel /> }], '/admin/katalog');
  const writes = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
  return { writes };
}

describe('content editors: validation', () => {
  it('refuses an announcement longer than the server keeps, focusing it', async () => {
    const { writes } = renderPanel();
    const text = await screen.findByLabelText(/Teks berjalan/);
    fireEvent.change(text, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Pengumuman' }));

    expect(
      await screen.findByText('Pengumuman belum lengkap, periksa isian yang ditandai.'),
    ).toBeInTheDocument();
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('Teks terlalu panjang');
    expect(writes()).toHaveLength(0);
  });

  it("marks each empty field of a new FAQ entry with the server's message and focuses the first", async () => {
    const { writes } = renderPanel();
    const faq = within(await screen.findByRole('region', { name: 'FAQ' }));
    await faq.findByLabelText('Pertanyaan (Pertanyaan 1)');
    fireEvent.click(faq.getByRole('button', { name: 'Tambah Pertanyaan' }));
    fireEvent.click(faq.getByRole('button', { name: 'Simpan FAQ' }));

    const question = faq.getByLabelText('Pertanyaan (Pertanyaan 2)');
    await waitFor(() => expect(question).toHaveAccessibleDescription('Wajib diisi'));
    expect(question).toHaveFocus();
    expect(faq.getByLabelText('Jawaban (Pertanyaan 2)')).toHaveAccessibleDescription('Wajib diisi');
    expect(faq.getByLabelText('Pertanyaan (Pertanyaan 1)')).toHaveAttribute('aria-invalid', 'false');
    expect(writes()).toHaveLength(0);
  });

  it('refuses an image path that is no path', async () => {
    renderPanel();
    const showcase = within(await screen.findByRole('region', { name: 'Showcase Pembayaran' }));
    const image = await showcase.findByLabelText('Path gambar (Logo 1)');
    fireEvent.change(image, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(showcase.getByRole('button', { name: 'Simpan Showcase' }));

    await waitFor(() => expect(image).toHaveAccessibleDescription('Path gambar tidak valid'));
    expect(image).toHaveFocus();
  });

  it("puts the server's message for a flash card under its field", async () => {
    const message = 'Teks terlalu panjang';
    renderPanel(() =>
      jsonResponse(400, { message, code: 'VALIDATION_FAILED', errors: { 'content.0.description': message } }),
    );
    const cards = within(await screen.findByRole('region', { name: 'Flash Card' }));
    await cards.findByLabelText('Judul (Kartu 1)');
    fireEvent.click(cards.getByRole('button', { name: 'Simpan Flash Card' }));

    const description = cards.getByLabelText('Deskripsi (Kartu 1)');
    await waitFor(() => expect(description).toHaveAccessibleDescription(message));
    expect(description).toHaveFocus();
  });
});
