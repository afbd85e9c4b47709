import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { pageTitleClass } from '../shared/console-styles';
import { AuditTab } from './audit-tab';
import { OutboxTab } from './outbox-tab';

const TABS = [
  { key: 'audit', label: 'Audit' },
  { key: 'outbox', label: 'Outbox' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const tabClass = (isActive: boolean) =>
  `rounded-full px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive
      ? 'bg-brand-600 text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700'
  }`;

/** /admin/log: the audit log and the outbox, one tab each (?tab=outbox keeps the second on reload). */
export function AdminLogsPage() {
  const baseId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const active: TabKey = searchParams.get('tab') === 'outbox' ? 'outbox' : 'audit';

  return (
    <section className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <h1 className={pageTitleClass}>Log</h1>
      <div role="tablist" aria-label="Jenis log" className="flex gap-2">
        {TABS.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${baseId}-${tab.key}-tab`}
            aria-selected={active === tab.key}
            aria-controls={`${baseId}-${tab.key}-panel`}
            tabIndex={active === tab.key ? 0 : -1}
            className={tabClass(active === tab.key)}
            onClick={() => setSearchParams(tab.key === 'audit' ? {} : { tab: tab.key }, { replace: true })}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = active === 'audit' ? 'outbox' : 'audit';
              setSearchParams(next === 'audit' ? {} : { tab: next }, { replace: true });
              document.getElementById(`${baseId}-${next}-tab`)?.focus();
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${active}-panel`} aria-labelledby={`${baseId}-${active}-tab`}>
        {active === 'audit' ? <AuditTab /> : <OutboxTab />}
      </div>
    </section>
  );
}
