import { Search } from 'lucide-react';
import { useId } from 'react';

interface SearchInputProps {
  /** The placeholder, which also names the field: 'Cari Produk' on the listing, 'Cari Produk...' in the dashboard. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The text search of the product lists, with its magnifier. */
export function SearchInput({ placeholder, value, onChange, className = '' }: SearchInputProps) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {placeholder.replace(/\.+$/, '')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-lg border border-slate-500 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-600 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
      />
    </div>
  );
}
