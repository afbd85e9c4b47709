import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  registerSchema,
  type RegisterInput,
  type RegisterPayload,
} from '@premium-shop/domain/auth';
import { NAME_MAX_LENGTH, PHONE_PREFIX } from '@premium-shop/domain/constants';
import { useState, type MouseEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { useRegister } from '../api/register';
import { pathAfterSignIn } from '../return-path';
import { PasswordInput } from './password-input';
import { TermsModal } from './terms-modal';

// The server checks the same schema with its ALLOWED_EMAIL_DOMAINS; the web shows the default domains.
const schema = registerSchema();

type RegisterField = keyof RegisterInput;

const fieldNames: readonly RegisterField[] = [
  'name',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'agreeToTerms',
];

const defaultValues: RegisterInput = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
};

/** Aria attributes tying an input to its message, so a screen reader reads the error with the field. */
function describedBy(id: string, message: string | undefined) {
  return {
    'aria-invalid': message !== undefined,
    'aria-describedby': message ? fieldErrorId(id) : undefined,
  };
}

/**
 * SPEC §2 'Register form' and §5 'Register': every field is checked on each change with the domain's
 * messages, and Daftar stays disabled until the form is complete and free of errors.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registerMutation = useRegister();
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    setError,
    formState: { errors, isValid },
  } = useForm<RegisterInput, unknown, RegisterPayload>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues,
  });
  const values = useWatch({ control });

  const isFilled =
    fieldNames.every((field) => field === 'agreeToTerms' || String(values[field] ?? '').trim() !== '') &&
    values.agreeToTerms === true;
  const hasErrors = Object.keys(errors).length > 0;
  const canSubmit = isValid && isFilled && !hasErrors && !registerMutation.isPending;

  function onValid(payload: RegisterPayload) {
    registerMutation.mutate(payload, {
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

  function onInvalid(invalid: FieldErrors<RegisterInput>) {
    if (invalid.confirmPassword?.message === AUTH_MESSAGES.passwordMismatch) {
      toast.error(AUTH_MESSAGES.passwordMismatchToast);
    }
  }

  function openTerms(event: MouseEvent<HTMLButtonElement>) {
    // The button sits in the checkbox's label: opening the terms must not also tick the box.
    event.preventDefault();
    setIsTermsOpen(true);
  }

  return (
    <>
      <form
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        noValidate
        className="space-y-4"
      >
        <Field id="register-name" label="Nama Lengkap" error={errors.name?.message}>
          <input
            id="register-name"
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            placeholder="Nama lengkap kamu"
            {...describedBy('register-name', errors.name?.message)}
            {...register('name')}
            className={inputClassName(Boolean(errors.name))}
          />
        </Field>
        <Field id="register-email" label="Email" error={errors.email?.message}>
          <input
            id="register-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="nama@gmail.com"
            {...describedBy('register-email', errors.email?.message)}
            {...register('email')}
            className={inputClassName(Boolean(errors.email))}
          />
        </Field>
        <Field id="register-phone" label="Nomor Telepon" error={errors.phone?.message}>
          <div className="flex">
            <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-sm font-medium text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {PHONE_PREFIX}
            </span>
            <input
              id="register-phone"
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              placeholder="81234567890"
              {...describedBy('register-phone', errors.phone?.message)}
              {...register('phone')}
              className={`${inputClassName(Boolean(errors.phone))} rounded-l-none`}
            />
          </div>
        </Field>
        <Field id="register-password" label="Password" error={errors.password?.message}>
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            hasError={Boolean(errors.password)}
            {...describedBy('register-password', errors.password?.message)}
            {...register('password', {
              // The confirmation is compared again when the password changes, once it has been typed.
              onChange: () => {
                if (getValues('confirmPassword')) void trigger('confirmPassword');
              },
            })}
          />
        </Field>
        <Field
          id="register-confirm-password"
          label="Konfirmasi Password"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            id="register-confirm-password"
            autoComplete="new-password"
            hasError={Boolean(errors.confirmPassword)}
            {...describedBy('register-confirm-password', errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
        </Field>
        <div>
          <div className="flex items-start gap-2 text-sm">
            <input
              id="register-terms"
              type="checkbox"
              {...describedBy('register-terms', errors.agreeToTerms?.message)}
              {...register('agreeToTerms')}
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
          {errors.agreeToTerms?.message && (
            <p
              id={fieldErrorId('register-terms')}
              role="alert"
              className="mt-1.5 text-sm text-red-600 dark:text-red-400"
            >
              {errors.agreeToTerms.message}
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
