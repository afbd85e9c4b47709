import { normalizeImagePath } from '@premium-shop/domain/catalogue';
import {
  type Announcement,
  announcementSchema,
  type Banner,
  type FaqItem,
  faqItemSchema,
  type FlashCards,
  flashCardSchema,
  type ShopInfo,
  type ShowcaseItem,
  showcaseItemSchema,
  type SocialLink,
  type Testimonial,
  testimonialSchema,
  type WhyUsReason,
  whyUsReasonSchema,
} from '@premium-shop/domain/storefront-schema';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Settings } from '../../settings';
import * as repository from './storefront.repository';

export async function listBanners(db: Database): Promise<Banner[]> {
  const rows = await repository.listActiveBanners(db);
  return rows.map((row) => ({ _id: row.id, image: normalizeImagePath(row.image), link: row.link }));
}

/**
 * The entries of a stored list that have the expected shape. The admin's editor validates on
 * write; this keeps one bad entry (or a document never written) from breaking the home page.
 */
function validEntries<T>(stored: unknown, entry: z.ZodType<T>): T[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((value) => {
    const parsed = entry.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function getFlashCards(db: Database): Promise<FlashCards> {
  const stored = await repository.findSiteContent(db, 'flash_cards');
  const content = z.object({ content: z.unknown() }).safeParse(stored);
  return { content: validEntries(content.success ? content.data.content : undefined, flashCardSchema) };
}

/** The reasons of 'Kenapa Pilih Premium Shop?', in the admin's order. */
export async function listWhyUs(db: Database): Promise<WhyUsReason[]> {
  const items = validEntries(await repository.findSiteContent(db, 'why_us'), whyUsReasonSchema);
  return items.map(({ title, description }) => ({ title, description }));
}

export async function listShowcase(db: Database): Promise<ShowcaseItem[]> {
  const items = validEntries(await repository.findSiteContent(db, 'showcase'), showcaseItemSchema);
  return items.map((item) => ({ name: item.name, image: normalizeImagePath(item.image) }));
}

/** The marquee text, or null when there is none to show. */
export async function getAnnouncement(db: Database): Promise<Announcement | null> {
  const parsed = announcementSchema.safeParse(await repository.findSiteContent(db, 'announcement'));
  if (!parsed.success || parsed.data.text.trim() === '') return null;
  return { text: parsed.data.text.trim() };
}

export async function listTestimonials(db: Database): Promise<Testimonial[]> {
  const items = validEntries(await repository.findSiteContent(db, 'testimonials'), testimonialSchema);
  return items.map(({ name, role, rating, content }) => ({ name, role, rating, content }));
}

export async function listFaq(db: Database): Promise<FaqItem[]> {
  const items = validEntries(await repository.findSiteContent(db, 'faq'), faqItemSchema);
  return items.map(({ question, answer }) => ({ question, answer }));
}

const SOCIAL_NAMES: Record<string, string> = {
  'instagram.com': 'Instagram',
  'tiktok.com': 'TikTok',
  'facebook.com': 'Facebook',
  'fb.com': 'Facebook',
  'x.com': 'X',
  'twitter.com': 'Twitter',
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'linkedin.com': 'LinkedIn',
  't.me': 'Telegram',
  'telegram.me': 'Telegram',
  'wa.me': 'WhatsApp',
  'whatsapp.com': 'WhatsApp',
  'threads.net': 'Threads',
  'threads.com': 'Threads',
  'discord.gg': 'Discord',
  'discord.com': 'Discord',
};

/** 'https://www.instagram.com/shop' -> 'Instagram'; an unknown site is named by its host. */
export function socialLabel(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return url;
  }
  const bare = host.replace(/^(www|m|mobile)\./, '');
  return SOCIAL_NAMES[bare] ?? bare;
}

export function getShopInfo(settings: Settings): ShopInfo {
  const socialLinks: SocialLink[] = settings.SOCIAL_LINKS.map((url) => ({ label: socialLabel(url), url }));
  return {
    name: settings.APP_NAME,
    supportEmail: settings.SUPPORT_EMAIL,
    supportPhone: settings.SUPPORT_PHONE,
    supportHours: settings.SUPPORT_HOURS,
    whatsappNumber: settings.WHATSAPP_NUMBER,
    socialLinks,
  };
}
