import { useSearchParams } from '../../../lib/router';
import { Tabs } from '../../../ui/tabs';
import { ImportTab } from './components/import-tab';
import { ItemsTab } from './components/items-tab';
import { PreorderGroupsTab } from './components/preorder-groups-tab';
import { RenewalsTab } from './components/renewals-tab';

const TABS = [
  { value: 'akun', label: 'Akun' },
  { value: 'jatuh-tempo', label: 'Jatuh Tempo' },
  { value: 'impor', label: 'Impor' },
  { value: 'grup', label: 'Grup Preorder' },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function tabOf(value: string | null): TabValue {
  return TABS.find((tab) => tab.value === value)?.value ?? 'akun';
}

/** /admin/stok: the provider accounts ('Akun'), those due for renewal ('Jatuh Tempo'), their bulk import ('Impor') and the preorder groups. */
export function AdminStockPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = tabOf(searchParams.get('tab'));

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Stok Akun</h1>
      <Tabs
        label="Bagian stok"
        tabs={TABS}
        value={current}
        onChange={(tab) => setSearchParams(tab === 'akun' ? {} : { tab }, { replace: true })}
      >
        {current === 'akun' && <ItemsTab />}
        {current === 'jatuh-tempo' && <RenewalsTab />}
        {current === 'impor' && <ImportTab />}
        {current === 'grup' && <PreorderGroupsTab />}
      </Tabs>
    </div>
  );
}
