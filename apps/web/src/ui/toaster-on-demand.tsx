import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { hasShownToast, subscribeFirstToast } from './toast';

const ShopToaster = lazy(async () => ({ default: (await import('./toaster')).ShopToaster }));

/** The shop's Toaster, fetched with sonner when ui/toast.ts shows the first toast; nothing before. */
export function ShopToasterOnDemand(props: ToasterProps) {
  const isNeeded = useSyncExternalStore(subscribeFirstToast, hasShownToast, () => false);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ShopToaster {...props} />
    </Suspense>
  );
}
