/**
 * Seeds the demo shop into an empty database, so `npm start` on a fresh machine opens a shop that
 * is already trading: a full catalogue, stock with free seats, a bank account for 'Transfer Bank',
 * and a customer (Budi) with an order in every status. The data lives in the demo-*.ts tables beside this file.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { products } from '../schema/catalogue';
import { users } from '../schema/users';
import type { CredentialVault } from '../../platform/crypto';
import { createFileStore, type FileStore } from '../../platform/file-store';
import type { Settings } from '../../settings';
import { activityImages, insertActivity } from './demo-activity';
import { insertBankAccounts } from './demo-bank-accounts';
import { catalogueImages, insertCatalogue } from './demo-catalogue';
import { demoClock } from './demo-clock';
import { contentImages, insertContent } from './demo-content';
import { storeDemoImages } from './demo-images';
import { insertOrders, orderUsage } from './demo-orders';
import { insertStock } from './demo-stock';
import { hashDemoPasswords, insertUsers } from './demo-users';

// Any fixed number works; it must differ from the migration lock and be the same in every instance.
const SEED_LOCK = 8_245_002;

/** The shop counts as in use as soon as it has a user or a product: the demo never mixes with real data. */
async function hasShopData(db: Executor): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM ${users}) OR EXISTS (SELECT 1 FROM ${products}) AS used`,
  );
  return result.rows[0]?.used ?? true;
}

/** Seeds an empty database in one transaction; returns false (and changes nothing) when it is not empty. */
export async function seedDemoShop(
  db: Database,
  deps: { vault: CredentialVault; settings: Settings; now?: Date; files?: FileStore },
): Promise<boolean> {
  // Images first and whatever the database holds: a restored database with a fresh DATA_DIR
  // still needs its pictures. Existing files are left alone, so this is cheap on every start.
  await storeDemoImages(deps.files ?? createFileStore(deps.settings), deps.settings.DATA_DIR, [
    ...catalogueImages(),
    ...contentImages(),
    ...activityImages(),
  ]);

  // A cheap look before the slow part: most starts find the shop already in use.
  if (await hasShopData(db)) return false;
  const hashes = await hashDemoPasswords();
  const clock = demoClock(deps.now ?? new Date());

  return db.transaction(async (tx) => {
    // Two instances starting on an empty database: the second waits here, then sees the first's data.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasShopData(tx)) return false;

    const usage = orderUsage();
    const userId = await insertUsers(tx, hashes, clock);
    const catalogue = await insertCatalogue(tx, clock, usage);
    await insertContent(tx, { settings: deps.settings, catalogue, clock });
    await insertBankAccounts(tx, clock);
    const stock = await insertStock(tx, {
      vault: deps.vault,
      catalogue,
      clock,
      seatsTaken: usage.seatsTaken,
    });
    const budiOrderId = await insertOrders(tx, {
      vault: deps.vault,
      clock,
      graceDays: deps.settings.GRACE_DAYS,
      userId,
      catalogue,
      stock,
    });
    await insertActivity(tx, { clock, userId, catalogue, budiOrderId });
    return true;
  });
}
