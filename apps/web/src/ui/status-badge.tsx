import type { BadgeColour } from '@premium-shop/domain/order-status';

const colourClasses: Record<BadgeColour, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-500/15 dark:text-yellow-300',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-500/15 dark:text-orange-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-500/15 dark:text-pink-300',
  grey: 'bg-slate-100 text-slate-700 dark:bg-slate-700/40 dark:text-slate-300',
};

/** A status pill in the colour the domain gives the status; `testId` names it for the browser journeys. */
export function StatusBadge({
  label,
  colour,
  testId,
}: {
  label: string;
  colour: BadgeColour;
  testId?: string;
}) {
  return (
    <span
      data-colour={colour}
      data-testid={testId}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${colourClasses[colour]}`}
    >
      {label}
    </span>
  );
}
