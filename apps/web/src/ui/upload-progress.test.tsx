import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, SessionExpiredError, toApiError } from '../lib/api-client';
import { isRetryableUploadFailure, uploadPercent } from '../lib/upload-progress';
import { ImageUploadField } from './image-upload-field';
import { UploadFailure, UploadProgressBar } from './upload-progress';

const proof = () => new File(['png-bytes'], 'bukti.png', { type: 'image/png' });

describe('upload progress bar', () => {
  it('names the bar "Mengunggah… 42%" and gives the percent as its value', () => {
    render(<UploadProgressBar progress={{ loaded: 4_200_000, total: 10_000_000 }} />);

    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAccessibleName('Mengunggah… 42%');
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('Mengunggah… 42%')).toBeVisible();
  });

  it('has no value while the size is unknown', () => {
    render(<UploadProgressBar progress={{ loaded: 1000, total: 0 }} />);

    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAccessibleName('Mengunggah…');
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it.each([
    [0, 100, 0],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1200, 1000, 100],
    [5, 0, null],
  ])('%i of %i bytes is %j percent', (loaded, total, percent) => {
    expect(uploadPercent({ loaded, total })).toBe(percent);
  });
});

describe('upload failure', () => {
  it("shows the message as an alert and sends again on 'Coba lagi'", () => {
    const onRetry = vi.fn();
    render(<UploadFailure message="Gagal mengirim pengaduan!" onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Gagal mengirim pengaduan!');
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('brings itself into view, since the send button may be far from the field', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<UploadFailure message="Gagal mengirim pengaduan!" onRetry={() => {}} />);
    } finally {
      // jsdom has no scrolling of its own.
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }

    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts[0]).toContainElement(screen.getByRole('alert'));
  });

  it.each([
    ['a failed connection', new TypeError('Failed to fetch'), true],
    ['a server error', toApiError(500, { message: 'Rusak', code: 'INTERNAL' }), true],
    ["a proxy's 502 page", toApiError(502, '<html>'), true],
    ['refused fields', toApiError(400, { message: 'Data tidak valid', code: 'VALIDATION_FAILED' }), false],
    ['a file too large', new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Terlalu besar'), false],
    ['an expired session', new SessionExpiredError(), false],
    ['a cancelled upload', new DOMException('The operation was aborted.', 'AbortError'), false],
  ])('offers to retry after %s: %s', (_what, error, isRetryable) => {
    expect(isRetryableUploadFailure(error)).toBe(isRetryable);
  });
});

describe('image upload field while uploading', () => {
  it('shows the progress in place of "Ganti gambar" and keeps the file until the upload ends', () => {
    const onFileChange = vi.fn();
    const { rerender } = render(
      <ImageUploadField
        id="proof"
        label="Bukti Pembayaran"
        file={proof()}
        onFileChange={onFileChange}
        progress={{ loaded: 5, total: 10 }}
      />,
    );

    expect(screen.getByRole('progressbar', { name: 'Mengunggah… 50%' })).toBeInTheDocument();
    expect(screen.queryByText('Ganti gambar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus gambar' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Bukti Pembayaran')).toBeDisabled();

    rerender(
      <ImageUploadField id="proof" label="Bukti Pembayaran" file={proof()} onFileChange={onFileChange} />,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Ganti gambar')).toBeInTheDocument();
    expect(screen.getByLabelText('Bukti Pembayaran')).toBeEnabled();
  });

  it("keeps the chosen file under a failed upload's 'Coba lagi'", () => {
    const onRetry = vi.fn();
    render(
      <ImageUploadField
        id="proof"
        label="Bukti Pembayaran"
        file={proof()}
        onFileChange={() => {}}
        failure={{ message: 'Failed to submit reimburse request', onRetry }}
      />,
    );

    expect(screen.getByText('bukti.png')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit reimburse request');
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
