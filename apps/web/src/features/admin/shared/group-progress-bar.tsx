/** A preorder group's `willUser / slot` as a labelled progress bar. */
export function GroupProgress({ label, willUser, slot }: { label: string; willUser: number; slot: number }) {
  const percent = slot > 0 ? Math.min(100, Math.round((willUser / slot) * 100)) : 0;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={`Anggota ${label}`}
        aria-valuemin={0}
        aria-valuemax={slot}
        aria-valuenow={willUser}
        aria-valuetext={`${willUser} dari ${slot} anggota`}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-brand-600 dark:bg-brand-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-700 dark:text-slate-200">
        {willUser} / {slot}
      </span>
    </div>
  );
}
