import { ALL_TAB, matchesReimbursementTab, REIMBURSEMENT_STATUSES } from '@premium-shop/domain/order-status';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useReimbursements } from '../../lib/dashboard/reimbursements';
import { buttonClassName } from '../../ui/button-class';
import { ProofPreviewModal, type Proof } from '../../ui/proof-preview';
import { ReimbursementRequestModal } from '../../ui/reimbursement-request-modal';
import { Tabs } from '../../ui/tabs';
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
  const [tab, setTab] = useState<ReimbursementTab>(ALL_TAB);
  const [isRequestOpen, setIsRequestOpen] = useState(false);
  const [proof, setProof] = useState<Proof | null>(null);
  const reimbursements = useReimbursements();
  const shown = (reimbursements.data ?? []).filter((item) => matchesReimbursementTab(item.status, tab));
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Reimburse
        </h1>
        <button type="button" onClick={() => setIsRequestOpen(true)} className={buttonClassName('primary')}>
          <Plus aria-hidden="true" className="size-4" strokeWidth={2.5} />
          Pengajuan Reimburse
        </button>
      </div>

      <Tabs
        label="Status reimburse"
        variant="segmented"
        tabs={REIMBURSEMENT_TABS.map((value) => ({ value, label: value }))}
        value={tab}
        onChange={setTab}
        className="mt-6"
        panelClassName="mt-4"
      >
        <ReimbursementTable
          reimbursements={shown}
          isLoading={reimbursements.isPending}
          error={reimbursements.isError ? REIMBURSEMENT_PAGE_MESSAGES.loadFailure : null}
          emptyText={REIMBURSEMENT_PAGE_MESSAGES.empty}
          onOpenProof={setProof}
        />
      </Tabs>

      <ReimbursementRequestModal isOpen={isRequestOpen} onClose={() => setIsRequestOpen(false)} />
      <ProofPreviewModal proof={proof} onClose={() => setProof(null)} />
    </section>
  );
}
