import { formatRupiah, shortNumber } from '@premium-shop/domain/format';
import { ledgerMonthLabel, type LedgerHistoryMonth } from '@premium-shop/domain/ledger';
import { useId } from 'react';
import { ChartTable } from '../components/chart-table';
import { LABEL_FONT_SIZE, useDrawingWidth } from '../components/revenue-chart';

const MIN_HEIGHT = 180;
const MAX_HEIGHT = 300;
const LEFT = 48;
const RIGHT = 16;
const BOTTOM = 22;
const TOP = 10;

/** 'Nov 26' of '2026-11', under its bars. */
export function shortMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const name = new Date(Date.UTC(year!, monthNumber! - 1, 1)).toLocaleDateString('id-ID', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${name} ${String(year).slice(2)}`;
}

/** What a month's bars and point say to a screen reader and as a tooltip. */
export function monthSentence(month: LedgerHistoryMonth): string {
  return `${ledgerMonthLabel(month.month)}: pendapatan ${formatRupiah(month.revenue)}, biaya ${formatRupiah(month.costs)}, margin ${formatRupiah(month.margin)}`;
}

/**
 * The last 12 months as inline SVG (no chart library): per month a bar of revenue and a bar of
 * costs (gateway fees, refunds, reimbursements, provider costs), and the margin as a line that may
 * go below zero. Each month names its numbers for screen readers and as a tooltip; the same
 * numbers are a table under 'Lihat tabel'.
 */
export function LedgerChart({ months, selected }: { months: LedgerHistoryMonth[]; selected: string }) {
  const titleId = useId();
  const { ref, width } = useDrawingWidth();
  const height = Math.round(Math.min(Math.max(width / 3, MIN_HEIGHT), MAX_HEIGHT));
  const values = months.flatMap((month) => [month.revenue, month.costs, month.margin]);
  const top = Math.max(...values, 1);
  const bottom = Math.min(...values, 0);
  const plotWidth = width - LEFT - RIGHT;
  const plotHeight = height - TOP - BOTTOM;
  const y = (value: number) => TOP + ((top - value) / (top - bottom)) * plotHeight;
  const slot = plotWidth / Math.max(months.length, 1);
  const barWidth = Math.max((slot * 0.7) / 2, 2);
  const centre = (index: number) => LEFT + index * slot + slot / 2;
  const ticks = [...new Set([bottom, 0, Math.round(top / 2), top])];
  const marginPath = months
    .map(
      (month, index) => `${index === 0 ? 'M' : 'L'}${centre(index).toFixed(1)},${y(month.margin).toFixed(1)}`,
    )
    .join(' ');

  return (
    <figure className="space-y-2">
      <figcaption id={titleId} className="font-semibold text-slate-900 dark:text-white">
        Pendapatan, biaya dan margin 12 bulan
      </figcaption>
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400"
        aria-hidden="true"
      >
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-600 dark:bg-brand-400" /> Pendapatan
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-amber-500 dark:bg-amber-400" /> Biaya
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-emerald-700 dark:bg-emerald-400" /> Margin
        </li>
      </ul>
      <div ref={ref}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-labelledby={titleId}
          className="h-auto w-full text-slate-400 dark:text-slate-500"
        >
          {ticks.map((tick) => (
            <g key={tick} aria-hidden="true">
              <line
                x1={LEFT}
                x2={width - RIGHT}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={tick === 0 ? 0.8 : 0.3}
              />
              <text
                x={LEFT - 4}
                y={y(tick) + 4}
                textAnchor="end"
                fontSize={LABEL_FONT_SIZE}
                fill="currentColor"
              >
                {shortNumber(tick)}
              </text>
            </g>
          ))}
          {months.map((month, index) => {
            const x = centre(index);
            const isSelected = month.month === selected;
            return (
              <g key={month.month} role="img" aria-label={monthSentence(month)}>
                <title>{monthSentence(month)}</title>
                {isSelected ? (
                  <rect
                    x={x - slot / 2}
                    y={TOP}
                    width={slot}
                    height={plotHeight}
                    className="fill-slate-100 dark:fill-slate-800"
                  />
                ) : null}
                <rect
                  x={x - barWidth}
                  y={y(month.revenue)}
                  width={barWidth}
                  height={Math.max(y(0) - y(month.revenue), month.revenue > 0 ? 1 : 0)}
                  rx={1.5}
                  className="fill-brand-600 dark:fill-brand-400"
                />
                <rect
                  x={x}
                  y={y(month.costs)}
                  width={barWidth}
                  height={Math.max(y(0) - y(month.costs), month.costs > 0 ? 1 : 0)}
                  rx={1.5}
                  className="fill-amber-500 dark:fill-amber-400"
                />
                <text
                  x={x}
                  y={height - 6}
                  textAnchor="middle"
                  fontSize={LABEL_FONT_SIZE}
                  fill="currentColor"
                  fontWeight={isSelected ? 700 : 400}
                  aria-hidden="true"
                >
                  {index % 2 === 1 || isSelected || width >= 560 ? shortMonth(month.month) : ''}
                </text>
              </g>
            );
          })}
          <path
            d={marginPath}
            fill="none"
            strokeWidth={2}
            className="stroke-emerald-700 dark:stroke-emerald-400"
            aria-hidden="true"
          />
          {months.map((month, index) => (
            <circle
              key={month.month}
              cx={centre(index)}
              cy={y(month.margin)}
              r={3}
              className={
                month.margin < 0 ? 'fill-red-600 dark:fill-red-400' : 'fill-emerald-700 dark:fill-emerald-400'
              }
              aria-hidden="true"
            />
          ))}
        </svg>
      </div>
      <ChartTable
        caption="Pendapatan, biaya dan margin per bulan"
        columns={['Bulan', 'Pendapatan', 'Biaya', 'Margin']}
        rows={months.map((month) => ({
          key: month.month,
          label: ledgerMonthLabel(month.month),
          values: [formatRupiah(month.revenue), formatRupiah(month.costs), formatRupiah(month.margin)],
        }))}
        scrollClassName="overflow-x-auto"
      />
    </figure>
  );
}
