import { useSearchParams } from 'react-router';
import { ImportTab } from './components/import-tab';
import { ItemsTab } from './components/items-tab';
import { PreorderGroupsTab } from './components/preorder-groups-tab';

const TABS = [
  { value: 'akun', label: 'Akun' },
  { value: 'impor', label: 'Impor' },
  { value: 'grup', label: 'Grup Preorder' },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function tabOf(value: string | null): TabValue {
  return TABS.find((tab) => tab.value === value)?.value ?? 'akun';
}

/** /admin/stok: the provider accounts ('Akun'), their bulk import ('Impor') and the preorder groups. */
export function AdminStockPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = tabOf(searchParams.get('tab'));

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Stok Akun</h1>
      <div role="tablist" aria-label="Bagian stok" className="flex gap-2 overflow-x-auto">
        {TABS.map((tab) => {
          const isSelected = tab.value === current;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={`stock-tab-${tab.value}`}
              aria-selected={isSelected}
              aria-controls={`stock-panel-${tab.value}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() =>
                setSearchParams(tab.value === 'akun' ? {} : { tab: tab.value }, { replace: true })
              }
              className={`shrink-0 rounded-full px-4 py-1.5 text-sm font-medium transition-colors ${
                isSelected
                  ? 'bg-brand-600 text-white'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`stock-panel-${current}`} aria-labelledby={`stock-tab-${current}`}>
        {current === 'akun' && <ItemsTab />}
        {current === 'impor' && <ImportTab />}
        {current === 'grup' && <PreorderGroupsTab />}
      </div>
    </div>
  );
}
