import { useWaitingOrdersCount } from '../api/waiting-orders';

/** The badge stops growing here; its accessible text still says the exact count. */
const COUNT_MAX = 99;

const placement = {
  /** On the right of the sidebar's 'Pesanan' link. */
  side: 'right-2 top-1/2 -translate-y-1/2',
  /** On the top right corner of the phone's 'Pesanan' pill. */
  pill: '-top-1.5 -right-1.5 ring-2 ring-white dark:ring-slate-900',
} as const;

/**
 * How many paid orders wait for the admin (status Process), beside the menu's 'Pesanan': drawn over
 * the link but outside it, so the link keeps its name and a screen reader reads the count after it.
 * Nothing while none waits.
 */
export function WaitingOrdersCount({ variant }: { variant: keyof typeof placement }) {
  const { data: count } = useWaitingOrdersCount();
  if (!count) return null;
  return (
    <span
      className={`pointer-events-none absolute inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ${placement[variant]}`}
    >
      <span aria-hidden="true">{count > COUNT_MAX ? `${COUNT_MAX}+` : count}</span>
      <span className="sr-only">{count} pesanan menunggu diproses</span>
    </span>
  );
}
