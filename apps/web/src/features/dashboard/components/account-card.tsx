import type { AccountEntry, AccountGroup } from '@premium-shop/domain/dashboard-schema';
import { durationLabel, isLifetimeName } from '@premium-shop/domain/duration';
import { formatDateLong } from '@premium-shop/domain/format';
import { accountBadgeColour, isWarningStatus } from '@premium-shop/domain/order-status';
import { ChevronDown } from 'lucide-react';
import { credentialRows, isEndedStatus } from '../../../lib/dashboard/accounts';
import { SafeImage } from '../../../ui/safe-image';
import { accountNotes } from './account-notes';
import { CredentialList } from '../../../ui/credential-list';
import { StatusBadge } from '../../../ui/status-badge';

/** SPEC §2: the header every seat card carries. */
export const ACCOUNT_CARD_HEADING = 'Link Undangan/Akses';

interface AccountCardProps {
  group: AccountGroup;
  entry: AccountEntry;
  isOpen: boolean;
  onToggle: () => void;
}

/** A fact of the seat, wrapped where it must (a long registered e-mail is read whole, never cut). */
function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium wrap-anywhere text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}

/** One seat of 'Akun Anda': a collapsible card, reddish in Tenggang or Habis. */
export function AccountCard({ group, entry, isOpen, onToggle }: AccountCardProps) {
  const panelId = `account-${entry._id}`;
  const isWarning = isWarningStatus(entry.status);
  const rows = credentialRows({ type: group.type, packageName: entry.package }, entry, group.link || null);

  return (
    <article
      aria-label={entry.group}
      data-warning={isWarning || undefined}
      className={`overflow-hidden rounded-2xl border shadow-sm ${
        isWarning
          ? 'border-red-200 bg-red-50 dark:border-red-500/30 dark:bg-red-500/10'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
        >
          <span className="font-semibold text-slate-900 dark:text-white">
            {ACCOUNT_CARD_HEADING}
            <span className="sr-only"> {entry.group}</span>
          </span>
          <span className="flex items-center gap-2">
            <StatusBadge label={entry.status} colour={accountBadgeColour(entry.status)} />
            <ChevronDown
              aria-hidden="true"
              className={`size-5 text-slate-500 transition-transform dark:text-slate-400 ${isOpen ? 'rotate-180' : ''}`}
            />
          </span>
        </button>
      </h2>

      <div
        id={panelId}
        hidden={!isOpen}
        className="space-y-4 border-t border-slate-200/70 px-4 py-4 sm:px-5 dark:border-slate-700/60"
      >
        <div className="flex items-center gap-3">
          <SafeImage
            src={group.icon}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-xl object-cover"
          />
          <div className="min-w-0">
            <p className="truncate font-bold text-slate-900 dark:text-white">{entry.group}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{group.name}</p>
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Detail label="Paket" value={entry.package || '-'} />
          <Detail label="Durasi" value={durationLabel(Number(entry.duration))} />
          <Detail label="Host" value={entry.host || group.brand} />
          <Detail label="Email Terdaftar" value={entry.userEmail} />
          {!isLifetimeName(entry.duration) && (
            <Detail label="Aktif sampai" value={formatDateLong(entry.expire_at)} />
          )}
        </dl>

        <CredentialList rows={rows} isEnded={isEndedStatus(entry.status)} />

        <ul className="list-disc space-y-1 rounded-xl bg-amber-50 py-3 pr-3 pl-8 text-xs text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
          {accountNotes(group.type).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
