import { ORDER_TABS, type OrderTabValue } from '@premium-shop/domain/order-status';
import type { KeyboardEvent } from 'react';

export const ORDERS_PANEL_ID = 'orders-panel';

export function orderTabId(value: OrderTabValue): string {
  return `orders-tab-${value}`;
}

interface OrderTabsProps {
  value: OrderTabValue;
  onChange: (value: OrderTabValue) => void;
}

/** The seven filter tabs of 'Pesanan Saya'; arrow keys, Home and End move between them. */
export function OrderTabs({ value, onChange }: OrderTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ORDER_TABS.findIndex((tab) => tab.value === value);
    const last = ORDER_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % ORDER_TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + ORDER_TABS.length) % ORDER_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = ORDER_TABS[next];
    if (!tab) return;
    onChange(tab.value);
    document.getElementById(orderTabId(tab.value))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Filter pesanan"
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {ORDER_TABS.map((tab) => {
        const isSelected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={orderTabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={ORDERS_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              isSelected
                ? 'bg-brand-600 text-white shadow-sm'
                : 'border border-slate-200 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
