import { z } from 'zod';
import {
  announcementSchema,
  bannerSchema,
  faqItemSchema,
  flashCardsSchema,
  shopInfoSchema,
  showcaseItemSchema,
  testimonialSchema,
  whyUsReasonSchema,
} from '../storefront-schema';
import { dataAnswer, defineEndpoints } from './endpoint';
import { STOREFRONT_PATHS } from './storefront.paths';

export const storefrontEndpoints = defineEndpoints('Storefront', STOREFRONT_PATHS, {
  listBanners: {
    summary: 'The carousel banners above the product list, in the order the admin gave them.',
    access: 'public',
    responses: { 200: dataAnswer(z.array(bannerSchema)) },
  },
  getFlashCards: {
    summary: "The home page's promo cards, as the admin wrote them.",
    access: 'public',
    responses: { 200: dataAnswer(flashCardsSchema) },
  },
  listWhyUs: {
    summary: "The reasons of 'Kenapa Pilih Premium Shop?'.",
    access: 'public',
    responses: { 200: dataAnswer(z.array(whyUsReasonSchema)) },
  },
  listShowcase: {
    summary: 'The payment-method logos of the showcase.',
    access: 'public',
    responses: { 200: dataAnswer(z.array(showcaseItemSchema)) },
  },
  getAnnouncement: {
    summary: 'The marquee text under the navigation, or null when there is none.',
    access: 'public',
    responses: { 200: dataAnswer(announcementSchema.nullable()) },
  },
  listTestimonials: {
    summary: "The customers' testimonials with their rating.",
    access: 'public',
    responses: { 200: dataAnswer(z.array(testimonialSchema)) },
  },
  listFaq: {
    summary: 'The questions and answers of the FAQ.',
    access: 'public',
    responses: { 200: dataAnswer(z.array(faqItemSchema)) },
  },
  getShopInfo: {
    summary: "The shop's contact details: support e-mail, phone, hours, WhatsApp number and social links.",
    access: 'public',
    responses: { 200: dataAnswer(shopInfoSchema) },
  },
});
