/**
 * The home page's content is edited by the admin now and then: a visit fetches each piece once, and
 * a remount (back from another page) shows it without a spinner.
 */
export const SITE_CONTENT_STALE_MS = 5 * 60 * 1000;
