import { ALL_TAB, matchesReimbursementTab, REIMBURSEMENT_STATUSES } from '@premium-shop/domain/order-status';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useReimbursements } from '../../lib/dashboard/reimbursements';
import { buttonClassName } from '../../ui/button-class';
import { PageSpinner } from '../../ui/page-spinner';
import { ProofPreviewModal, type Proof } from '../../ui/proof-preview';
import { ReimbursementRequestModal } from '../../ui/reimbursement-request-modal';
import { ReimbursementTable } from './components/reimbursement-table';

export const REIMBURSEMENT_TABS = [ALL_TAB, ...REIMBURSEMENT_STATUSES] as const;
type ReimbursementTab = (typeof REIMBURSEMENT_TABS)[number];

export const REIMBURSEMENT_PAGE_MESSAGES = {
  empty: 'Tidak ada data reimburse ditemukan',
  loadFailure: 'Failed to load reimbursements',
} as const;

/**
 * /dashboard/reimbursement (SPEC §2 'Reimbursement screen'): the customer's requests, filtered by the
 * tabs Semua / Pending / Done, with their proofs behind 'Lihat Bukti' and a button for a new request.
 */
export function ReimbursementPage() {
  const tabsId = useId();
  const [tab, setTab] = useState<ReimbursementTab>(ALL_TAB);
  const [isRequestOpen, setIsRequestOpen] = useState(false);
  const [proof, setProof] = useState<Proof | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const reimbursements = useReimbursements();
  const shown = (reimbursements.data ?? []).filter((item) => matchesReimbursementTab(item.status, tab));
  const tabId = (value: string) => `${tabsId}-tab-${value}`;
  const panelId = `${tabsId}-panel`;

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern); only the selected one is in the tab order.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + REIMBURSEMENT_TABS.length) % REIMBURSEMENT_TABS.length;
    setTab(REIMBURSEMENT_TABS[next] ?? ALL_TAB);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Reimburse
        </h1>
        <button type="button" onClick={() => setIsRequestOpen(true)} className={buttonClassName('primary')}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
          Pengajuan Reimburse
        </button>
      </div>

      <div
        role="tablist"
        aria-label="Status reimburse"
        className="mt-6 inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {REIMBURSEMENT_TABS.map((value, index) => {
          const isSelected = value === tab;
          return (
            <button
              key={value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(value)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setTab(value)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
              className={`rounded-lg px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
                isSelected
                  ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-900 dark:text-brand-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {value}
            </button>
          );
        })}
      </div>

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="mt-4">
        {reimbursements.isPending ? (
          <PageSpinner />
        ) : reimbursements.isError ? (
          <p role="alert" className="py-12 text-center text-sm text-red-600 dark:text-red-400">
            {REIMBURSEMENT_PAGE_MESSAGES.loadFailure}
          </p>
        ) : shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 py-12 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
            {REIMBURSEMENT_PAGE_MESSAGES.empty}
          </p>
        ) : (
          <ReimbursementTable reimbursements={shown} onOpenProof={setProof} />
        )}
      </div>

      <ReimbursementRequestModal isOpen={isRequestOpen} onClose={() => setIsRequestOpen(false)} />
      <ProofPreviewModal proof={proof} onClose={() => setProof(null)} />
    </section>
  );
}
