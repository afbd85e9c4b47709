import { credentialText } from '@premium-shop/domain/catalogue';
import type { CredentialRow } from '../lib/dashboard/accounts';
import { CopyButton } from './copy-button';

/** Read-only credential rows, each with a copy button; a missing value reads 'Akun mu sudah habis'. */
export function CredentialList({ rows }: { rows: readonly CredentialRow[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="space-y-2">
      {rows.map((row) => (
        <div key={row.field}>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{row.label}</dt>
          <dd className="mt-1 flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 dark:border-slate-700 dark:bg-slate-800/60">
            <span
              className={`min-w-0 flex-1 font-mono text-sm break-all ${
                row.value === null
                  ? 'font-sans text-red-600 italic dark:text-red-400'
                  : 'text-slate-900 dark:text-slate-100'
              }`}
            >
              {credentialText(row.value)}
            </span>
            {row.value !== null && <CopyButton text={row.value} label={`Salin ${row.label}`} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
