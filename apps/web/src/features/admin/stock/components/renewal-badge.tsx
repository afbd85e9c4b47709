import { RENEWAL_STATE_LABELS, type RenewalState } from '@premium-shop/domain/admin-stock-schema';
import { badgeClass } from '../../shared/console-styles';

/** An account near or past its renewal date (docs/decisions/051); nothing for one renewed ahead or without a date. */
export function RenewalBadge({ state }: { state: RenewalState }) {
  if (state === 'overdue') return <span className={badgeClass('red')}>{RENEWAL_STATE_LABELS.overdue}</span>;
  if (state === 'due') return <span className={badgeClass('amber')}>{RENEWAL_STATE_LABELS.due}</span>;
  return null;
}
