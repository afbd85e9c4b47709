import { useNavigate, useSearchParams } from '../../../lib/router';
import { paths } from '../../../app/paths';
import { Tabs } from '../../../ui/tabs';
import { PromotionsTab } from '../promotions/promotions-tab';
import { CategoriesTab } from './components/categories-tab';
import { PackagesTab } from './components/packages-tab';
import { ProductsTab } from './components/products-tab';

type PromotionsKey = 'promo' | 'voucher' | 'banner' | 'konten';
type CatalogueTabKey = 'produk' | 'kategori' | 'paket' | PromotionsKey;

/** The Katalog page's tabs, in the order the admin sets a shop up; `?tab=` names the open one. */
export const CATALOGUE_TABS: readonly { value: CatalogueTabKey; label: string }[] = [
  { value: 'produk', label: 'Produk' },
  { value: 'kategori', label: 'Kategori' },
  { value: 'paket', label: 'Paket' },
  { value: 'promo', label: 'Promo' },
  { value: 'voucher', label: 'Voucher' },
  { value: 'banner', label: 'Banner' },
  { value: 'konten', label: 'Konten' },
];

function tabFrom(value: string | null): CatalogueTabKey {
  return CATALOGUE_TABS.find((tab) => tab.value === value)?.value ?? 'produk';
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
  const navigate = useNavigate();
  const active = tabFrom(params.get('tab'));

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Katalog</h1>
      {/* Each tab is an entry in the history, so Back returns to the tab before. */}
      <Tabs
        label="Bagian katalog"
        variant="underline"
        className="flex-wrap"
        tabs={CATALOGUE_TABS}
        value={active}
        onChange={(tab) => void navigate(paths.adminCatalogue({ tab }))}
      >
        <TabContent key={active} tab={active} />
      </Tabs>
    </div>
  );
}
