import { credentialEmail } from '@premium-shop/domain/catalogue';
import { formatRupiah } from '@premium-shop/domain/format';
import type { OrderTotals } from '@premium-shop/domain/pricing';
import { useId, useState, type ReactNode } from 'react';
import type { OrderDraft } from '../../../lib/order-draft';
import { EmailAddress } from '../../../ui/email-address';

interface SummaryRowProps {
  label: string;
  children: ReactNode;
  /** A name that may wrap; amounts stay on one line ('Rp' never parts from its number). */
  isText?: boolean;
}

export function SummaryRow({ label, children, isText = false }: SummaryRowProps) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd
        className={`text-right text-sm font-semibold text-slate-900 dark:text-white ${
          isText ? 'min-w-0 break-words' : 'shrink-0 whitespace-nowrap'
        }`}
      >
        {children}
      </dd>
    </div>
  );
}

interface OrderSummaryProps {
  draft: OrderDraft;
  totals: OrderTotals;
}

/** The package lines of the checkout summary (SPEC §2): what is bought and how its price is made. */
export function OrderSummary({ draft, totals }: OrderSummaryProps) {
  const [isSharingShown, setIsSharingShown] = useState(false);
  const sharingId = useId();
  // A Dedicated Private address is kept as mailbox and domain: shown once, as mailbox@domain.
  const address = credentialEmail(draft.email || null, draft.domain);

  return (
    <dl className="divide-y divide-slate-100 dark:divide-slate-800">
      <SummaryRow label="Nama Paket" isText>
        {draft.package}
      </SummaryRow>
      <SummaryRow label="Harga Provider (termasuk pajak)">
        {draft.providerPrice > 0 ? formatRupiah(draft.providerPrice) : '-'}
      </SummaryRow>
      <SummaryRow label="Anggota per Grup">
        <span className="flex flex-col items-end gap-0.5">
          <button
            type="button"
            aria-expanded={isSharingShown}
            aria-controls={sharingId}
            onClick={() => setIsSharingShown((isShown) => !isShown)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-300"
          >
            Lihat Pembagian Akun
          </button>
          <span id={sharingId} hidden={!isSharingShown}>
            {draft.groupMembers} user per akun
          </span>
        </span>
      </SummaryRow>
      <SummaryRow label="Durasi">{draft.duration.label}</SummaryRow>
      {address && (
        <SummaryRow label="Email" isText>
          <EmailAddress address={address} />
        </SummaryRow>
      )}
      <SummaryRow label="Harga per Orang">{formatRupiah(totals.price)}</SummaryRow>
      <SummaryRow label="Biaya Admin">{formatRupiah(totals.admin)}</SummaryRow>
      <SummaryRow label="Harga Paket">{formatRupiah(totals.priceWithFee)}</SummaryRow>
    </dl>
  );
}
