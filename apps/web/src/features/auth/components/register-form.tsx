import {
  AUTH_MESSAGES,
  registerFormErrors,
  registerPayloadOf,
  type RegisterFormField,
  type RegisterFormValues,
} from '@premium-shop/domain/auth-rules';
import { NAME_MAX_LENGTH, PHONE_PREFIX } from '@premium-shop/domain/constants';
import { useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { useRegister } from '../api/register';
import { pathAfterSignIn } from '../return-path';
import { PasswordInput } from './password-input';
import { TermsModal } from './terms-modal';

const fieldNames: readonly RegisterFormField[] = [
  'name',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'agreeToTerms',
];

const fieldIds: Record<RegisterFormField, string> = {
  name: 'register-name',
  email: 'register-email',
  phone: 'register-phone',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
  agreeToTerms: 'register-terms',
};

const defaultValues: RegisterFormValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
};

type Messages = Partial<Record<RegisterFormField, string>>;

/** Aria attributes tying an input to its message, so a screen reader reads the error with the field. */
function describedBy(id: string, message: string | undefined) {
  return {
    'aria-invalid': message !== undefined,
    'aria-describedby': message ? fieldErrorId(id) : undefined,
  };
}

/**
 * SPEC §2 'Register form' and §5 'Register': every field is checked on each change with the domain's
 * messages (auth-rules, the rules the server's schema is built from, without zod), and Daftar stays
 * disabled until the form is complete and free of errors.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registerMutation = useRegister();
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const [values, setValues] = useState(defaultValues);
  // The messages on show: a field's own once it was changed, all of them after a submit, the server's.
  const [errors, setErrors] = useState<Messages>({});

  const isValid = Object.keys(registerFormErrors(values)).length === 0;
  const hasErrors = Object.keys(errors).length > 0;
  const canSubmit = isValid && !hasErrors && !registerMutation.isPending;

  function focusField(field: RegisterFormField) {
    document.getElementById(fieldIds[field])?.focus();
  }

  function change<Field extends RegisterFormField>(field: Field, value: RegisterFormValues[Field]) {
    const next = { ...values, [field]: value };
    setValues(next);
    const checked = registerFormErrors(next);
    // The confirmation is compared again when the password changes, once it has been typed.
    const shown: RegisterFormField[] =
      field === 'password' && next.confirmPassword ? ['password', 'confirmPassword'] : [field];
    setErrors((current) => {
      const updated = { ...current };
      for (const one of shown) {
        if (checked[one]) updated[one] = checked[one];
        else delete updated[one];
      }
      return updated;
    });
  }

  const textInput = (field: Exclude<RegisterFormField, 'agreeToTerms'>) => ({
    id: fieldIds[field],
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    ...describedBy(fieldIds[field], errors[field]),
  });

  const setError: UseFormSetError<RegisterFormValues> = (field, { message }, options) => {
    const known = fieldNames.find((name) => name === field);
    if (!known) return;
    setErrors((current) => ({ ...current, [known]: message }));
    if (options?.shouldFocus) focusField(known);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = registerFormErrors(values);
    const firstInvalid = fieldNames.find((field) => checked[field]);
    if (firstInvalid) {
      setErrors(checked);
      focusField(firstInvalid);
      if (checked.confirmPassword === AUTH_MESSAGES.passwordMismatch) {
        toast.error(AUTH_MESSAGES.passwordMismatchToast);
      }
      return;
    }
    registerMutation.mutate(registerPayloadOf(values), {
      onSuccess: ({ data }) => {
        toast.success('Register berhasil!');
        void navigate(pathAfterSignIn(data.user, searchParams.get('next')), { replace: true });
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Register gagal, Pastikan anda memasukan info yang benar'));
        // A taken address or phone belongs under its field, even from a server that names no field.
        showServerFieldErrors(error, fieldNames, setError, {
          fieldOfCode: { EMAIL_TAKEN: 'email', PHONE_TAKEN: 'phone' },
        });
      },
    });
  }

  function openTerms(event: MouseEvent<HTMLButtonElement>) {
    // The button sits in the checkbox's label: opening the terms must not also tick the box.
    event.preventDefault();
    setIsTermsOpen(true);
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="register-name" label="Nama Lengkap" error={errors.name}>
          <input
            {...textInput('name')}
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            placeholder="Nama lengkap kamu"
            className={inputClassName(Boolean(errors.name))}
          />
        </Field>
        <Field id="register-email" label="Email" error={errors.email}>
          <input
            {...textInput('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="nama@gmail.com"
            className={inputClassName(Boolean(errors.email))}
          />
        </Field>
        <Field id="register-phone" label="Nomor Telepon" error={errors.phone}>
          <div className="flex">
            <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-sm font-medium text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {PHONE_PREFIX}
            </span>
            <input
              {...textInput('phone')}
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              placeholder="81234567890"
              className={`${inputClassName(Boolean(errors.phone))} rounded-l-none`}
            />
          </div>
        </Field>
        <Field id="register-password" label="Password" error={errors.password}>
          <PasswordInput
            {...textInput('password')}
            autoComplete="new-password"
            hasError={Boolean(errors.password)}
          />
        </Field>
        <Field id="register-confirm-password" label="Konfirmasi Password" error={errors.confirmPassword}>
          <PasswordInput
            {...textInput('confirmPassword')}
            autoComplete="new-password"
            hasError={Boolean(errors.confirmPassword)}
          />
        </Field>
        <div>
          <div className="flex items-start gap-2 text-sm">
            <input
              id="register-terms"
              name="agreeToTerms"
              type="checkbox"
              checked={values.agreeToTerms}
              onChange={(event) => change('agreeToTerms', event.target.checked)}
              {...describedBy('register-terms', errors.agreeToTerms)}
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
            />
            <label htmlFor="register-terms" className="text-slate-700 dark:text-slate-300">
              Saya telah membaca dan menyetujui{' '}
              <button
                type="button"
                onClick={openTerms}
                className="font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-400"
              >
                Syarat dan Ketentuan
              </button>
            </label>
          </div>
          {errors.agreeToTerms && (
            <p
              id={fieldErrorId('register-terms')}
              role="alert"
              className="mt-1.5 text-sm text-red-600 dark:text-red-400"
            >
              {errors.agreeToTerms}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={!canSubmit}
          aria-busy={registerMutation.isPending}
          className={buttonClassName('primary', 'w-full')}
        >
          {registerMutation.isPending && <Spinner />}
          Daftar
        </button>
      </form>
      <TermsModal isOpen={isTermsOpen} onClose={() => setIsTermsOpen(false)} />
    </>
  );
}
