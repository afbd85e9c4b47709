import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_LIFETIME_MINUTES,
  PHONE_VERIFICATION_MESSAGES as M,
  verifyPhoneSchema,
  type PhoneCodeSent,
  type VerifyPhonePayload,
} from '@premium-shop/domain/phone-verification';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { bodyResolver } from '../../../lib/body-resolver';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { Field, fieldAria, inputClassName } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { Spinner } from '../../../ui/spinner';
import { useRequestPhoneCode } from './api/request-phone-code';
import { useVerifyPhone } from './api/verify-phone';

const FAILURE_MESSAGE = 'Terjadi kesalahan, silakan coba lagi.';

interface CodeValues {
  code: string;
}

const codeResolver = bodyResolver(verifyPhoneSchema, (values: CodeValues) => values);

/** Whole seconds until `iso`, ticking each second; 0 once it has passed. */
function useSecondsUntil(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const target = iso ? Date.parse(iso) : 0;
  const seconds = Math.max(0, Math.ceil((target - now) / 1000));
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return seconds;
}

interface StepsProps {
  phone: string;
  onClose: () => void;
}

/** The dialog's content: ask for the code, then enter it. Mounted per opening, so each starts afresh. */
function VerificationSteps({ phone, onClose }: StepsProps) {
  const formId = useId();
  const codeId = useId();
  const requestCode = useRequestPhoneCode();
  const verify = useVerifyPhone();
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const resendIn = useSecondsUntil(sent?.resendAt);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CodeValues, unknown, VerifyPhonePayload>({
    resolver: codeResolver,
    defaultValues: { code: '' },
  });

  // 'Kirim Kode' leaves with the first step: the focus goes to where the code is typed.
  useEffect(() => {
    if (sent) setFocus('code');
  }, [sent, setFocus]);

  function send() {
    setRefusal(null);
    requestCode.mutate(undefined, {
      onSuccess: (answer) => setSent(answer),
      // A wait, a daily limit or a number another account verified: the server says which.
      onError: (error) => setRefusal(errorMessage(error, FAILURE_MESSAGE)),
    });
  }

  function submit(body: VerifyPhonePayload) {
    setRefusal(null);
    verify.mutate(body, {
      onSuccess: () => {
        toast.success(M.verified);
        onClose();
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, ['code'], setError)) {
          setRefusal(errorMessage(error, FAILURE_MESSAGE));
        }
      },
    });
  }

  const refusalNote = refusal && (
    <p
      role="alert"
      className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-700 dark:bg-red-950/40 dark:text-red-300"
    >
      {refusal}
    </p>
  );

  if (!sent) {
    return (
      <Modal
        isOpen
        onClose={onClose}
        title="Verifikasi Nomor WhatsApp"
        footer={
          <ModalActions
            onCancel={onClose}
            onConfirm={send}
            isPending={requestCode.isPending}
            confirmLabel="Kirim Kode"
          />
        }
      >
        <p>
          Kami akan mengirim kode {PHONE_CODE_LENGTH} angka lewat WhatsApp ke{' '}
          <strong className="whitespace-nowrap text-slate-900 dark:text-white">{phone}</strong>. Kode berlaku{' '}
          {PHONE_CODE_LIFETIME_MINUTES} menit.
        </p>
        {refusalNote}
      </Modal>
    );
  }

  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Verifikasi Nomor WhatsApp"
      footer={
        <ModalActions
          onCancel={onClose}
          form={formId}
          isPending={verify.isPending}
          confirmLabel="Verifikasi"
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void handleSubmit(submit)(event)}
        noValidate
        className="space-y-4"
      >
        <p>
          {M.codeSent(sent.phone)} Masukkan {PHONE_CODE_LENGTH} angka dari pesan itu.
        </p>
        <Field id={codeId} label="Kode Verifikasi" error={errors.code?.message}>
          <input
            id={codeId}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            {...fieldAria(codeId, errors.code?.message)}
            {...register('code')}
            className={inputClassName(Boolean(errors.code))}
          />
        </Field>
        <button
          type="button"
          onClick={send}
          disabled={resendIn > 0 || requestCode.isPending}
          aria-busy={requestCode.isPending}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline dark:text-brand-300"
        >
          {requestCode.isPending && <Spinner className="size-3" />}
          {resendIn > 0 ? `Kirim ulang kode dalam ${resendIn} detik` : 'Kirim ulang kode'}
        </button>
      </form>
      {refusalNote}
    </Modal>
  );
}

interface PhoneVerificationDialogProps {
  /** The number the code goes to: the account's own, as the server has it. */
  phone: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * 'Verifikasi Nomor WhatsApp': sends a code by WhatsApp to the account's number and takes it back
 * (docs/decisions/039). On success the signed-in user's query holds the verified user, so every
 * notice of an unverified number disappears at once.
 */
export function PhoneVerificationDialog({ phone, isOpen, onClose }: PhoneVerificationDialogProps) {
  if (!isOpen) return null;
  return <VerificationSteps phone={phone} onClose={onClose} />;
}
