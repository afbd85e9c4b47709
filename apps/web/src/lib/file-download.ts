import type { Contract } from '@premium-shop/domain/api/contract';
import type { InputOf } from '@premium-shop/domain/api/endpoint';
import { API_PATHS, type EndpointName } from '@premium-shop/domain/api/paths';
import { EXPORT_TRUNCATED_HEADER } from '@premium-shop/domain/csv';
import { ensureSession, toApiError, type QueryValue } from './api-client';

/** The calls of the contract that answer a CSV file (the admin console's exports). */
export type CsvExportName = {
  [N in EndpointName]: Contract[N] extends { answerMediaType: 'text/csv' } ? N : never;
}[EndpointName];

export type CsvExportQuery<N extends CsvExportName> = NonNullable<InputOf<Contract[N]>['query']>;

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  /** The list had more rows than an export holds; the file has the first ones. */
  isTruncated: boolean;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches an export with the session's bearer token (`call` reads only JSON answers). A refused
 * call throws the same ApiError as `call`, with the server's Indonesian message.
 */
export async function fetchCsvExport<N extends CsvExportName>(
  name: N,
  query: CsvExportQuery<N>,
): Promise<DownloadedFile> {
  const route: string = API_PATHS[name];
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const encoded = search.toString();
  const url = `${route.slice(route.indexOf(' ') + 1)}${encoded ? `?${encoded}` : ''}`;
  const session = await ensureSession();
  const headers = new Headers({ Accept: 'text/csv' });
  if (session) headers.set('Authorization', `Bearer ${session.accessToken}`);
  const response = await fetch(url, { headers });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), `${name}.csv`),
    isTruncated: response.headers.get(EXPORT_TRUNCATED_HEADER) === 'true',
  };
}

/** Hands a fetched file to the browser to save, through an object URL that is revoked afterwards. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
