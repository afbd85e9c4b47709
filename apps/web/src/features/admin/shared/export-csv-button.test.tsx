import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../test-utils/render-routes';
import { AdminComplaintsPage } from '../complaints/complaints-page';
import { AdminOrdersPage } from '../orders/orders-page';
import { AdminReimbursementsPage } from '../reimbursements/reimbursements-page';
import { AdminUsersPage } from '../users/users-page';
import { EXPORT_CSV_MESSAGES } from './export-csv-button';

const EMPTY_PAGE = { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };
const CSV = '\uFEFFInvoice,Total (Rp)\r\nINV-1,27000\r\n';

function csvResponse(fileName: string, isTruncated = false): Response {
  return new Response(CSV, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Export-Truncated': String(isTruncated),
    },
  });
}

/** What the browser was handed to save: the object URL's blob and the link's file name. */
const saved: { fileName: string; blob: Blob }[] = [];

/**
 * A saved file's bytes. On Node.js 24 the test environment's Response hands out jsdom's Blob,
 * which has no arrayBuffer(); jsdom's FileReader reads it as a browser would.
 */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  if ('arrayBuffer' in blob) return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('the saved file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}
let revokeObjectURL: Mock<typeof URL.revokeObjectURL>;

beforeEach(() => {
  saved.length = 0;
  revokeObjectURL = vi.fn();
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:shop/${blobs.size + 1}`;
        blobs.set(url, blob);
        return url;
      }),
      revokeObjectURL,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface ListCase {
  name: string;
  page: ReactElement;
  url: string;
  list: string;
  exportPath: string;
  /** Sets the list's filters on screen when the address does not carry them. */
  filter?: () => Promise<void>;
  exportQuery: string;
}

const CASES: ListCase[] = [
  {
    name: 'orders',
    page: <AdminOrdersPage />,
    url: '/admin/pesanan?status=Process&search=budi&latePayment=true&page=3',
    list: '/api/admin/orders',
    exportPath: '/api/admin/orders/export.csv',
    exportQuery: 'status=Process&search=budi&latePayment=true',
  },
  {
    name: 'users',
    page: <AdminUsersPage />,
    url: '/admin/pengguna',
    list: '/api/admin/users',
    exportPath: '/api/admin/users/export.csv',
    filter: async () => {
      fireEvent.change(await screen.findByLabelText('Peran'), { target: { value: 'admin' } });
      fireEvent.change(screen.getByLabelText('Cari nama, email atau nomor HP'), {
        target: { value: 'siti' },
      });
      // The search follows the box once typing pauses.
      await vi.waitFor(() => expect(listCalls().some((url) => url.includes('search=siti'))).toBe(true));
    },
    exportQuery: 'search=siti&role=admin',
  },
  {
    name: 'complaints',
    page: <AdminComplaintsPage />,
    url: '/admin/pengaduan?status=answered',
    list: '/api/admin/complaints',
    exportPath: '/api/admin/complaints/export.csv',
    exportQuery: 'status=answered',
  },
  {
    name: 'reimbursements',
    page: <AdminReimbursementsPage />,
    url: '/admin/reimburse?status=Rejected',
    list: '/api/admin/reimbursements',
    exportPath: '/api/admin/reimbursements/export.csv',
    exportQuery: 'status=Rejected',
  },
];

let fetchMock: ReturnType<typeof stubFetch>;
const calledUrls = () => fetchMock.mock.calls.map(([url]) => url);
const listCalls = () => calledUrls().filter((url) => !url.includes('/export.csv'));

function stubList(testCase: ListCase, answerExport: () => Response) {
  fetchMock = stubFetch((url) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === testCase.exportPath) return answerExport();
    if (pathname === testCase.list) return jsonResponse(200, EMPTY_PAGE);
    return jsonResponse(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' });
  });
}

describe("'Ekspor CSV' on the console's lists", () => {
  it.each(CASES)('$name: saves the file of every page with the current filters', async (testCase) => {
    signInForTest();
    stubList(testCase, () => csvResponse(`${testCase.name}-20261126-1742.csv`));
    renderRoutes([{ path: testCase.url.split('?')[0], element: testCase.page }], testCase.url);

    await testCase.filter?.();
    const button = await screen.findByRole('button', { name: 'Ekspor CSV' });
    expect(button).toHaveAccessibleDescription(EXPORT_CSV_MESSAGES.hint);
    expect(EXPORT_CSV_MESSAGES.hint).toContain('paling banyak 10.000 baris');
    fireEvent.click(button);

    // Toasts of the cases before may still be leaving: at least this one's is there.
    expect((await screen.findAllByText(EXPORT_CSV_MESSAGES.saved)).length).toBeGreaterThan(0);
    const [url, init] = fetchMock.mock.calls.findLast(([input]) => input.includes('/export.csv'))!;
    expect(url).toBe(`${testCase.exportPath}?${testCase.exportQuery}`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe(`${testCase.name}-20261126-1742.csv`);
    // The bytes as the server sent them, byte order mark included (Blob.text() would drop it).
    const bytes = await bytesOf(saved[0]!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:shop/1'));
  });

  it('says so when the file was cut at the limit', async () => {
    signInForTest();
    stubList(CASES[2]!, () => csvResponse('pengaduan.csv', true));
    renderRoutes([{ path: '/admin/pengaduan', element: <AdminComplaintsPage /> }], '/admin/pengaduan');
    fireEvent.click(await screen.findByRole('button', { name: 'Ekspor CSV' }));
    expect(await screen.findByText(EXPORT_CSV_MESSAGES.truncated)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it("shows the server's message and saves nothing when the export is refused", async () => {
    signInForTest();
    stubList(CASES[3]!, () =>
      jsonResponse(429, { message: 'Terlalu banyak permintaan, coba lagi nanti.', code: 'RATE_LIMITED' }),
    );
    renderRoutes([{ path: '/admin/reimburse', element: <AdminReimbursementsPage /> }], '/admin/reimburse');
    const button = await screen.findByRole('button', { name: 'Ekspor CSV' });
    fireEvent.click(button);
    expect(await screen.findByText('Terlalu banyak permintaan, coba lagi nanti.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(button).toBeEnabled();
  });
});
