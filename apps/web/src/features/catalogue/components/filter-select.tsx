import { ChevronDown, X } from 'lucide-react';
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  /** The option meaning 'no filter', e.g. 'Semua Kategori'. */
  allLabel: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** One dropdown filter of the product list, with a clear button while it filters. */
export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex items-center">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="block w-full appearance-none rounded-lg border border-slate-500 bg-white py-2.5 pr-16 pl-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={`Hapus filter ${label}`}
            title={`Hapus filter ${label}`}
            className="absolute right-8 inline-flex size-6 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 size-4 text-slate-500"
        />
      </div>
    </div>
  );
}
