import { describe, expect, it } from 'vitest';
import { notificationsQueryOptions, unreadNotificationsQueryOptions } from './notifications';

describe('notification queries', () => {
  it('poll every 2 minutes, also in the background (SPEC §7)', () => {
    for (const options of [
      notificationsQueryOptions({ limit: 3, page: 1 }),
      unreadNotificationsQueryOptions(),
    ]) {
      expect(options.refetchInterval).toBe(120_000);
      expect(options.refetchIntervalInBackground).toBe(true);
    }
  });

  it('share one key prefix, so marking read refreshes the bell and the page together', () => {
    expect(notificationsQueryOptions({ limit: 5, page: 2 }).queryKey.slice(0, 1)).toEqual(['notifications']);
    expect(unreadNotificationsQueryOptions().queryKey.slice(0, 1)).toEqual(['notifications']);
  });
});
