import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHART_WIDTH, LABEL_FONT_SIZE, RevenueChart, shortDay } from './revenue-chart';

/** 30 days ending on `last` (YYYY-MM-DD), each with some revenue. */
function thirtyDays(last: string) {
  const end = new Date(`${last}T00:00:00Z`).getTime();
  return Array.from({ length: 30 }, (_, index) => ({
    date: new Date(end - (29 - index) * 86_400_000).toISOString().slice(0, 10),
    total: 100_000 + index * 1_000,
    orders: 1,
  }));
}

// Digits and lower-case letters are at most about 0.56 of the font size wide.
const HALF_CHAR = (LABEL_FONT_SIZE * 0.56) / 2;

/** The chart laid out `width` px wide, as a browser would measure it. */
function layOutAt(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function lastLabel(last: string) {
  const { container } = render(<RevenueChart days={thirtyDays(last)} />);
  const chart = screen.getByRole('group', { name: 'Pendapatan 30 hari terakhir' });
  const label = within(chart).getByText(shortDay(last));
  const [, , drawingWidth, drawingHeight] = container
    .querySelector('svg')!
    .getAttribute('viewBox')!
    .split(' ')
    .map(Number);
  // Under the bars, on the chart's last line, whatever each day's amount.
  expect(Number(label.getAttribute('y'))).toBe(drawingHeight! - 6);
  return { label, drawingWidth: drawingWidth! };
}

describe('revenue chart', () => {
  it.each(['2026-11-30', '2026-12-31', '2026-08-28'])(
    'keeps the last day label (ending %s) inside the chart',
    (last) => {
      const { label, drawingWidth } = lastLabel(last);
      expect(drawingWidth).toBe(CHART_WIDTH);
      expect(label).toHaveAttribute('text-anchor', 'middle');
      const halfWidth = label.textContent.length * HALF_CHAR;
      expect(Number(label.getAttribute('x')) + halfWidth).toBeLessThanOrEqual(drawingWidth);
    },
  );

  it.each([340, 980])(
    'is drawn at its own width (%i px), so labels keep their size, and still fit',
    (width) => {
      layOutAt(width);
      const { label, drawingWidth } = lastLabel('2026-11-30');
      expect(drawingWidth).toBe(width);
      expect(label).toHaveAttribute('font-size', String(LABEL_FONT_SIZE));
      const halfWidth = label.textContent.length * HALF_CHAR;
      expect(Number(label.getAttribute('x')) + halfWidth).toBeLessThanOrEqual(width);
    },
  );
});
