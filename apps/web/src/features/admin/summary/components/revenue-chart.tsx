import type { AdminSummary } from '@premium-shop/domain/admin-stock-schema';
import { formatRupiah, shortNumber } from '@premium-shop/domain/format';
import { useEffect, useId, useRef, useState } from 'react';
import { ChartTable } from './chart-table';

type Day = AdminSummary['revenueByDay'][number];

/** The drawing's width before the chart is measured (and where nothing can be measured). */
export const CHART_WIDTH = 600;
/** Narrower than this, the drawing is scaled down rather than redrawn. */
const MIN_WIDTH = 300;
const MIN_HEIGHT = 180;
const MAX_HEIGHT = 320;
/** Axis labels, in CSS pixels since the drawing is made at the chart's own width. */
export const LABEL_FONT_SIZE = 11;
const LEFT = 44;
/**
 * Room right of the last bar: its day label is centred under it and would run past the SVG's edge
 * (and be cut off) without it. Half of the widest label, '30 Nov' at 11 px, is about 19, less
 * than this and half a bar's slot.
 */
const RIGHT = 20;
const BOTTOM = 22;
const TOP = 8;

/** '23 Nov' of a 'YYYY-MM-DD' day. */
export function shortDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const value = new Date(Date.UTC(year!, month! - 1, day));
  return value.toLocaleDateString('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * The last 30 days' revenue as inline SVG bars: each bar names its day and amount for screen
 * readers and as a tooltip, and the same numbers sit in a table under 'Lihat tabel'.
 */
/**
 * The chart's width in CSS pixels, followed as it changes, so the drawing is made at that width and
 * its labels keep their size on a phone (a fixed 600-unit drawing shrank them to 6 px there).
 */
export function useDrawingWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(CHART_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(Math.max(measured, MIN_WIDTH));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function RevenueChart({ days }: { days: Day[] }) {
  const titleId = useId();
  const { ref, width } = useDrawingWidth();
  // Flatter on a phone, about a third of the width on a wide screen.
  const chartHeight = Math.round(Math.min(Math.max(width / 3, MIN_HEIGHT), MAX_HEIGHT));
  const max = Math.max(...days.map((day) => day.total), 1);
  const plotWidth = width - LEFT - RIGHT;
  const plotHeight = chartHeight - TOP - BOTTOM;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(slot * 0.7, 2);
  const ticks = [0, 0.5, 1].map((share) => Math.round(max * share));

  return (
    <figure className="space-y-2">
      <figcaption id={titleId} className="font-semibold text-slate-900 dark:text-white">
        Pendapatan 30 hari terakhir
      </figcaption>
      <div ref={ref}>
        <svg
          viewBox={`0 0 ${width} ${chartHeight}`}
          role="group"
          aria-labelledby={titleId}
          className="h-auto w-full text-slate-400 dark:text-slate-500"
        >
          {ticks.map((tick) => {
            const y = TOP + plotHeight - (tick / max) * plotHeight;
            return (
              <g key={tick} aria-hidden="true">
                <line x1={LEFT} x2={width - RIGHT} y1={y} y2={y} stroke="currentColor" strokeOpacity={0.3} />
                <text x={LEFT - 4} y={y + 4} textAnchor="end" fontSize={LABEL_FONT_SIZE} fill="currentColor">
                  {shortNumber(tick)}
                </text>
              </g>
            );
          })}
          {days.map((day, index) => {
            const height = (day.total / max) * plotHeight;
            const x = LEFT + index * slot + (slot - barWidth) / 2;
            const label = `${shortDay(day.date)}: ${formatRupiah(day.total)}, ${day.orders} pesanan`;
            return (
              <g key={day.date}>
                <rect
                  x={x}
                  y={TOP + plotHeight - height}
                  width={barWidth}
                  height={Math.max(height, day.total > 0 ? 1 : 0)}
                  rx={1.5}
                  className="fill-brand-600 dark:fill-brand-400"
                  role="img"
                  aria-label={label}
                >
                  <title>{label}</title>
                </rect>
                {index % 5 === 4 || index === days.length - 1 ? (
                  <text
                    x={x + barWidth / 2}
                    y={chartHeight - 6}
                    textAnchor="middle"
                    fontSize={LABEL_FONT_SIZE}
                    fill="currentColor"
                    aria-hidden="true"
                  >
                    {shortDay(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <ChartTable
        caption="Pendapatan per hari"
        columns={['Tanggal', 'Pesanan', 'Pendapatan']}
        rows={days.map((day) => ({
          key: day.date,
          label: shortDay(day.date),
          values: [day.orders, formatRupiah(day.total)],
        }))}
        scrollClassName="max-h-64 overflow-y-auto"
      />
    </figure>
  );
}
