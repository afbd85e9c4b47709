import type { AuditEntry } from '@premium-shop/domain/admin-people-schema';
import { formatDateTime } from '@premium-shop/domain/format';
import { useEffect, useId, useState } from 'react';
import { Table, type TableColumn } from '../../../ui/table';
import { filterInputClass, filterLabelClass, smallButtonClass } from '../shared/console-styles';
import { ListPagination } from '../shared/list-pagination';
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

const COLUMNS: TableColumn<AuditEntry>[] = [
  { id: 'createdAt', header: 'Waktu', cell: (entry) => formatDateTime(entry.createdAt) },
  {
    id: 'actor',
    header: 'Pelaku',
    cell: (entry) =>
      entry.actor ? (
        <>
          <p className="font-semibold text-slate-900 dark:text-white">{entry.actor.name}</p>
          <p className="text-xs break-all text-slate-500 dark:text-slate-400">{entry.actor.email}</p>
        </>
      ) : (
        <span className="text-slate-500 dark:text-slate-400">Sistem</span>
      ),
  },
  {
    id: 'action',
    header: 'Aksi',
    cell: (entry) => (
      <>
        <p className="font-mono text-xs font-semibold break-all text-slate-900 dark:text-white">
          {entry.action}
        </p>
        <p className="text-xs break-all text-slate-500 dark:text-slate-400">
          {entry.entity}
          {entry.entityId && ` · ${entry.entityId}`}
        </p>
      </>
    ),
  },
];

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

  const detailsId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const detailsIdOf = (entry: AuditEntry) => `${detailsId}-${entry._id}`;
  const toggle = (entry: AuditEntry) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(entry._id)) next.add(entry._id);
      return next;
    });
  const columns: TableColumn<AuditEntry>[] = [
    ...COLUMNS,
    {
      id: 'details',
      header: 'Detail',
      isHeaderHidden: true,
      align: 'end',
      cell: (entry) => (
        <button
          type="button"
          className={smallButtonClass}
          aria-expanded={openIds.has(entry._id)}
          // The details are in the page only while open.
          aria-controls={openIds.has(entry._id) ? detailsIdOf(entry) : undefined}
          onClick={() => toggle(entry)}
        >
          {openIds.has(entry._id) ? 'Tutup' : 'Detail'}
        </button>
      ),
    },
  ];

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
      <Table
        caption="Log audit"
        columns={columns}
        rows={audit.data?.entries ?? []}
        rowKey={(entry) => entry._id}
        rowDetails={(entry) =>
          openIds.has(entry._id) && (
            <div id={detailsIdOf(entry)} className="grid gap-3 md:grid-cols-2">
              <JsonBlock label="Sebelum" value={entry.before} />
              <JsonBlock label="Sesudah" value={entry.after} />
            </div>
          )
        }
        isLoading={audit.isPending}
        loadingText="Memuat log ..."
        error={audit.isError && 'Gagal memuat log audit.'}
        emptyText="Belum ada catatan yang cocok."
      />
      {audit.data && audit.data.entries.length > 0 && (
        <ListPagination
          pagination={{ ...audit.data.pagination, page }}
          onPageChange={setPage}
          noun="catatan"
        />
      )}
    </div>
  );
}
