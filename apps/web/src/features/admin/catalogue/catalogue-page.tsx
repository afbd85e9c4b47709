import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PromotionsTab } from '../promotions/promotions-tab';
import { CategoriesTab } from './components/categories-tab';
import { PackagesTab } from './components/packages-tab';
import { ProductsTab } from './components/products-tab';

type PromotionsKey = 'promo' | 'voucher' | 'banner' | 'konten';
type CatalogueTabKey = 'produk' | 'kategori' | 'paket' | PromotionsKey;

/** The Katalog page's tabs, in the order the admin sets a shop up; `?tab=` names the open one. */
export const CATALOGUE_TABS: readonly { key: CatalogueTabKey; label: string }[] = [
  { key: 'produk', label: 'Produk' },
  { key: 'kategori', label: 'Kategori' },
  { key: 'paket', label: 'Paket' },
  { key: 'promo', label: 'Promo' },
  { key: 'voucher', label: 'Voucher' },
  { key: 'banner', label: 'Banner' },
  { key: 'konten', label: 'Konten' },
];

function tabFrom(value: string | null): CatalogueTabKey {
  return CATALOGUE_TABS.find((tab) => tab.key === value)?.key ?? 'produk';
}

function TabContent({ tab }: { tab: CatalogueTabKey }) {
  switch (tab) {
    case 'produk':
      return <ProductsTab />;
    case 'kategori':
      return <CategoriesTab />;
    case 'paket':
      return <PackagesTab />;
    default:
      return <PromotionsTab tab={tab} />;
  }
}

/** /admin/katalog: products, categories and packages here; promos, vouchers, banners and home content from promotions. */
export function AdminCataloguePage() {
  const [params] = useSearchParams();
  const active = tabFrom(params.get('tab'));

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Katalog</h1>
      <nav aria-label="Bagian katalog">
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
          {CATALOGUE_TABS.map((tab) => {
            const isActive = tab.key === active;
            return (
              <li key={tab.key} className="shrink-0">
                <Link
                  to={paths.adminCatalogue({ tab: tab.key })}
                  aria-current={isActive ? 'page' : undefined}
                  className={`-mb-px block border-b-2 px-3 py-2 text-sm font-semibold transition-colors ${
                    isActive
                      ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                      : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <TabContent key={active} tab={active} />
    </div>
  );
}
