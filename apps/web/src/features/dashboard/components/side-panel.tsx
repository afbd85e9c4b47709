import type { AccountGroup } from '@premium-shop/domain/dashboard-schema';
import { graceDaysLeftText, isInGracePeriod } from '@premium-shop/domain/order-status';
import { useState } from 'react';
import { buttonClassName } from '../../../ui/button-class';
import { ComplaintFormModal } from '../../../ui/complaint-form-modal';

/** SPEC §2 'Account overview' side panel. */
export const SIDE_PANEL_TEXTS = {
  report: 'Laporkan Kendala',
  grace: 'Akun yang memasuki Masa Tenggang',
  safe: 'Akun anda masih aman',
} as const;

const cardClass =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** The 'Laporkan Kendala' card and the seats in their grace period, over every product owned. */
export function SidePanel({ groups }: { groups: readonly AccountGroup[] }) {
  const [isComplaintOpen, setIsComplaintOpen] = useState(false);
  const inGrace = groups.flatMap((group) =>
    group.accounts.filter((entry) => isInGracePeriod(entry.status)).map((entry) => ({ group, entry })),
  );

  return (
    <aside aria-label="Info akun" className="space-y-4">
      <section aria-labelledby="report-heading" className={cardClass}>
        <h2 id="report-heading" className="text-base font-bold text-slate-900 dark:text-white">
          Ada kendala dengan akunmu?
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Laporkan kepada kami, admin akan menghubungimu melalui WhatsApp.
        </p>
        <button
          type="button"
          onClick={() => setIsComplaintOpen(true)}
          className={buttonClassName('primary', 'mt-4 w-full')}
        >
          {SIDE_PANEL_TEXTS.report}
        </button>
      </section>

      <section aria-labelledby="grace-heading" className={cardClass}>
        <h2 id="grace-heading" className="text-base font-bold text-slate-900 dark:text-white">
          {SIDE_PANEL_TEXTS.grace}
        </h2>
        {inGrace.length === 0 ? (
          <p className="mt-2 text-sm text-green-700 dark:text-green-400">{SIDE_PANEL_TEXTS.safe}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
            {inGrace.map(({ group, entry }) => (
              <li key={entry._id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
                    {entry.group}
                  </span>
                  <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                    {group.name}
                  </span>
                </span>
                <span className="shrink-0 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-500/15 dark:text-red-300">
                  {graceDaysLeftText(entry.remainingDays)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ComplaintFormModal isOpen={isComplaintOpen} onClose={() => setIsComplaintOpen(false)} />
    </aside>
  );
}
