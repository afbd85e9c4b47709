import {
  reimbursementFieldsSchema,
  type AccountGroup,
  type Reimbursement,
} from '@premium-shop/domain/dashboard-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../test-utils/render-routes';
import { amountDigits, groupThousands, ReimbursementRequestModal } from './reimbursement-request-modal';

const NETFLIX_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const SPOTIFY_ID = '1a2b3c4d-0000-4000-8000-000000000002';
const NETFLIX_GROUP = { _id: '5b1c0f5e-8a0e-4c1e-9a53-0d3f2b6c7a11', name: 'Netflix Grup 7' };
const SEAT_ID = '7d3e2b70-ac20-4e30-9c75-2f5b4d8e9c33';

function group(_id: string, name: string): AccountGroup {
  return { _id, name, icon: '', type: 'Host', link: '', brand: name, accounts: [] };
}

/** A request as POST /reimbursements/submit answers it. */
const submitted: Reimbursement = {
  _id: 'r1',
  createdAt: '2026-11-23T05:00:00.000Z',
  productItem: NETFLIX_GROUP,
  value: 186_000,
  payment_proof: '/api/files/payment-r1.png',
  reimbursement_proof: null,
  status: 'Pending',
  bank: 'BRI',
  account_number: '1234567890',
  note: null,
};

function stubServer(
  submit: () => Response | Promise<Response> = () =>
    jsonResponse(201, { data: submitted, message: 'Pengajuan reimburse berhasil dikirim' }),
) {
  return stubFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === '/api/accounts/my') {
      return jsonResponse(200, { data: [group(NETFLIX_ID, 'Netflix'), group(SPOTIFY_ID, 'Spotify')] });
    }
    // Only Netflix has a group the customer hosts and could claim.
    if (pathname === '/api/reimbursements/products') {
      return jsonResponse(200, { data: [{ _id: NETFLIX_ID, name: 'Netflix' }] });
    }
    if (pathname === `/api/product-items/product/${NETFLIX_ID}`)
      return jsonResponse(200, { data: [NETFLIX_GROUP] });
    if (pathname === '/api/reimbursements/submit' && init?.method === 'POST') return submit();
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderModal(props: Partial<Parameters<typeof ReimbursementRequestModal>[0]> = {}) {
  const onClose = vi.fn();
  const view = renderRoutes(
    [{ path: '/', element: <ReimbursementRequestModal isOpen onClose={onClose} {...props} /> }],
    '/',
  );
  return { onClose, ...view };
}

const submitButton = () => screen.getByRole('button', { name: 'Ajukan Reimburse' });
const proof = () => new File(['png-bytes'], 'transfer.png', { type: 'image/png' });

async function chooseNetflixGroup() {
  const product = screen.getByLabelText('Produk');
  await within(product).findByRole('option', { name: 'Netflix' });
  fireEvent.change(product, { target: { value: NETFLIX_ID } });
  const account = screen.getByLabelText('Akun');
  await within(account).findByRole('option', { name: 'Netflix Grup 7' });
  fireEvent.change(account, { target: { value: NETFLIX_GROUP._id } });
}

function fillMoneyFields() {
  fireEvent.change(screen.getByLabelText('Jumlah Reimburse'), { target: { value: '186000' } });
  fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'BRI' } });
  fireEvent.change(screen.getByLabelText('Nomor Rekening'), { target: { value: '0123456789' } });
}

function submitCalls(fetchMock: ReturnType<typeof stubServer>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/reimbursements/submit');
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-wide store: one test's toast must not show in the next.
  toast.dismiss();
});

describe('reimbursement request modal', () => {
  it('keeps "Pilih Akun" disabled until a product is chosen, then lists its groups', async () => {
    signInForTest();
    const fetchMock = stubServer();
    renderModal();

    expect(screen.getByRole('dialog', { name: 'Pengajuan Reimburse' })).toBeInTheDocument();
    const account = screen.getByLabelText('Akun');
    expect(account).toBeDisabled();
    expect(within(account).getByRole('option', { name: 'Pilih Akun' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Produk')).getByRole('option', { name: 'Pilih Produk' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Jumlah Reimburse')).toHaveAttribute('placeholder', '100.000');
    expect(screen.getByLabelText('Bank')).toHaveAttribute('placeholder', 'BRI');

    await chooseNetflixGroup();

    expect(account).toBeEnabled();
    expect(account).toHaveValue(NETFLIX_GROUP._id);
    expect(fetchMock).toHaveBeenCalledWith(`/api/product-items/product/${NETFLIX_ID}`, expect.anything());
  });

  it("offers only the products the server says are claimable, and doesn't read the seats list", async () => {
    signInForTest();
    const fetchMock = stubServer();
    renderModal();

    const product = screen.getByLabelText('Produk');
    await within(product).findByRole('option', { name: 'Netflix' });
    expect(within(product).queryByRole('option', { name: 'Spotify' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/reimbursements/products', expect.anything());
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/accounts/my')).toBe(false);
  });

  it('says so when there is nothing to claim', async () => {
    signInForTest();
    stubFetch((url) =>
      new URL(url, 'http://shop.test').pathname === '/api/reimbursements/products'
        ? jsonResponse(200, { data: [] })
        : jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' }),
    );
    renderModal();

    expect(await screen.findByText('Belum ada akun Host yang bisa diajukan reimburse.')).toBeInTheDocument();
    expect(screen.getByLabelText('Akun')).toBeDisabled();
    expect(submitButton()).toBeDisabled();
  });

  it('groups the amount in Rupiah while typing', () => {
    signInForTest();
    stubServer();
    renderModal();
    const amount = screen.getByLabelText('Jumlah Reimburse');

    fireEvent.change(amount, { target: { value: 'Rp 1250000' } });

    expect(amount).toHaveValue('1.250.000');
  });

  it('opens "Ajukan Reimburse" once product, account, amount and proof are set; bank and account number are not required', async () => {
    signInForTest();
    const fetchMock = stubServer();
    renderModal();

    expect(submitButton()).toBeDisabled();
    await chooseNetflixGroup();
    expect(submitButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Jumlah Reimburse'), { target: { value: '186000' } });
    expect(submitButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Bukti Pembayaran'), { target: { files: [proof()] } });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    // Without an amount the gate closes again.
    fireEvent.change(screen.getByLabelText('Jumlah Reimburse'), { target: { value: '' } });
    expect(submitButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Jumlah Reimburse'), { target: { value: '186000' } });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    fireEvent.click(submitButton());
    expect(await screen.findByText('Reimburse request submitted successfully!')).toBeInTheDocument();
    const form = submitCalls(fetchMock)[0]?.[1]?.body as FormData;
    expect(form.get('bank')).toBe('');
    expect(form.get('account_number')).toBe('');
    // The proof goes last, after the fields the server checks first.
    expect([...form.keys()]).toEqual(['productItem', 'value', 'bank', 'account_number', 'payment_proof']);
  });

  it('keeps the gate closed while a typed account number is malformed', async () => {
    signInForTest();
    stubServer();
    renderModal();
    await chooseNetflixGroup();
    fillMoneyFields();
    fireEvent.change(screen.getByLabelText('Bukti Pembayaran'), { target: { files: [proof()] } });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    fireEvent.change(screen.getByLabelText('Nomor Rekening'), { target: { value: '12' } });
    expect(submitButton()).toBeDisabled();
    fireEvent.blur(screen.getByLabelText('Nomor Rekening'));
    expect(screen.getByText('Nomor rekening tidak valid')).toBeInTheDocument();
  });

  it('sends the group, an integer amount, bank, account number and the proof, then closes', async () => {
    signInForTest();
    const fetchMock = stubServer();
    const { onClose } = renderModal();
    await chooseNetflixGroup();
    fillMoneyFields();
    fireEvent.change(screen.getByLabelText('Bukti Pembayaran'), { target: { files: [proof()] } });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    fireEvent.click(submitButton());

    expect(await screen.findByText('Reimburse request submitted successfully!')).toBeInTheDocument();
    const form = submitCalls(fetchMock)[0]?.[1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('productItem')).toBe(NETFLIX_GROUP._id);
    expect(form.has('account')).toBe(false);
    expect(form.get('value')).toBe('186000');
    expect(form.get('bank')).toBe('BRI');
    expect(form.get('account_number')).toBe('0123456789');
    expect((form.get('payment_proof') as File).name).toBe('transfer.png');
    expect(onClose).toHaveBeenCalled();
  });

  it('fixes product and account to the given seat and sends the seat', async () => {
    signInForTest();
    const fetchMock = stubServer();
    renderModal({
      account: {
        _id: SEAT_ID,
        productId: NETFLIX_ID,
        productItemId: NETFLIX_GROUP._id,
        group: 'Netflix Grup 7',
      },
    });

    await waitFor(() => expect(screen.getByLabelText('Produk')).toHaveValue('Netflix'));
    expect(screen.getByLabelText('Produk')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Akun')).toHaveValue('Netflix Grup 7');
    // SPEC §5 (order detail): the amount and the payment proof open the gate; the amount is numeric.
    expect(submitButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Jumlah Reimburse'), { target: { value: 'abc' } });
    expect(screen.getByLabelText('Jumlah Reimburse')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Jumlah Reimburse'), { target: { value: '186000' } });
    expect(submitButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Bukti Pembayaran'), { target: { files: [proof()] } });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());

    expect(await screen.findByText('Reimburse request submitted successfully!')).toBeInTheDocument();
    const form = submitCalls(fetchMock)[0]?.[1]?.body as FormData;
    expect(form.get('account')).toBe(SEAT_ID);
    expect(form.has('productItem')).toBe(false);
  });

  it("shows the proof's upload progress while the request is sent", async () => {
    signInForTest();
    let answer: (response: Response) => void = () => {};
    stubServer(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { onClose } = renderModal();
    await chooseNetflixGroup();
    fillMoneyFields();
    fireEvent.change(screen.getByLabelText('Bukti Pembayaran'), { target: { files: [proof()] } });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    fireEvent.click(submitButton());

    // Half the body is on its way until the server answers (test-utils/fake-xhr.ts).
    const bar = await screen.findByRole('progressbar', { name: 'Mengunggah… 50%' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByLabelText('Bukti Pembayaran')).toBeDisabled();
    answer(jsonResponse(201, { data: submitted, message: 'Pengajuan reimburse berhasil dikirim' }));
    expect(await screen.findByText('Reimburse request submitted successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps every field and the proof after a server error, and 'Coba lagi' sends them again", async () => {
    signInForTest();
    const answers = [
      () =>
        jsonResponse(503, {
          message: 'Layanan sedang tidak tersedia, silakan coba lagi sebentar lagi.',
          code: 'SERVICE_UNAVAILABLE',
        }),
      () => jsonResponse(201, { data: submitted, message: 'Pengajuan reimburse berhasil dikirim' }),
    ];
    const fetchMock = stubServer(() => answers.shift()!());
    const { onClose } = renderModal();
    await chooseNetflixGroup();
    fillMoneyFields();
    fireEvent.change(screen.getByLabelText('Bukti Pembayaran'), { target: { files: [proof()] } });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    fireEvent.click(submitButton());

    const dialog = screen.getByRole('dialog', { name: 'Pengajuan Reimburse' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Layanan sedang tidak tersedia, silakan coba lagi sebentar lagi.',
    );
    expect(screen.getByLabelText('Produk')).toHaveValue(NETFLIX_ID);
    expect(screen.getByLabelText('Akun')).toHaveValue(NETFLIX_GROUP._id);
    expect(screen.getByLabelText('Jumlah Reimburse')).toHaveValue('186.000');
    expect(screen.getByLabelText('Bank')).toHaveValue('BRI');
    expect(screen.getByLabelText('Nomor Rekening')).toHaveValue('0123456789');
    expect(screen.getByText('transfer.png')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));

    expect(await screen.findByText('Reimburse request submitted successfully!')).toBeInTheDocument();
    const sent = submitCalls(fetchMock).map(([, init]) =>
      [...(init?.body as FormData).entries()].map(([key, value]) => [
        key,
        value instanceof File ? value.name : value,
      ]),
    );
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[1]).toEqual([
      ['productItem', NETFLIX_GROUP._id],
      ['value', '186000'],
      ['bank', 'BRI'],
      ['account_number', '0123456789'],
      ['payment_proof', 'transfer.png'],
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message when the request is refused, else the default", async () => {
    signInForTest();
    let answer: () => Promise<Response> = () =>
      Promise.resolve(jsonResponse(409, { message: 'Reimburse sudah diajukan', code: 'CONFLICT' }));
    stubServer(() => answer());
    const { onClose } = renderModal();
    await chooseNetflixGroup();
    fillMoneyFields();
    fireEvent.change(screen.getByLabelText('Bukti Pembayaran'), { target: { files: [proof()] } });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    fireEvent.click(submitButton());
    expect(await screen.findByText('Reimburse sudah diajukan')).toBeInTheDocument();
    // A refusal is about the request: nothing to send again as it is.
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();

    // The server always says why; only a failed connection leaves the message to the modal.
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    expect(await screen.findByText('Failed to submit reimburse request')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('amount helpers', () => {
  it.each([
    ['', '', ''],
    ['100000', '100000', '100.000'],
    ['Rp 1.250.000', '1250000', '1.250.000'],
    ['007', '7', '7'],
    ['1234567890123', '123456789', '123.456.789'],
  ])('%j gives digits %j shown as %j', (typed, digits, shown) => {
    expect(amountDigits(typed)).toBe(digits);
    expect(groupThousands(amountDigits(typed))).toBe(shown);
  });

  it('refuses a short account number as the server does, with its message', async () => {
    const server = reimbursementFieldsSchema.safeParse({
      productItem: NETFLIX_GROUP._id,
      value: '186000',
      account_number: '1234',
    });
    expect(server.error?.issues.map((issue) => issue.message)).toEqual(['Nomor rekening tidak valid']);
    signInForTest();
    stubServer();
    renderModal();
    await chooseNetflixGroup();
    fillMoneyFields();
    fireEvent.change(screen.getByLabelText('Bukti Pembayaran'), { target: { files: [proof()] } });

    const accountNumber = screen.getByLabelText('Nomor Rekening');
    fireEvent.change(accountNumber, { target: { value: '1234' } });
    fireEvent.blur(accountNumber);

    expect(accountNumber).toHaveAccessibleDescription('Nomor rekening tidak valid');
    expect(accountNumber).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();
  });

  it("shows the server's field messages under their fields", async () => {
    signInForTest();
    stubServer(() =>
      jsonResponse(400, {
        message: 'Data yang dikirim tidak valid.',
        code: 'VALIDATION_FAILED',
        errors: { value: 'Jumlah tidak valid' },
      }),
    );
    renderModal();
    await chooseNetflixGroup();
    fillMoneyFields();
    fireEvent.change(screen.getByLabelText('Bukti Pembayaran'), { target: { files: [proof()] } });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    fireEvent.click(submitButton());

    await waitFor(() =>
      expect(screen.getByLabelText('Jumlah Reimburse')).toHaveAccessibleDescription('Jumlah tidak valid'),
    );
  });
});
