import { useSearchParams } from '../../../lib/router';
import { Tabs } from '../../../ui/tabs';
import { pageTitleClass } from '../shared/console-styles';
import { AuditTab } from './audit-tab';
import { OutboxTab } from './outbox-tab';

const TABS = [
  { value: 'audit', label: 'Audit' },
  { value: 'outbox', label: 'Outbox' },
] as const;
type TabKey = (typeof TABS)[number]['value'];

/** /admin/log: the audit log and the outbox, one tab each (?tab=outbox keeps the second on reload). */
export function AdminLogsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active: TabKey = searchParams.get('tab') === 'outbox' ? 'outbox' : 'audit';

  return (
    <section className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <h1 className={pageTitleClass}>Log</h1>
      <Tabs
        label="Jenis log"
        tabs={TABS}
        value={active}
        onChange={(tab) => setSearchParams(tab === 'audit' ? {} : { tab }, { replace: true })}
      >
        {active === 'audit' ? <AuditTab /> : <OutboxTab />}
      </Tabs>
    </section>
  );
}
