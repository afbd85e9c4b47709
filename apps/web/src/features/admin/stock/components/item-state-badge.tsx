import { PRODUCT_ITEM_STATE_LABELS, type ProductItemState } from '@premium-shop/domain/admin-stock-schema';
import { badgeClass, type badgeTones } from '../../shared/console-styles';

const TONES: Record<ProductItemState, keyof typeof badgeTones> = {
  forming: 'brand',
  active: 'green',
  full: 'amber',
  ended: 'slate',
};

export function ItemStateBadge({ state }: { state: ProductItemState }) {
  return <span className={badgeClass(TONES[state])}>{PRODUCT_ITEM_STATE_LABELS[state]}</span>;
}

export function LowStockBadge() {
  return <span className={badgeClass('red')}>Stok menipis</span>;
}
