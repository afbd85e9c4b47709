import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const banners = pgTable('banners', {
  id: id(),
  image: text('image').notNull(),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const SITE_CONTENT_KEYS = [
  'announcement',
  'testimonials',
  'faq',
  'showcase',
  'flash_cards',
  'why_us',
] as const;
export type SiteContentKey = (typeof SITE_CONTENT_KEYS)[number];

/** Home-page content blocks, each a JSON document validated by its zod schema on write. */
export const siteContent = pgTable(
  'site_content',
  {
    key: text('key').primaryKey(),
    content: jsonb('content').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'site_content_known_key',
      sql`${table.key} IN ('announcement', 'testimonials', 'faq', 'showcase', 'flash_cards', 'why_us')`,
    ),
  ],
);
