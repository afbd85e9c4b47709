import { complaintFieldsSchema } from '@premium-shop/domain/dashboard-schema';
import { ERROR_MESSAGES } from '@premium-shop/domain/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../test-utils/render-routes';
import { ComplaintFormModal } from './complaint-form-modal';

const NETFLIX_GROUP = { _id: '5b1c0f5e-8a0e-4c1e-9a53-0d3f2b6c7a11', name: 'Netflix Grup 7' };
const SPOTIFY_GROUP = { _id: '6c2d1a6f-9b1f-4d2f-8b64-1e4a3c7d8b22', name: 'Spotify Family 2' };

/** A complaint as POST /complaints answers it. */
const createdComplaint = {
  _id: 'c1',
  issue: 'akun bermasalah',
  productItem: NETFLIX_GROUP._id,
  noOrder: 'INV-20261123-AAA111',
  note: 'Tidak bisa masuk',
  file: '/api/files/complaint-c1.png',
  status: 'open',
  createdAt: '2026-11-23T05:00:00.000Z',
};

function stubServer(
  complaint: () => Response | Promise<Response> = () =>
    jsonResponse(201, { data: createdComplaint, message: 'Pengaduan berhasil dikirim!' }),
) {
  return stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/product-items') {
      const search = (searchParams.get('search') ?? '').toLowerCase();
      const matches = [NETFLIX_GROUP, SPOTIFY_GROUP].filter((item) =>
        item.name.toLowerCase().includes(search),
      );
      return jsonResponse(200, { data: { data: matches } });
    }
    if (pathname === '/api/complaints' && init?.method === 'POST') return complaint();
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function Harness() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Laporkan Kendala
      </button>
      <ComplaintFormModal isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}

function renderModal() {
  return renderRoutes([{ path: '/dashboard', element: <Harness /> }], '/dashboard');
}

const dialog = () => screen.getByRole('dialog', { name: 'Form Pengaduan' });
const submitButton = () => within(dialog()).getByRole('button', { name: 'Kirim Pengaduan' });

async function fillFields() {
  fireEvent.change(screen.getByLabelText('Jenis Kendala'), { target: { value: 'akun bermasalah' } });
  const picker = screen.getByRole('combobox', { name: 'Akun' });
  fireEvent.focus(picker);
  fireEvent.change(picker, { target: { value: 'netf' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Netflix Grup 7' }));
  expect(picker).toHaveValue('Netflix Grup 7');
  fireEvent.change(screen.getByLabelText('Nomor Pesanan'), { target: { value: 'INV-20261123-ABC123' } });
  fireEvent.change(screen.getByLabelText('Pesan'), { target: { value: 'Tidak bisa login sejak kemarin' } });
}

function chooseImage(file: File) {
  fireEvent.change(screen.getByLabelText('Gambar Kendala'), { target: { files: [file] } });
}

const screenshot = () => new File(['png-bytes'], 'kendala.png', { type: 'image/png' });

function complaintCalls(fetchMock: ReturnType<typeof stubServer>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/complaints');
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The toaster's list outlives a test: without this a later test could find an earlier toast.
  toast.dismiss();
});

describe('complaint form modal', () => {
  it('shows the guidance and the issues with readable labels', () => {
    signInForTest();
    stubServer();
    renderModal();

    expect(dialog()).toHaveTextContent('1x24 jam');
    expect(dialog()).toHaveTextContent('WhatsApp');
    const options = within(screen.getByLabelText('Jenis Kendala')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Pilih jenis kendala'],
      ['akun bermasalah', 'Akun Bermasalah'],
      ['akun belum di proses', 'Akun Belum di Proses'],
      ['masalah pembayaran', 'Masalah Pembayaran'],
      ['other', 'Lainnya'],
    ]);
    expect(dialog()).toHaveTextContent('10MB');
  });

  it('sends nothing without an image', async () => {
    signInForTest();
    const fetchMock = stubServer();
    renderModal();
    await fillFields();

    fireEvent.click(submitButton());

    // Said in a toast and under the picture, whose input takes the focus.
    const message = await screen.findByText('Harap unggah gambar kendala!', { selector: 'p' });
    expect(message).toHaveAttribute('role', 'alert');
    expect(
      await screen.findByText('Harap unggah gambar kendala!', { selector: '[data-title]' }),
    ).toBeVisible();
    const picture = screen.getByLabelText('Gambar Kendala');
    expect(picture).toHaveAccessibleDescription(/Harap unggah gambar kendala!/);
    await vi.waitFor(() => expect(picture).toHaveFocus());
    expect(complaintCalls(fetchMock)).toHaveLength(0);
  });

  it('shows the field messages of an empty form', async () => {
    signInForTest();
    const fetchMock = stubServer();
    renderModal();
    chooseImage(screenshot());

    fireEvent.click(submitButton());

    expect(await screen.findByText('Pilih jenis kendala', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Nomor pesanan wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Pesan wajib diisi')).toBeInTheDocument();
    expect(screen.getByLabelText('Pesan')).toHaveAttribute('aria-invalid', 'true');
    expect(complaintCalls(fetchMock)).toHaveLength(0);
  });

  it('focuses the first invalid field, which its announced message describes', async () => {
    signInForTest();
    stubServer();
    renderModal();
    chooseImage(screenshot());

    fireEvent.click(submitButton());

    const issue = screen.getByLabelText('Jenis Kendala');
    await waitFor(() => expect(issue).toHaveFocus());
    expect(issue).toHaveAttribute('aria-invalid', 'true');
    expect(issue).toHaveAccessibleDescription('Pilih jenis kendala');
    const message = screen.getByText('Pilih jenis kendala', { selector: 'p' });
    expect(message).toHaveAttribute('role', 'alert');
  });

  it("points the account picker's aria-controls at its list only while the list is in the page", async () => {
    signInForTest();
    stubServer();
    renderModal();
    const picker = screen.getByRole('combobox', { name: 'Akun' });
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).not.toHaveAttribute('aria-controls');

    fireEvent.focus(picker);
    const listbox = await screen.findByRole('listbox', { name: 'Daftar akun' });
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(picker).toHaveAttribute('aria-controls', listbox.id);
    expect(document.getElementById(listbox.id)).toBe(listbox);

    fireEvent.keyDown(picker, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker).not.toHaveAttribute('aria-controls');
  });

  it('refuses a file that is not an image or larger than 10 MB', async () => {
    signInForTest();
    stubServer();
    renderModal();

    chooseImage(new File(['%PDF'], 'bukti.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File harus berupa gambar (PNG, JPG).')).toBeInTheDocument();

    const huge = new File(['x'], 'besar.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseImage(huge);
    expect(await screen.findByText('Ukuran gambar maksimal 10MB.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus gambar' })).not.toBeInTheDocument();
  });

  it('previews the image and removes it', async () => {
    signInForTest();
    stubServer();
    renderModal();

    chooseImage(screenshot());
    expect(await screen.findByRole('img', { name: 'Pratinjau kendala.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hapus gambar' }));

    expect(screen.queryByRole('img', { name: 'Pratinjau kendala.png' })).not.toBeInTheDocument();
  });

  it('sends the fields and the image as multipart, then thanks, closes and starts empty again', async () => {
    signInForTest();
    const fetchMock = stubServer();
    renderModal();
    await fillFields();
    const image = screenshot();
    chooseImage(image);

    fireEvent.click(submitButton());

    expect(await screen.findByText('Pengaduan berhasil dikirim!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/product-items?search=netf', expect.anything());
    const [call] = complaintCalls(fetchMock);
    const body = call?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('issue')).toBe('akun bermasalah');
    expect(form.get('productItem')).toBe(NETFLIX_GROUP._id);
    expect(form.get('noOrder')).toBe('INV-20261123-ABC123');
    expect(form.get('note')).toBe('Tidak bisa login sejak kemarin');
    expect((form.get('file') as File).name).toBe('kendala.png');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer access-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Laporkan Kendala' }));
    expect(screen.getByLabelText('Nomor Pesanan')).toHaveValue('');
    expect(screen.getByLabelText('Jenis Kendala')).toHaveValue('');
  });

  it('sends a complaint without an account (a customer with no seat yet), the image last', async () => {
    signInForTest();
    const fetchMock = stubServer();
    renderModal();
    fireEvent.change(screen.getByLabelText('Jenis Kendala'), { target: { value: 'masalah pembayaran' } });
    fireEvent.change(screen.getByLabelText('Nomor Pesanan'), { target: { value: 'INV-20261123-XYZ789' } });
    fireEvent.change(screen.getByLabelText('Pesan'), { target: { value: 'Saldo terpotong tapi gagal' } });
    chooseImage(screenshot());

    fireEvent.click(submitButton());

    expect(await screen.findByText('Pengaduan berhasil dikirim!')).toBeInTheDocument();
    const [call] = complaintCalls(fetchMock);
    const form = call?.[1]?.body as FormData;
    expect(form.has('productItem')).toBe(false);
    expect(form.get('issue')).toBe('masalah pembayaran');
    // The fields go before the image, so the server can refuse them before it writes the file.
    expect([...form.keys()]).toEqual(['issue', 'noOrder', 'note', 'file']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the form open when sending fails, with 'Coba lagi'", async () => {
    signInForTest();
    stubServer(() => jsonResponse(500, { message: 'Rusak', code: 'INTERNAL' }));
    renderModal();
    await fillFields();
    chooseImage(screenshot());

    fireEvent.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mengirim pengaduan!');
    expect(screen.getAllByText('Gagal mengirim pengaduan!')).toHaveLength(1);
    expect(within(dialog()).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor Pesanan')).toHaveValue('INV-20261123-ABC123');
  });

  it("shows the picture's upload progress while the complaint is sent", async () => {
    signInForTest();
    let answer: (response: Response) => void = () => {};
    stubServer(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderModal();
    await fillFields();
    chooseImage(screenshot());

    fireEvent.click(submitButton());

    // Half the body is on its way until the server answers (test-utils/fake-xhr.ts).
    const bar = await within(dialog()).findByRole('progressbar', { name: 'Mengunggah… 50%' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.queryByRole('button', { name: 'Hapus gambar' })).not.toBeInTheDocument();
    answer(jsonResponse(201, { data: createdComplaint, message: 'Pengaduan berhasil dikirim!' }));
    expect(await screen.findByText('Pengaduan berhasil dikirim!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps every field and the picture after a lost connection, and 'Coba lagi' sends them again", async () => {
    signInForTest();
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse(201, { data: createdComplaint, message: 'Pengaduan berhasil dikirim!' }),
    ];
    const fetchMock = stubServer(() => answers.shift()!());
    renderModal();
    await fillFields();
    chooseImage(screenshot());

    fireEvent.click(submitButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Gagal mengirim pengaduan!');
    expect(screen.getByLabelText('Jenis Kendala')).toHaveValue('akun bermasalah');
    expect(screen.getByRole('combobox', { name: 'Akun' })).toHaveValue('Netflix Grup 7');
    expect(screen.getByLabelText('Nomor Pesanan')).toHaveValue('INV-20261123-ABC123');
    expect(screen.getByLabelText('Pesan')).toHaveValue('Tidak bisa login sejak kemarin');
    expect(screen.getByText('kendala.png')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Coba lagi' }));

    expect(await screen.findByText('Pengaduan berhasil dikirim!')).toBeInTheDocument();
    const sent = complaintCalls(fetchMock).map(([, init]) =>
      [...(init?.body as FormData).entries()].map(([key, value]) => [
        key,
        value instanceof File ? value.name : value,
      ]),
    );
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[1]).toEqual([
      ['issue', 'akun bermasalah'],
      ['productItem', NETFLIX_GROUP._id],
      ['noOrder', 'INV-20261123-ABC123'],
      ['note', 'Tidak bisa login sejak kemarin'],
      ['file', 'kendala.png'],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['Nomor Pesanan', 'noOrder', '   ', 'Nomor pesanan wajib diisi'],
    ['Pesan', 'note', ' \n ', 'Pesan wajib diisi'],
  ])('refuses a blank %s as the server does, with its message', async (label, field, value, message) => {
    const server = complaintFieldsSchema.safeParse({
      issue: 'akun bermasalah',
      noOrder: 'INV-20261123-ABC123',
      note: 'Tidak bisa login',
      [field]: value,
    });
    expect(server.error?.issues.map((issue) => issue.message)).toEqual([message]);
    signInForTest();
    const fetchMock = stubServer();
    renderModal();
    await fillFields();
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    chooseImage(screenshot());

    fireEvent.click(submitButton());

    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(complaintCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's field messages under their fields", async () => {
    signInForTest();
    stubServer(() =>
      jsonResponse(400, {
        message: 'Data yang dikirim tidak valid.',
        code: 'VALIDATION_FAILED',
        errors: { noOrder: 'Nomor pesanan wajib diisi' },
      }),
    );
    renderModal();
    await fillFields();
    chooseImage(screenshot());

    fireEvent.click(submitButton());

    await waitFor(() =>
      expect(screen.getByLabelText('Nomor Pesanan')).toHaveAccessibleDescription('Nomor pesanan wajib diisi'),
    );
    // The refused field takes the focus, inside the dialog.
    await waitFor(() => expect(screen.getByLabelText('Nomor Pesanan')).toHaveFocus());
    expect(dialog()).toBeInTheDocument();
    // A refusal is about the form: nothing to send again as it is.
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the picture under it (a decompression bomb)", async () => {
    signInForTest();
    const message = ERROR_MESSAGES.IMAGE_DIMENSIONS_TOO_LARGE;
    stubServer(() =>
      jsonResponse(413, { message, code: 'IMAGE_DIMENSIONS_TOO_LARGE', errors: { file: message } }),
    );
    renderModal();
    await fillFields();
    chooseImage(screenshot());

    fireEvent.click(submitButton());

    const picture = screen.getByLabelText('Gambar Kendala');
    await waitFor(() => expect(picture).toHaveAttribute('aria-invalid', 'true'));
    expect(picture).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(picture).toHaveFocus());
    // The picture stays chosen, to be replaced; a refusal offers nothing to send again as it is.
    expect(screen.getByText('kendala.png')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it('focuses the account picker when the server refuses the chosen account', async () => {
    signInForTest();
    stubServer(() =>
      jsonResponse(400, {
        message: 'Data yang dikirim tidak valid.',
        code: 'VALIDATION_FAILED',
        errors: { productItem: 'Akun tidak ditemukan' },
      }),
    );
    renderModal();
    await fillFields();
    chooseImage(screenshot());

    fireEvent.click(submitButton());

    const picker = screen.getByRole('combobox', { name: 'Akun' });
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveAccessibleDescription('Akun tidak ditemukan');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });
});
