/**
 * Business constants and limits of SPEC §9 (and the few the shop adds), named once so the
 * server, the web app and the rules in this package agree on them.
 */

export const DEFAULT_APP_NAME = 'Premium Shop';

/** Every date the shop shows is in Indonesian western time unless a caller says otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

export const DAYS_PER_MONTH = 30;
/** Twelve 30-day months: 360 days or more read as years. */
export const DAYS_PER_YEAR = 360;
export const MONTHS_PER_YEAR = 12;
export const MS_PER_DAY = 24 * 60 * 60 * 1000;

export const NAME_MAX_LENGTH = 75;
export const PHONE_MIN_DIGITS = 10;
/** E.164 allows 15 digits in all; more cannot be a phone number. */
export const PHONE_MAX_DIGITS = 15;
export const PHONE_PREFIX = '+62';
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX_LENGTH = 128;
export const DEFAULT_ALLOWED_EMAIL_DOMAINS: readonly string[] = ['gmail.com', 'outlook.com', 'yahoo.com'];
/** Younger users need a parent's permission (Terms of Service). */
export const MINIMUM_AGE_WITHOUT_PERMISSION = 17;

export const PRODUCT_PAGE_SIZE = 16;
/**
 * The most products one listing page may ask for (docs/decisions/054): the storefront asks pages of
 * 16 and follows `nextCursor`, so an answer stays small however large the catalogue grows.
 */
export const MAX_PRODUCT_PAGE_SIZE = 100;
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATIONS_SCREEN_PAGE_SIZE = 5;
export const NOTIFICATION_BELL_SIZE = 3;
export const POLL_INTERVAL_MS = 2 * 60 * 1000;

export const NEW_PRODUCT_WINDOW_DAYS = 7;

export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 1000;
/** The banner carousel runs only with more banners than this; fewer show one still image. */
export const CAROUSEL_MIN_BANNERS_EXCLUSIVE = 2;

/** Days an expired seat stays in grace (Tenggang) before it ends (Habis); the server's GRACE_DAYS default. */
export const DEFAULT_GRACE_DAYS = 3;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const TOAST_DURATION_MS = 5000;
export const NAV_NAME_MAX_LENGTH = 10;
export const HEADER_SCROLL_THRESHOLD_PX = 40;
export const SIDEBAR_WIDTH_PX = 250;
export const DRAWER_TRANSITION_MS = 300;
/** Account tabs get scroll arrows on mobile when there are more tabs than this. */
export const TAB_ARROWS_AFTER = 4;
export const TAB_SCROLL_STEP_PX = 200;

export const DROPDOWN_MAX_HEIGHT_PX = 300;
export const DROPDOWN_MIN_HEIGHT_PX = 140;
export const DROPDOWN_PAGE_SIZE = 5;

export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
