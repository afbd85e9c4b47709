import type { ProductPin } from '@premium-shop/domain/dashboard-schema';
import type { OrderProduct } from '@premium-shop/domain/order-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { PINS_QUERY_KEY, pinProduct, unpinProduct } from '../../../lib/dashboard/pins';

/** SPEC §8 'Pin failure' and 'Pin / unpin success'. */
export const PIN_MESSAGES = {
  pinned: 'Produk berhasil dipin!',
  unpinned: 'Produk berhasil di unpin!',
  failed: 'Gagal mempin produk!',
} as const;

export interface PinToggle {
  product: Pick<OrderProduct, '_id' | 'name' | 'icon'>;
  /** The product's pin to remove; null pins the product. */
  pin: ProductPin | null;
}

/** Stands in for the server's pin until POST /product-pins answers. */
const OPTIMISTIC_ID_PREFIX = 'optimistic-';

/** Whether a pin is still waiting for the server: it cannot be removed before it exists. */
export function isOptimisticPin(pin: ProductPin | undefined): boolean {
  return pin?._id.startsWith(OPTIMISTIC_ID_PREFIX) ?? false;
}

function optimisticPin(product: PinToggle['product']): ProductPin {
  return {
    _id: `${OPTIMISTIC_ID_PREFIX}${product._id}`,
    product: { _id: product._id, name: product.name, icon: product.icon },
    createdAt: new Date().toISOString(),
  };
}

/**
 * SPEC §4 'Pin toggle': the pin list changes at once and goes back to what it was when the server
 * refuses; the server's own list is read again either way.
 */
export function useTogglePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, pin }: PinToggle): Promise<ProductPin | null> => {
      if (pin) {
        await unpinProduct(pin._id);
        return null;
      }
      return pinProduct(product._id);
    },
    onMutate: async ({ product, pin }) => {
      await queryClient.cancelQueries({ queryKey: PINS_QUERY_KEY });
      const previous = queryClient.getQueryData<ProductPin[]>(PINS_QUERY_KEY);
      queryClient.setQueryData<ProductPin[]>(PINS_QUERY_KEY, (pins = []) =>
        pin ? pins.filter((candidate) => candidate._id !== pin._id) : [...pins, optimisticPin(product)],
      );
      return { previous };
    },
    onError: (error, _toggle, context) => {
      queryClient.setQueryData(PINS_QUERY_KEY, context?.previous);
      toast.error(errorMessage(error, PIN_MESSAGES.failed));
    },
    onSuccess: (saved, { product, pin }) => {
      if (saved) {
        queryClient.setQueryData<ProductPin[]>(PINS_QUERY_KEY, (pins = []) =>
          pins.map((candidate) =>
            candidate._id === `${OPTIMISTIC_ID_PREFIX}${product._id}` ? saved : candidate,
          ),
        );
      }
      toast.success(pin ? PIN_MESSAGES.unpinned : PIN_MESSAGES.pinned);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PINS_QUERY_KEY }),
  });
}
