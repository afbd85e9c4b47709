import type { Product } from '@premium-shop/domain/product-schema';
import { useQuery } from '@tanstack/react-query';
import { allProductsQueryOptions } from '../../../../lib/catalogue/products';
import type { Ref } from 'react';
import { Field, fieldAria } from '../../../../ui/field';
import { selectClass } from './stock-styles';

/** Every product of the catalogue (page after page of the listing), for the stock screen's selects. */
export function useStockProducts(): Product[] {
  const { data } = useQuery(allProductsQueryOptions());
  return data ?? [];
}

/** The packages a product is sold in (one per variant). */
export function packagesOf(product: Product | undefined): Array<{ _id: string; name: string }> {
  return product?.variant.map((variant) => variant.package) ?? [];
}

interface ProductPackageFieldsProps {
  idPrefix: string;
  products: Product[];
  productId: string;
  packageId: string;
  onChange: (value: { productId: string; packageId: string }) => void;
  errors?: { product?: string | undefined; package?: string | undefined };
  /** The product and package selects, for a form that focuses the first field refused. */
  productRef?: Ref<HTMLSelectElement>;
  packageRef?: Ref<HTMLSelectElement>;
}

/** A product select and the select of its packages; choosing a product picks its first package. */
export function ProductPackageFields({
  idPrefix,
  products,
  productId,
  packageId,
  onChange,
  errors = {},
  productRef,
  packageRef,
}: ProductPackageFieldsProps) {
  const product = products.find((candidate) => candidate._id === productId);
  const packages = packagesOf(product);
  const productField = `${idPrefix}-product`;
  const packageField = `${idPrefix}-package`;
  return (
    <>
      <Field id={productField} label="Produk" error={errors.product}>
        <select
          ref={productRef}
          id={productField}
          className={selectClass}
          value={productId}
          {...fieldAria(productField, errors.product)}
          onChange={(event) => {
            const next = products.find((candidate) => candidate._id === event.target.value);
            onChange({ productId: event.target.value, packageId: packagesOf(next)[0]?._id ?? '' });
          }}
        >
          <option value="">Pilih produk</option>
          {products.map((candidate) => (
            <option key={candidate._id} value={candidate._id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={packageField} label="Paket" error={errors.package}>
        <select
          ref={packageRef}
          id={packageField}
          className={selectClass}
          value={packageId}
          disabled={packages.length === 0}
          {...fieldAria(packageField, errors.package)}
          onChange={(event) => onChange({ productId, packageId: event.target.value })}
        >
          {packages.length === 0 && <option value="">Tanpa paket</option>}
          {packages.map((option) => (
            <option key={option._id} value={option._id}>
              {option.name}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
