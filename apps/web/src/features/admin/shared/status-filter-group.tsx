interface StatusFilterGroupProps<Value extends string> {
  /** The group's accessible name, e.g. 'Status pengaduan'. */
  label: string;
  options: readonly { value: Value; label: string }[];
  selected: Value;
  onSelect: (value: Value) => void;
}

const filterClass = (isActive: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive
      ? 'bg-brand-600 text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700'
  }`;

/** A row of toggle buttons above a console list, one per status; the chosen one is pressed. */
export function StatusFilterGroup<Value extends string>({
  label,
  options,
  selected,
  onSelect,
}: StatusFilterGroupProps<Value>) {
  return (
    <div role="group" aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={selected === option.value}
          className={filterClass(selected === option.value)}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
