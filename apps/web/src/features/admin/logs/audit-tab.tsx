import type { AuditEntry } from '@premium-shop/domain/admin-people-schema';
import { formatDateTime } from '@premium-shop/domain/format';
import { Fragment, useEffect, useId, useState } from 'react';
import {
  cellClass,
  filterInputClass,
  filterLabelClass,
  headCellClass,
  smallButtonClass,
  tableBodyClass,
  tableClass,
  tableHeadClass,
  tableWrapClass,
} from '../shared/console-styles';
import { ListPagination } from '../shared/list-pagination';
import { ListEmpty, ListError, ListLoading } from '../shared/list-states';
import { useAuditLog } from './api/list-audit';

const FILTER_DELAY_MS = 300;

interface Filters {
  entity: string;
  action: string;
  actor: string;
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {label}
      </p>
      <pre className="mt-1 max-h-72 overflow-auto rounded-md bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap text-slate-800 dark:bg-slate-950 dark:text-slate-200">
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  return (
    <Fragment>
      <tr>
        <td className={`${cellClass} hidden sm:table-cell`}>{formatDateTime(entry.createdAt)}</td>
        <td className={cellClass}>
          {entry.actor ? (
            <>
              <p className="font-semibold text-slate-900 dark:text-white">{entry.actor.name}</p>
              <p className="text-xs break-all text-slate-500 dark:text-slate-400">{entry.actor.email}</p>
            </>
          ) : (
            <span className="text-slate-500">Sistem</span>
          )}
        </td>
        <td className={cellClass}>
          <p className="font-mono text-xs font-semibold break-all text-slate-900 dark:text-white">
            {entry.action}
          </p>
          <p className="text-xs break-all text-slate-500 dark:text-slate-400">
            {entry.entity}
            {entry.entityId && ` · ${entry.entityId}`}
          </p>
          <p className="mt-0.5 text-xs text-slate-500 sm:hidden dark:text-slate-400">
            {formatDateTime(entry.createdAt)}
          </p>
        </td>
        <td className={`${cellClass} text-right`}>
          <button
            type="button"
            className={smallButtonClass}
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? 'Tutup' : 'Detail'}
          </button>
        </td>
      </tr>
      {isOpen && (
        <tr id={detailsId}>
          <td colSpan={4} className="max-w-0 bg-slate-50 px-3 py-3 dark:bg-slate-800/40">
            <div className="grid gap-3 md:grid-cols-2">
              <JsonBlock label="Sebelum" value={entry.before} />
              <JsonBlock label="Sesudah" value={entry.after} />
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** The audit log: who did what, when, to which record, with before and after on demand. */
export function AuditTab() {
  const ids = { entity: useId(), action: useId(), actor: useId() };
  const [typed, setTyped] = useState<Filters>({ entity: '', action: '', actor: '' });
  const [filters, setFilters] = useState<Filters>(typed);
  const [page, setPage] = useState(1);
  const audit = useAuditLog({ ...filters, page });

  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters({ entity: typed.entity.trim(), action: typed.action.trim(), actor: typed.actor.trim() });
      setPage(1);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const field = (key: keyof Filters, label: string, placeholder: string) => (
    <div>
      <label htmlFor={ids[key]} className={filterLabelClass}>
        {label}
      </label>
      <input
        id={ids[key]}
        type="search"
        className={`mt-1 ${filterInputClass}`}
        value={typed[key]}
        placeholder={placeholder}
        onChange={(event) => setTyped((current) => ({ ...current, [key]: event.target.value }))}
      />
    </div>
  );

  return (
    <div className="space-y-3">
      <div role="search" className="grid gap-3 sm:grid-cols-3">
        {field('entity', 'Entitas', 'mis. user, order')}
        {field('action', 'Aksi', 'mis. user.update')}
        {field('actor', 'Pelaku (nama atau email)', 'mis. admin')}
      </div>
      {audit.isPending ? (
        <ListLoading>Memuat log ...</ListLoading>
      ) : audit.isError ? (
        <ListError>Gagal memuat log audit.</ListError>
      ) : audit.data.entries.length === 0 ? (
        <ListEmpty>Belum ada catatan yang cocok.</ListEmpty>
      ) : (
        <>
          <div className={tableWrapClass}>
            <table className={tableClass}>
              <caption className="sr-only">Log audit</caption>
              <thead className={tableHeadClass}>
                <tr>
                  <th scope="col" className={`${headCellClass} hidden sm:table-cell`}>
                    Waktu
                  </th>
                  <th scope="col" className={headCellClass}>
                    Pelaku
                  </th>
                  <th scope="col" className={headCellClass}>
                    Aksi
                  </th>
                  <th scope="col" className={headCellClass}>
                    <span className="sr-only">Detail</span>
                  </th>
                </tr>
              </thead>
              <tbody className={tableBodyClass}>
                {audit.data.entries.map((entry) => (
                  <AuditRow key={entry._id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination
            pagination={{ ...audit.data.pagination, page }}
            onPageChange={setPage}
            noun="catatan"
          />
        </>
      )}
    </div>
  );
}
