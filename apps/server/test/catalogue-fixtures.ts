import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client';
import { categories, packages, products, variantItems, variants } from '../src/db/schema/catalogue';
import { orders } from '../src/db/schema/orders';
import { accounts, productItems } from '../src/db/schema/stock';

export type ProductFields = Partial<typeof products.$inferInsert>;
export type ItemFields = Partial<typeof productItems.$inferInsert>;
export type OrderFields = Partial<typeof orders.$inferInsert>;
export type SeatFields = Partial<typeof accounts.$inferInsert>;

const DAY = 24 * 60 * 60 * 1000;

export interface CatalogueOptions {
  category?: Partial<typeof categories.$inferInsert>;
  /** The packages to create, by name; the first is the one rows get unless told. */
  packages?: string[];
  /** The file's own defaults, called for every row so sealed secrets and random values stay unique. */
  product?: () => ProductFields;
  item?: () => ItemFields;
  order?: () => OrderFields;
  /** Starts every invoice number, which then reads `<prefix>-00001-ab12`. */
  invoicePrefix?: string;
}

/**
 * A category, its packages and one-line factories for products, product items (groups), orders
 * and seats, all bound to `db`. An order defaults to a Pending sandbox payment of 30 days.
 */
export async function catalogueFixtures(db: Database, options: CatalogueOptions = {}) {
  const [category] = await db
    .insert(categories)
    .values({ name: 'Streaming', image: 'c.png', bg: '#fff', icon: 'c.svg', ...options.category })
    .returning();
  const names = options.packages ?? ['Sharing', 'Host'];
  const packageRows =
    names.length > 0
      ? await db
          .insert(packages)
          .values(names.map((name) => ({ name })))
          .returning()
      : [];
  const packageIds: Record<string, string> = Object.fromEntries(packageRows.map((row) => [row.name, row.id]));
  const defaultPackageId = names[0] === undefined ? null : packageIds[names[0]]!;

  /** The id of the package created under `name`. */
  function packageId(name: string): string {
    const id = packageIds[name];
    if (!id) throw new Error(`No package named ${name} in these fixtures`);
    return id;
  }

  async function makeProduct(fields: ProductFields = {}) {
    const [product] = await db
      .insert(products)
      .values({
        name: `Produk ${randomUUID().slice(0, 8)}`,
        image: 'p.png',
        banner: 'b.png',
        icon: 'p.svg',
        method: 'Ready',
        type: 'Sharing Account',
        categoryId: category!.id,
        slot: 5,
        ...options.product?.(),
        ...fields,
      })
      .returning();
    return product!;
  }

  async function makeItem(productId: string, slot: number, fields: ItemFields = {}) {
    const [item] = await db
      .insert(productItems)
      .values({
        productId,
        packageId: defaultPackageId,
        name: `Akun ${randomUUID().slice(0, 6)}`,
        slot,
        state: 'active',
        ...options.item?.(),
        ...fields,
      })
      .returning();
    return item!;
  }

  /** Sells `productId` in the package `packageId`, by default for 30 days at Rp25.000. */
  async function makeVariant(
    productId: string,
    packageId: string,
    prices: Array<Omit<typeof variantItems.$inferInsert, 'variantId'>> = [{ duration: 30, price: 25_000 }],
    fields: Partial<typeof variants.$inferInsert> = {},
  ) {
    const [variant] = await db
      .insert(variants)
      .values({ productId, packageId, ...fields })
      .returning();
    if (prices.length > 0) {
      await db.insert(variantItems).values(prices.map((price) => ({ variantId: variant!.id, ...price })));
    }
    return variant!;
  }

  let sequence = 0;
  async function makeOrder(userId: string, productId: string, fields: OrderFields = {}) {
    sequence += 1;
    const [order] = await db
      .insert(orders)
      .values({
        invoice: `${options.invoicePrefix ?? 'INV-TEST'}-${String(sequence).padStart(5, '0')}-${randomBytes(2).toString('hex')}`,
        userId,
        productId,
        packageId: defaultPackageId,
        duration: 30,
        price: 25_000,
        admin: 2_000,
        total: 27_939,
        paymentMethod: 'QRIS',
        status: 'Pending',
        reference: `SBX-${randomBytes(10).toString('hex').toUpperCase()}`,
        expiredTime: new Date(Date.now() + DAY),
        ...options.order?.(),
        ...fields,
      })
      .returning();
    return order!;
  }

  /** A seat of `userId` in the group `item`. */
  async function makeSeat(item: { id: string; productId: string }, userId: string, fields: SeatFields = {}) {
    const [seat] = await db
      .insert(accounts)
      .values({
        productItemId: item.id,
        userId,
        productId: item.productId,
        packageId: defaultPackageId,
        duration: 30,
        ...fields,
      })
      .returning();
    return seat!;
  }

  return { category: category!, packageId, makeProduct, makeVariant, makeItem, makeOrder, makeSeat };
}

/** What the checkout sends for 30 days of `productId` in `packageId`, paid by QRIS. */
export function checkoutBody(productId: string, packageId: string, overrides: Record<string, unknown> = {}) {
  return {
    product: productId,
    packageId,
    method: 'QRIS',
    duration: 30,
    price: 25_000,
    adminFee: 2_000,
    status: 'Pending',
    ...overrides,
  };
}
