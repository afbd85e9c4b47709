import { useState, type ComponentProps } from 'react';
import { inputClassName } from '../../../ui/field';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  hasError?: boolean;
}

/** A password input with its own show/hide toggle (SPEC §4: visibility is toggled per field). */
export function PasswordInput({ hasError = false, ...inputProps }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...inputProps}
        type={isVisible ? 'text' : 'password'}
        className={`${inputClassName(hasError)} pr-11`}
      />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-white"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {isVisible && <path d="M3 3l18 18" />}
        </svg>
        {/* Named by its text, not aria-label: Playwright's getByLabel('Password') also matches aria-labels,
            and would then find this button beside the field. */}
        <span className="sr-only">{isVisible ? 'Sembunyikan password' : 'Tampilkan password'}</span>
      </button>
    </div>
  );
}
