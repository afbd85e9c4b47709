import { TAB_ARROWS_AFTER, TAB_SCROLL_STEP_PX } from '@premium-shop/domain/constants';
import type { AccountGroup } from '@premium-shop/domain/dashboard-schema';
import { useRef } from 'react';
import { SafeImage } from '../../../ui/safe-image';
import { TabList } from '../../../ui/tabs';

interface AccountTabsProps {
  /** Ties the tabs to the panel of the selected product (TabPanel). */
  tabsId: string;
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
export function AccountTabs({ tabsId, groups, selectedId, onSelect }: AccountTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const hasArrows = groups.length > TAB_ARROWS_AFTER;

  const scrollTabs = (direction: 1 | -1) => {
    listRef.current?.scrollBy({ left: direction * TAB_SCROLL_STEP_PX, behavior: 'smooth' });
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
      <TabList
        ref={listRef}
        tabsId={tabsId}
        label="Produk yang dipin"
        tabs={groups.map((group) => ({
          value: group._id,
          label: group.name,
          icon: (
            <SafeImage
              src={group.icon}
              alt=""
              width={24}
              height={24}
              className="size-6 rounded-full bg-white object-cover"
            />
          ),
        }))}
        value={selectedId}
        onChange={onSelect}
        className="min-w-0 flex-1 scroll-smooth [scrollbar-width:none] md:flex-wrap md:overflow-visible"
      />
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
