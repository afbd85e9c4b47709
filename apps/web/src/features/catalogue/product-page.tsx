import { isUnavailable, methodChipColour, priceRange, priceRangeText } from '@premium-shop/domain/catalogue';
import { CHECKOUT_MESSAGES, type ConfirmationType } from '@premium-shop/domain/checkout';
import type { Product } from '@premium-shop/domain/product-schema';
import { ChevronLeft } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { useMatch, useNavigate, useParams } from '../../lib/router';
import { toast } from '../../ui/toast';
import { paths, routes } from '../../app/paths';
import { ApiError } from '../../lib/api-client';
import { useProduct } from '../../lib/catalogue/product';
import { useProductDiscounts } from '../../lib/catalogue/product-discounts';
import { useProductDiscountsOf } from '../../lib/catalogue/product-discounts-of';
import { useRelatedProducts } from '../../lib/catalogue/related-products';
import { buildOrderDraft, draftConfirmationType, saveOrderDraft } from '../../lib/order-draft';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { buttonClassName } from '../../ui/button-class';
import { CategoryChip } from '../../ui/category-chip';
import { SafeImage } from '../../ui/safe-image';
import { ProductGrid } from './components/product-grid';
import { ProductOrderPanel, type OrderChoice } from './components/product-order-panel';
import { ProductPageSkeleton } from './components/product-page-skeleton';

/** SPEC §8 'Product load failure'. */
export const PRODUCT_LOAD_ERROR = 'Gagal memuat data produk';

interface ProductPageProps {
  /** Where the back button goes; without one it goes back in history (home when there is none). */
  backHref?: string;
  /** Links of the related products' cards; by default the detail route of the storefront or the dashboard. */
  productHref?: (productId: string) => string;
  /** The confirmation screen an order goes to; by default the storefront's or the dashboard's. */
  confirmationHref?: (type: ConfirmationType) => string;
}

/** Thrown while rendering so the route's error element, the 404 page, takes over. */
function notFound(): never {
  throw new Response('Produk tidak ditemukan', { status: 404, statusText: 'Not Found' });
}

const methodChipClass = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-300',
  yellow: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-300',
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
      <div className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

function SectionList({ items, isNumbered }: { items: Product['schema']; isNumbered: boolean }) {
  return (
    <ol className="space-y-3">
      {items.map((item, index) => (
        <li key={item._id} className="flex gap-3">
          <span
            aria-hidden={isNumbered ? undefined : true}
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700 dark:bg-brand-950 dark:text-brand-300"
          >
            {isNumbered ? index + 1 : '✓'}
          </span>
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">{item.header}</p>
            <p className="mt-0.5 whitespace-pre-line">{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The product detail of SPEC §2, on /product/:productId and, with other links, on
 * /dashboard/detail-product/:productId. An Unavailable or unknown product shows the 404 page.
 */
export function ProductPage({ backHref, productHref, confirmationHref }: ProductPageProps) {
  const { productId = '' } = useParams();
  // The same page serves the dashboard's detail-product route, whose links stay in the dashboard.
  const isDashboard = useMatch(routes.dashboardProduct) !== null;
  const cardHref = productHref ?? (isDashboard ? paths.dashboardProduct : paths.product);
  const confirmationHrefOf =
    confirmationHref ?? (isDashboard ? paths.dashboardPaymentConfirmation : paths.paymentConfirmation);
  const navigate = useNavigate();
  const session = useSession();
  const product = useProduct(productId);
  // The whole page renders once its product arrives; deferred, that render runs in slices rather than
  // blocking a phone's main thread in one piece. Until it has run, the skeleton stays.
  const deferredDetail = useDeferredValue(product.data);
  const promos = useProductDiscountsOf(productId);
  const allPromos = useProductDiscounts();
  const related = useRelatedProducts(product.data?.categoryId, productId);
  // The related cards sit below the fold: deferred, their render does not block the page's first screen.
  const relatedData = useDeferredValue(related.data);
  usePageTitle(product.data?.name);

  if (product.isPending) return <ProductPageSkeleton />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) notFound();
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-slate-700 dark:text-slate-300">{PRODUCT_LOAD_ERROR}</p>
        <button
          type="button"
          onClick={() => void product.refetch()}
          className={buttonClassName('secondary', 'mt-4')}
        >
          Coba lagi
        </button>
      </div>
    );
  }
  // A detail of the product shown before (navigating from one to another) is not this one's.
  const detail = deferredDetail?._id === product.data._id ? deferredDetail : undefined;
  if (!detail) return <ProductPageSkeleton />;
  if (isUnavailable(detail.status)) notFound();

  const goBack = () => {
    if (backHref) void navigate(backHref);
    // React Router numbers its history entries: idx 0 is the first page of this tab.
    else if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate(paths.home());
  };

  const requireLogin = () => {
    toast.error(CHECKOUT_MESSAGES.loginRequired);
    void navigate(paths.login({ next: paths.product(productId) }));
  };

  const order = (choice: OrderChoice) => {
    let draft;
    try {
      draft = buildOrderDraft(detail, choice);
    } catch (error) {
      toast.error(error instanceof RangeError ? error.message : 'Order gagal! silahkan coba lagi.');
      return;
    }
    saveOrderDraft(draft);
    void navigate(confirmationHrefOf(draftConfirmationType(draft)));
  };

  const relatedProducts = (relatedData ?? []).filter(
    (item) => item._id !== detail._id && !isUnavailable(item.status),
  );

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <button
        type="button"
        onClick={goBack}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Kembali
      </button>

      <div className="mt-4 aspect-[3/1] w-full overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
        <SafeImage
          src={detail.banner || detail.image}
          alt={`Banner ${detail.name}`}
          loading="eager"
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>

      {/* On phones the order panel follows the name and price; on desktops it sits beside everything. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <header className="space-y-3 lg:col-start-1 lg:row-start-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {detail.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
            <CategoryChip
              name={detail.categoryName}
              image={detail.categoryImage}
              background={detail.categoryBg}
              size="md"
            />
            <span className={`rounded-full px-3 py-1 ${methodChipClass[methodChipColour(detail.method)]}`}>
              {detail.method}
            </span>
          </div>
          <p className="text-xl font-bold text-brand-700 dark:text-brand-300">
            {priceRangeText(priceRange(detail.variant, detail.price))}
          </p>
        </header>

        <aside
          aria-label="Pesan produk"
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <ProductOrderPanel
            key={detail._id}
            product={detail}
            discounts={promos.data}
            registeredEmail={session ? session.userData.email : null}
            onLoginRequired={requireLogin}
            onOrder={order}
          />
        </aside>

        <div className="space-y-8 lg:col-start-1 lg:row-start-2">
          {detail.information && (
            <Section title="Informasi">
              <p className="whitespace-pre-line">{detail.information}</p>
            </Section>
          )}
          {detail.note && (
            <Section title="Catatan*">
              <p className="whitespace-pre-line">{detail.note}</p>
            </Section>
          )}
          {detail.schema.length > 0 && (
            <Section title="Model berlangganan">
              <SectionList items={detail.schema} isNumbered />
            </Section>
          )}
          {detail.benefit.length > 0 && (
            <Section title="Keuntungan yang Kamu Dapatkan">
              <SectionList items={detail.benefit} isNumbered={false} />
            </Section>
          )}
        </div>
      </div>

      {relatedProducts.length > 0 && (
        <section className="mt-16">
          <h2 className="mb-6 text-xl font-bold text-slate-900 dark:text-white">Lihat juga produk lainnya</h2>
          <ProductGrid products={relatedProducts} discounts={allPromos.data} detailHref={cardHref} />
        </section>
      )}
    </article>
  );
}
