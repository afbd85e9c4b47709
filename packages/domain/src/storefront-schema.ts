import { z } from 'zod';

/**
 * The public storefront answers besides products and categories (SPEC §7 Catalogue):
 * banners, promos, packages, and the home-page content the admin edits.
 * Every one of them arrives wrapped in `{ data }`; image paths use forward slashes.
 */

/** A carousel banner above the product list; `link` is where a click goes, if anywhere. */
export const bannerSchema = z.object({
  _id: z.string(),
  image: z.string(),
  link: z.string().nullable(),
});

/**
 * A promo on one duration of a product: `value` is '20%' or a flat Rupiah amount as text.
 * A limited promo has a `slot`; `used` counts the orders that took it.
 */
export const productDiscountSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string() }),
  duration: z.number().int(),
  value: z.string(),
  used: z.number().int(),
  slot: z.number().int().nullable(),
});

/** A package (Sharing, Host, ...) as the listing's Package filter shows it. */
export const packageInfoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
});

export const flashCardSchema = z.object({ title: z.string(), description: z.string() });

/** The home page's promo cards (SPEC §3: data.content). */
export const flashCardsSchema = z.object({ content: z.array(flashCardSchema) });

/** One reason of the home page's 'Kenapa Pilih Premium Shop?': a short title and a line or two of text. */
export const whyUsReasonSchema = z.object({ title: z.string(), description: z.string() });

/** One logo of the payment-method showcase. */
export const showcaseItemSchema = z.object({ name: z.string(), image: z.string() });

/** The marquee text under the navigation. */
export const announcementSchema = z.object({ text: z.string() });

export const testimonialSchema = z.object({
  name: z.string(),
  role: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
});

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() });

export const socialLinkSchema = z.object({ label: z.string(), url: z.string() });

/** The deployment's contact details for the footer and the floating WhatsApp link. */
export const shopInfoSchema = z.object({
  name: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportHours: z.string(),
  /** Digits only, with the country code (62...), ready for https://wa.me/{number}. */
  whatsappNumber: z.string().regex(/^\d+$/),
  socialLinks: z.array(socialLinkSchema),
});

export type Banner = z.infer<typeof bannerSchema>;
export type ProductDiscount = z.infer<typeof productDiscountSchema>;
export type PackageInfo = z.infer<typeof packageInfoSchema>;
export type FlashCard = z.infer<typeof flashCardSchema>;
export type FlashCards = z.infer<typeof flashCardsSchema>;
export type WhyUsReason = z.infer<typeof whyUsReasonSchema>;
export type ShowcaseItem = z.infer<typeof showcaseItemSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type ShopInfo = z.infer<typeof shopInfoSchema>;
