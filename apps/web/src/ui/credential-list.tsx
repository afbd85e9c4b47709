import { credentialText } from '@premium-shop/domain/catalogue';
import { MISSING_CREDENTIAL_TEXT, type CredentialRow } from '../lib/dashboard/accounts';
import { CopyButton } from './copy-button';

interface CredentialListProps {
  rows: readonly CredentialRow[];
  /** The seat's paid time ran out (Tenggang, Habis, Expired...): a missing value reads 'Akun mu sudah habis' in red. */
  isEnded?: boolean;
}

function missingClass(isEnded: boolean): string {
  return isEnded
    ? 'font-sans text-red-600 italic dark:text-red-400'
    : 'font-sans text-slate-500 italic dark:text-slate-400';
}

/**
 * Read-only credential rows, each with a copy button. A missing value of an ended seat reads 'Akun
 * mu sudah habis'; of a live seat, 'Belum tersedia, hubungi admin' (the admin has yet to give it).
 */
export function CredentialList({ rows, isEnded = false }: CredentialListProps) {
  if (rows.length === 0) return null;
  return (
    <dl className="space-y-2">
      {rows.map((row) => (
        <div key={row.field}>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{row.label}</dt>
          <dd className="mt-1 flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 dark:border-slate-700 dark:bg-slate-800/60">
            <span
              className={`min-w-0 flex-1 font-mono text-sm break-all ${
                row.value === null ? missingClass(isEnded) : 'text-slate-900 dark:text-slate-100'
              }`}
            >
              {isEnded ? credentialText(row.value) : (row.value ?? MISSING_CREDENTIAL_TEXT)}
            </span>
            {row.value !== null && <CopyButton text={row.value} label={`Salin ${row.label}`} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
