import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHART_WIDTH, RevenueChart, shortDay } from './revenue-chart';

/** 30 days ending on `last` (YYYY-MM-DD), each with some revenue. */
function thirtyDays(last: string) {
  const end = new Date(`${last}T00:00:00Z`).getTime();
  return Array.from({ length: 30 }, (_, index) => ({
    date: new Date(end - (29 - index) * 86_400_000).toISOString().slice(0, 10),
    total: 100_000 + index * 1_000,
    orders: 1,
  }));
}

// 10-unit text: digits and lower-case letters are at most about 5.6 units wide.
const CHAR_WIDTH = 5.6;

describe('revenue chart', () => {
  it.each(['2026-11-30', '2026-12-31', '2026-08-28'])(
    'keeps the last day label (ending %s) inside the chart',
    (last) => {
      const { container } = render(<RevenueChart days={thirtyDays(last)} />);
      const chart = screen.getByRole('group', { name: 'Pendapatan 30 hari terakhir' });
      const label = within(chart).getByText(shortDay(last));
      expect(container.querySelector('svg')).toHaveAttribute('viewBox', `0 0 ${CHART_WIDTH} 200`);
      expect(label).toHaveAttribute('text-anchor', 'middle');
      const halfWidth = (label.textContent!.length * CHAR_WIDTH) / 2;
      expect(Number(label.getAttribute('x')) + halfWidth).toBeLessThanOrEqual(CHART_WIDTH);
    },
  );
});
