import { Eye, EyeOff } from 'lucide-react';
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
        {isVisible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
        {/* Named by its text, not aria-label: Playwright's getByLabel('Password') also matches aria-labels,
            and would then find this button beside the field. */}
        <span className="sr-only">{isVisible ? 'Sembunyikan password' : 'Tampilkan password'}</span>
      </button>
    </div>
  );
}
