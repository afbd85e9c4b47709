import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A customer's private image (a complaint's picture, a transfer proof), stored under
 * DATA_DIR/private-uploads as `name`. The row names its owner, so GET /api/files/:name checks
 * access without knowing which complaint or reimbursement points at it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 32 random hex digits and the extension its bytes prove, e.g. `3f…9a.png`. */
    name: text('name').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_user_idx').on(table.userId)],
);
