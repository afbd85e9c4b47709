import { TAB_ARROWS_AFTER, TAB_SCROLL_STEP_PX } from '@premium-shop/domain/constants';
import type { AccountGroup } from '@premium-shop/domain/dashboard-schema';
import { useRef, type KeyboardEvent } from 'react';
import { SafeImage } from '../../../ui/safe-image';

export const ACCOUNTS_PANEL_ID = 'accounts-panel';

export function accountTabId(productId: string): string {
  return `accounts-tab-${productId}`;
}

interface AccountTabsProps {
  groups: readonly AccountGroup[];
  selectedId: string;
  onSelect: (productId: string) => void;
}

const arrowClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * One tab per pinned product (SPEC §2 'Account overview'). With more than four, small screens get
 * arrows that scroll the row by 200 px.
 */
export function AccountTabs({ groups, selectedId, onSelect }: AccountTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const hasArrows = groups.length > TAB_ARROWS_AFTER;

  const scrollTabs = (direction: 1 | -1) => {
    listRef.current?.scrollBy({ left: direction * TAB_SCROLL_STEP_PX, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = groups.findIndex((group) => group._id === selectedId);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = groups[(index + step + groups.length) % groups.length];
    if (!next) return;
    onSelect(next._id);
    document.getElementById(accountTabId(next._id))?.focus();
  };

  return (
    <div className="flex items-center gap-2">
      {hasArrows && (
        <button
          type="button"
          aria-label="Geser tab ke kiri"
          onClick={() => scrollTabs(-1)}
          className={arrowClass}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <div
        ref={listRef}
        role="tablist"
        aria-label="Produk yang dipin"
        onKeyDown={onKeyDown}
        className="flex min-w-0 flex-1 gap-2 overflow-x-auto scroll-smooth pb-1 [scrollbar-width:none] md:flex-wrap md:overflow-visible"
      >
        {groups.map((group) => {
          const isSelected = group._id === selectedId;
          return (
            <button
              key={group._id}
              id={accountTabId(group._id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={ACCOUNTS_PANEL_ID}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(group._id)}
              className={`inline-flex shrink-0 items-center gap-2 rounded-full py-1.5 pr-4 pl-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                isSelected
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'border border-slate-200 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800'
              }`}
            >
              <SafeImage
                src={group.icon}
                alt=""
                width={24}
                height={24}
                className="size-6 rounded-full bg-white object-cover"
              />
              {group.name}
            </button>
          );
        })}
      </div>
      {hasArrows && (
        <button
          type="button"
          aria-label="Geser tab ke kanan"
          onClick={() => scrollTabs(1)}
          className={arrowClass}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
