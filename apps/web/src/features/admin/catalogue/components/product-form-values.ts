/**
 * The product form's values and their two translations: from the product the server answers, and
 * to the body POST/PUT /admin/products takes. Numbers are typed as text, so an empty or mistyped
 * number reaches the shared schema (and its Indonesian message) instead of becoming 0 unnoticed.
 */
import type {
  AdminProduct,
  AdminProductStatus,
  ProductInputBody,
} from '@premium-shop/domain/admin-catalogue-schema';
import type { ProductMethod, ProductType } from '@premium-shop/domain/catalogue';

export interface SectionValues {
  header: string;
  description: string;
}

export interface ItemValues {
  duration: string;
  price: string;
  enabled: boolean;
}

export interface VariantValues {
  packageId: string;
  status: 'Available' | 'Unavailable';
  items: ItemValues[];
}

export interface ProductFormValues {
  name: string;
  brand: string;
  image: string;
  banner: string;
  icon: string;
  method: ProductMethod;
  type: ProductType;
  link: string;
  status: AdminProductStatus;
  categoryId: string;
  adminFee: string;
  modalFee: string;
  slot: string;
  information: string;
  note: string;
  schema: SectionValues[];
  benefit: SectionValues[];
  /** The flat (lifetime) price of a product without packages; empty for none. */
  price: string;
  isPopular: boolean;
  variants: VariantValues[];
}

export function emptyItem(): ItemValues {
  return { duration: '30', price: '', enabled: true };
}

export function emptyVariant(packageId = ''): VariantValues {
  return { packageId, status: 'Available', items: [emptyItem()] };
}

export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    brand: '',
    image: '',
    banner: '',
    icon: '',
    method: 'Ready',
    type: 'Sharing Account',
    link: '',
    status: 'Available',
    categoryId: '',
    adminFee: '0',
    modalFee: '0',
    slot: '1',
    information: '',
    note: '',
    schema: [],
    benefit: [],
    price: '',
    isPopular: false,
    variants: [],
  };
}

export function productToValues(product: AdminProduct): ProductFormValues {
  const sections = (list: AdminProduct['schema']) =>
    list.map(({ header, description }) => ({ header, description }));
  return {
    name: product.name,
    brand: product.brand,
    image: product.image,
    banner: product.banner,
    icon: product.icon,
    method: product.method,
    type: product.type,
    link: product.link ?? '',
    status: product.status,
    categoryId: product.categoryId,
    adminFee: product.adminFee,
    modalFee: String(product.modalFee),
    slot: String(product.slot),
    information: product.information,
    note: product.note,
    schema: sections(product.schema),
    benefit: sections(product.benefit),
    price: product.price === null ? '' : String(product.price),
    isPopular: product.isPopular,
    variants: product.variant.map((variant) => ({
      packageId: variant.package._id,
      status: variant.status,
      items: variant.items.map((item) => ({
        duration: String(item.duration),
        price: String(item.price),
        enabled: item.enabled,
      })),
    })),
  };
}

/** A typed number: '' stays missing (undefined), anything else becomes a number (NaN when it is none). */
function numberOrMissing(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

export function valuesToBody(values: ProductFormValues): ProductInputBody {
  const price = numberOrMissing(values.price);
  return {
    name: values.name,
    brand: values.brand,
    image: values.image,
    banner: values.banner,
    icon: values.icon,
    method: values.method,
    type: values.type,
    link: values.link.trim() === '' ? null : values.link,
    status: values.status,
    categoryId: values.categoryId,
    adminFee: values.adminFee,
    modalFee: numberOrMissing(values.modalFee) ?? 0,
    slot: numberOrMissing(values.slot) ?? Number.NaN,
    information: values.information,
    note: values.note,
    schema: values.schema,
    benefit: values.benefit,
    price: price ?? null,
    isPopular: values.isPopular,
    variants: values.variants.map((variant) => ({
      packageId: variant.packageId,
      status: variant.status,
      items: variant.items.map((item) => ({
        duration: numberOrMissing(item.duration) ?? Number.NaN,
        price: numberOrMissing(item.price) ?? Number.NaN,
        enabled: item.enabled,
      })),
    })),
  };
}
