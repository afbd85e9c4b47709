/**
 * Products, variants and what the catalogue shows for them (SPEC §2, §3, §5 'Product filter').
 */
import { CAROUSEL_MIN_BANNERS_EXCLUSIVE, PRODUCT_PAGE_SIZE } from './constants';
import { cardDurationLabels, priceSuffix } from './duration';
import { formatRupiah } from './format';
import { isUuid } from './ids';

export const PRODUCT_TYPES = [
  'Invite Sharing',
  'Invite Email',
  'Dedicated Private',
  'Dedicated Auto',
  'Lisensi',
  'Sharing Private',
  'Sharing Account',
  'Product Key',
  'Digital Product',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** `type` values of the product listing besides the product types themselves: all types, or one. */
export const PRODUCT_TYPE_ALIASES: Readonly<Record<string, ProductType | undefined>> = {
  '': undefined,
  all: undefined,
  digital: 'Digital Product',
};

/** Whether the listing can filter by `value`: a product type or one of its aliases. */
export function isProductTypeFilter(value: string): boolean {
  return Object.hasOwn(PRODUCT_TYPE_ALIASES, value) || (PRODUCT_TYPES as readonly string[]).includes(value);
}

export const PRODUCT_METHODS = ['Ready', 'Preorder'] as const;
export type ProductMethod = (typeof PRODUCT_METHODS)[number];

/** Known product statuses; any other status means out of stock. */
export const PRODUCT_STATUSES = ['Available', 'Unavailable'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Types the admin fulfils by hand instead of delivering from stock (DESIGN §7). */
export const MANUAL_TYPES: readonly ProductType[] = ['Invite Email', 'Dedicated Private', 'Lisensi'];

/** Types whose order button first opens the order-info modal to collect an e-mail, domain or credentials. */
export const ORDER_INFO_TYPES: readonly ProductType[] = [
  'Invite Sharing',
  'Invite Email',
  'Dedicated Private',
  'Lisensi',
];

export const DIGITAL_PRODUCT_TYPE: ProductType = 'Digital Product';
export const HOST_PACKAGE_NAME = 'Host';
/** Shown in place of a credential the seat no longer has. */
export const EXPIRED_CREDENTIAL_TEXT = 'Akun mu sudah habis';

/** An item (one duration of a variant) as far as prices are concerned. */
export interface PricedItem {
  enabled: boolean;
  price: number;
}

/** A variant (product × package) as far as filters and prices are concerned. */
export interface VariantView {
  package: { _id: string; name?: string };
  items: readonly PricedItem[];
}

/** Whether a product can be ordered: only status Available. */
export function isOrderable(status: string): boolean {
  return status === 'Available';
}

/** Whether a product is withdrawn: left out of the hero search, and its detail page is a 404. */
export function isUnavailable(status: string): boolean {
  return status === 'Unavailable';
}

/** Label of the product detail's order button: 'Pesan' for Ready, 'Preorder' otherwise. */
export function orderButtonLabel(method: string): 'Pesan' | 'Preorder' {
  return method === 'Ready' ? 'Pesan' : 'Preorder';
}

/** Colour token of the method chip: Ready green, anything else yellow. */
export function methodChipColour(method: string): 'green' | 'yellow' {
  return method === 'Ready' ? 'green' : 'yellow';
}

export interface ProductCardButton {
  /** external: open the product link in a new tab; order: go to the product; soldOut: disabled. */
  kind: 'external' | 'order' | 'soldOut';
  label: 'Beli Sekarang' | 'Pesan Sekarang' | 'Stok Habis';
}

/** The product card's button: 'Beli Sekarang' for digital products, 'Pesan Sekarang' when orderable, else 'Stok Habis'. */
export function productCardButton(product: { type: string; status: string }): ProductCardButton {
  if (product.type === DIGITAL_PRODUCT_TYPE) return { kind: 'external', label: 'Beli Sekarang' };
  if (isOrderable(product.status)) return { kind: 'order', label: 'Pesan Sekarang' };
  return { kind: 'soldOut', label: 'Stok Habis' };
}

/** Whether the admin fulfils orders of this type by hand. */
export function isManualType(type: string): boolean {
  return MANUAL_TYPES.some((manual) => manual === type);
}

/** Whether ordering this type first opens the order-info modal. */
export function needsOrderInfo(type: string): boolean {
  return ORDER_INFO_TYPES.some((infoType) => infoType === type);
}

export type CredentialField = 'email' | 'password' | 'profile' | 'pin' | 'key' | 'productLink' | 'link';

const CREDENTIAL_FIELDS = new Map<string, readonly CredentialField[]>([
  ['Sharing Private', ['email', 'password', 'profile', 'pin']],
  ['Dedicated Private', ['email', 'password']],
  ['Dedicated Auto', ['email', 'password']],
  ['Sharing Account', ['email', 'password']],
  ['Product Key', ['key']],
  ['Digital Product', ['productLink']],
  ['Invite Sharing', ['link']],
] satisfies [ProductType, readonly CredentialField[]][]);

/** What a Host never needs: the Host owns the provider account, so no profile or PIN is handed out. */
const HOST_FREE_FIELDS: ReadonlySet<CredentialField> = new Set(['profile', 'pin']);

/**
 * Read-only credential rows of a seat, by product type and package; 'link' is the first of the
 * seat's links. A Host seat shows only what a Host uses: each row more would read 'Belum tersedia,
 * hubungi admin' forever and invite a needless WhatsApp.
 */
export function credentialFields(type: string, packageName?: string | null): readonly CredentialField[] {
  const fields = CREDENTIAL_FIELDS.get(type) ?? [];
  return isHostPackage(packageName) ? fields.filter((field) => !HOST_FREE_FIELDS.has(field)) : fields;
}

/**
 * The e-mail credential row: the address, with '@' and the domain when the seat has one. An address
 * that already holds an '@' (an order placed before mailbox and domain were kept apart) is shown as is.
 */
export function credentialEmail(email: string | null | undefined, domain?: string | null): string | null {
  if (email === null || email === undefined) return null;
  return domain && !email.includes('@') ? `${email}@${domain}` : email;
}

/** A credential value as shown, with 'Akun mu sudah habis' in place of a missing one. */
export function credentialText(value: string | null | undefined): string {
  return value ?? EXPIRED_CREDENTIAL_TEXT;
}

/** Whether a package is the special Host package (case-insensitive). */
export function isHostPackage(packageName: string | null | undefined): boolean {
  return packageName?.trim().toLowerCase() === HOST_PACKAGE_NAME.toLowerCase();
}

/** An image path with Windows backslashes turned into URL slashes. */
export function normalizeImagePath(path: string): string {
  return path.replace(/\\/g, '/');
}

/** The filters of the product lists; empty values do not filter. */
export interface ProductFilter {
  /** Matched against the name. */
  search?: string;
  categoryId?: string;
  method?: string;
  /** A package id, or 'lifetime' for products sold without variants. */
  packageId?: string;
  /** A product type, 'digital' for Digital Product, or 'all'. */
  type?: string;
}

/** A product as far as the list filters are concerned. */
export interface FilterableProduct {
  name: string;
  categoryId?: string | null;
  method: string;
  type?: string;
  variant?: readonly Pick<VariantView, 'package'>[] | null;
}

export const LIFETIME_PACKAGE_FILTER = 'lifetime';

function containsIgnoringCase(value: string | null | undefined, part: string): boolean {
  return (value ?? '').toLowerCase().includes(part.toLowerCase());
}

function matchesType(productType: string | undefined, wanted: string): boolean {
  const normalisedWanted = wanted.toLowerCase();
  if (normalisedWanted === 'all') return true;
  if (normalisedWanted === 'digital') return productType === DIGITAL_PRODUCT_TYPE;
  return productType?.toLowerCase() === normalisedWanted;
}

/** Whether a package is the admin's own lifetime package, which the listing folds into its 'Lifetime' choice. */
function isLifetimePackageName(name: string | null | undefined): boolean {
  return name?.trim().toLowerCase() === LIFETIME_PACKAGE_FILTER;
}

function matchesPackage(product: FilterableProduct, packageId: string): boolean {
  const variants = product.variant ?? [];
  if (packageId.toLowerCase() === LIFETIME_PACKAGE_FILTER) {
    // Sold for life: without variants (SPEC §2), or through a package the admin named Lifetime.
    return variants.length === 0 || variants.some((variant) => isLifetimePackageName(variant.package.name));
  }
  return variants.some((variant) => containsIgnoringCase(variant.package._id, packageId));
}

/**
 * The Package filter's choices: the packages, then 'Lifetime' (SPEC §2). A package the admin named
 * Lifetime is not listed a second time: the one 'Lifetime' choice covers it and the products without variants.
 */
export function packageFilterOptions(
  packages: readonly { _id: string; name: string }[],
): { value: string; label: string }[] {
  return [
    ...packages
      .filter((item) => !isLifetimePackageName(item.name))
      .map((item) => ({ value: item._id, label: item.name })),
    { value: LIFETIME_PACKAGE_FILTER, label: 'Lifetime' },
  ];
}

/** Whether a product passes every non-empty filter: case-insensitive substring on name, category id, method and package id, plus the type. */
export function matchesProductFilter(product: FilterableProduct, filter: ProductFilter): boolean {
  const search = filter.search?.trim();
  const categoryId = filter.categoryId?.trim();
  const method = filter.method?.trim();
  const packageId = filter.packageId?.trim();
  const type = filter.type?.trim();
  return (
    (!search || containsIgnoringCase(product.name, search)) &&
    (!categoryId || containsIgnoringCase(product.categoryId, categoryId)) &&
    (!method || containsIgnoringCase(product.method, method)) &&
    (!packageId || matchesPackage(product, packageId)) &&
    (!type || matchesType(product.type, type))
  );
}

export interface PriceRange {
  lowPrice: number;
  highPrice: number;
}

/** Lowest and highest price over the enabled items of all variants; the flat price (or 0) when there are none. */
export function priceRange(
  variants: readonly Pick<VariantView, 'items'>[] | null | undefined,
  flatPrice?: number | null,
): PriceRange {
  const prices = (variants ?? []).flatMap((variant) =>
    variant.items.filter((item) => item.enabled).map((item) => item.price),
  );
  if (prices.length === 0) {
    const price = Math.max(0, flatPrice ?? 0);
    return { lowPrice: price, highPrice: price };
  }
  return { lowPrice: Math.min(...prices), highPrice: Math.max(...prices) };
}

/** Price range text of the product detail: one price when low equals high, else 'Rp low - Rp high'. */
export function priceRangeText(range: PriceRange): string {
  if (range.lowPrice === range.highPrice) return formatRupiah(range.lowPrice);
  return `${formatRupiah(range.lowPrice)} - ${formatRupiah(range.highPrice)}`;
}

/** How the banners show: nothing for none, one still image for 1 or 2, the carousel for more. */
export function bannerLayout(bannerCount: number): 'none' | 'single' | 'carousel' {
  if (bannerCount <= 0) return 'none';
  return bannerCount > CAROUSEL_MIN_BANNERS_EXCLUSIVE ? 'carousel' : 'single';
}

/** Whether a preview list links to 'Lihat Semua': only when it holds exactly one page (16) of products. */
export function showsSeeAllLink(productCount: number): boolean {
  return productCount === PRODUCT_PAGE_SIZE;
}

/** Whether a product card shows the 'Promo' badge: the user has not bought it and it has a promo entry. */
export function hasPromoBadge(
  product: { _id: string; bought?: boolean | null },
  discounts: readonly { product: string | { _id: string } }[] | null | undefined,
): boolean {
  if (product.bought) return false;
  return (discounts ?? []).some(
    (discount) =>
      (typeof discount.product === 'string' ? discount.product : discount.product._id) === product._id,
  );
}

/** An item of a variant as the product card reads it. */
export interface CardItem extends PricedItem {
  duration: number;
}

/** One package line of a product card: its name, the enabled item's price with suffix, and the enabled durations. */
export interface CardVariantLine {
  packageName: string;
  price: number;
  /** '/ Bln', '/ Thn', or '' for a lifetime item. */
  suffix: string;
  durations: string[];
}

/** The card's package lines; a variant without an enabled item has no price to show and is left out. */
export function cardVariantLines(
  variants: readonly { package: { name: string }; items: readonly CardItem[] }[] | null | undefined,
): CardVariantLine[] {
  return (variants ?? []).flatMap((variant) => {
    const firstEnabled = variant.items.find((item) => item.enabled);
    if (!firstEnabled) return [];
    return [
      {
        packageName: variant.package.name,
        price: firstEnabled.price,
        suffix: priceSuffix(firstEnabled.duration),
        durations: cardDurationLabels(variant.items),
      },
    ];
  });
}

/** The two views of /allProduct, chosen by `?type=`: 'digital', or everything else. */
export type ProductListView = 'all' | 'digital';

/** The view of a `?type=` value: 'digital' shows digital products only; 'all', a product type or nothing show the full list. */
export function productListView(typeParam: string | null | undefined): ProductListView {
  return typeParam?.trim().toLowerCase() === 'digital' ? 'digital' : 'all';
}

/**
 * What a listing asks the API for: the 'all' view every product, a page (16) at a time as the
 * visitor scrolls (`everyPage`); the digital view one page (16) of digital products, a preview.
 */
export function productListRequest(view: ProductListView): {
  limit: number;
  type?: string;
  everyPage: boolean;
} {
  return view === 'digital'
    ? { limit: PRODUCT_PAGE_SIZE, type: DIGITAL_PRODUCT_TYPE, everyPage: false }
    : { limit: PRODUCT_PAGE_SIZE, everyPage: true };
}

/** The listing's filters as GET /api/products takes them (empty ones left out): the server filters and pages. */
export interface ListingFilterQuery {
  search?: string;
  category?: string;
  package?: string;
  method?: string;
  type?: string;
}

/** A ProductFilter (after effectiveListingFilter) as the query of GET /api/products. */
export function listingFilterQuery(filter: ProductFilter): ListingFilterQuery {
  const query: ListingFilterQuery = {};
  const set = (name: keyof ListingFilterQuery, value: string | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) query[name] = trimmed;
  };
  set('search', filter.search);
  set('category', filter.categoryId);
  set('package', filter.packageId);
  set('method', filter.method);
  if (filter.type?.trim().toLowerCase() !== 'all') set('type', filter.type);
  return query;
}

/**
 * SPEC §4 'Listing filter': the listing opens in all mode and the user's first filter change ends it.
 * While it lasts, a package filter of 'lifetime' (or none) does not narrow the list.
 */
export function effectiveListingFilter(filter: ProductFilter, isAllMode: boolean): ProductFilter {
  const packageId = filter.packageId?.trim() ?? '';
  if (isAllMode && (!packageId || packageId.toLowerCase() === LIFETIME_PACKAGE_FILTER)) {
    const { packageId: _ignored, ...rest } = filter;
    return rest;
  }
  return filter;
}

/** Where a listing page ends in the listing order (sort, then newest first, then id): the next page starts after it. */
export interface ListingCursor {
  sort: number;
  /** PostgreSQL's text of the created_at, microseconds included, so no product is skipped or repeated. */
  createdAt: string;
  id: string;
}

/** Base64 of Node and browsers alike (this package's TypeScript libraries name neither). */
const base64 = globalThis as unknown as { btoa(text: string): string; atob(text: string): string };

const CURSOR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** The opaque `nextCursor` of a listing answer (base64url of its keys). */
export function encodeListingCursor(cursor: ListingCursor): string {
  return base64
    .btoa(JSON.stringify([cursor.sort, cursor.createdAt, cursor.id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The keys of a `cursor` query value; null when it is not one the listing sent. */
export function decodeListingCursor(value: string): ListingCursor | null {
  if (value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(base64.atob(value.replace(/-/g, '+').replace(/_/g, '/')));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [sort, createdAt, id] = parsed as unknown[];
    if (typeof sort !== 'number' || !Number.isSafeInteger(sort)) return null;
    if (typeof createdAt !== 'string' || !CURSOR_TIMESTAMP.test(createdAt)) return null;
    if (typeof id !== 'string' || !isUuid(id)) return null;
    return { sort, createdAt, id };
  } catch {
    return null;
  }
}
