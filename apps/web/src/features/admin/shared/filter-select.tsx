import { useId } from 'react';
import { filterInputClass, filterLabelClass } from './console-styles';

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  /** The choices, the first usually '' for 'Semua …'. */
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  /** Classes of the wrapper, e.g. a width. */
  className?: string;
}

/** A labelled drop-down in a console list's filter bar. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select
        id={id}
        className={`mt-1 ${filterInputClass}`}
        value={value}
        // The options are exactly the values of type Value.
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
