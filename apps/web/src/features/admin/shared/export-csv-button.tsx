import { MAX_EXPORT_ROWS } from '@premium-shop/domain/csv';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import {
  fetchCsvExport,
  saveFile,
  type CsvExportName,
  type CsvExportQuery,
} from '../../../lib/file-download';
import { buttonClassName } from '../../../ui/button-class';
import { Spinner } from '../../../ui/spinner';

const LIMIT_TEXT = MAX_EXPORT_ROWS.toLocaleString('id-ID');

export const EXPORT_CSV_MESSAGES = {
  hint: `Semua halaman dengan filter ini, paling banyak ${LIMIT_TEXT} baris.`,
  saved: 'File CSV diunduh',
  truncated: `Hanya ${LIMIT_TEXT} baris pertama yang diekspor. Persempit filter untuk sisanya.`,
  failed: 'Gagal mengekspor CSV, silakan coba lagi.',
} as const;

interface ExportCsvButtonProps<N extends CsvExportName> {
  /** The export call of the list (its contract name). */
  call: N;
  /** The list's current filters and search, without its page. */
  query: CsvExportQuery<N>;
  className?: string;
}

/**
 * 'Ekspor CSV' on a console list: saves what the list shows with its current filters, every page
 * of it, up to MAX_EXPORT_ROWS rows (the hint says so, and a cut-off file is announced).
 */
export function ExportCsvButton<N extends CsvExportName>({
  call,
  query,
  className = '',
}: ExportCsvButtonProps<N>) {
  const hintId = useId();
  const [isPending, setIsPending] = useState(false);

  const download = async () => {
    setIsPending(true);
    try {
      const file = await fetchCsvExport(call, query);
      saveFile(file.blob, file.fileName);
      if (file.isTruncated) toast.warning(EXPORT_CSV_MESSAGES.truncated);
      else toast.success(EXPORT_CSV_MESSAGES.saved);
    } catch (error) {
      toast.error(errorMessage(error, EXPORT_CSV_MESSAGES.failed));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttonClassName('secondary', `py-1.5 ${className}`)}
        onClick={() => void download()}
        disabled={isPending}
        aria-busy={isPending}
        aria-describedby={hintId}
        title={EXPORT_CSV_MESSAGES.hint}
      >
        {isPending ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
        Ekspor CSV
      </button>
      <span id={hintId} className="sr-only">
        {EXPORT_CSV_MESSAGES.hint}
      </span>
    </>
  );
}
