import { EXPORT_TRUNCATED_HEADER } from '@premium-shop/domain/csv';
import type { FastifyReply } from 'fastify';

/** An export as a service builds it: the whole text (byte order mark first) and the name to save it under. */
export interface CsvExport {
  fileName: string;
  csv: string;
  /** The list had more rows than MAX_EXPORT_ROWS; only the first ones were written. */
  isTruncated: boolean;
}

/**
 * Answers an export as a file to save: `text/csv` in UTF-8, never cached (it holds customers'
 * details), with its name in Content-Disposition and whether it was cut off in a header of its own.
 */
export function sendCsv(reply: FastifyReply, file: CsvExport): FastifyReply {
  const body = Buffer.from(file.csv, 'utf8');
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-length', body.length)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header(EXPORT_TRUNCATED_HEADER, String(file.isTruncated))
    .send(body);
}
