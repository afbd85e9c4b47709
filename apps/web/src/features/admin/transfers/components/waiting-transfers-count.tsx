import { useWaitingTransfers } from '../api/waiting-transfers';

const COUNT_MAX = 99;

const placement = {
  side: 'right-2 top-1/2 -translate-y-1/2',
  pill: '-top-1.5 -right-1.5 ring-2 ring-white dark:ring-slate-900',
} as const;

/**
 * How many bank transfers' proofs wait for the admin, beside the menu's 'Transfer Bank' (next to
 * 'Pesanan'); drawn outside the link so its name stays, with the exact count for screen readers.
 * Nothing while none waits.
 */
export function WaitingTransfersCount({ variant }: { variant: keyof typeof placement }) {
  const { data } = useWaitingTransfers();
  const count = data?.waiting ?? 0;
  if (!count) return null;
  return (
    <span
      data-testid="waiting-transfers-count"
      className={`pointer-events-none absolute inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-600 px-1 text-[11px] leading-none font-bold text-white ${placement[variant]}`}
    >
      <span aria-hidden="true">{count > COUNT_MAX ? `${COUNT_MAX}+` : count}</span>
      <span className="sr-only">{count} transfer menunggu konfirmasi</span>
    </span>
  );
}
