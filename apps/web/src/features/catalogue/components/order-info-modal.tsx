import { CHECKOUT_MESSAGES, validateOrderInfo, type OrderInfo } from '@premium-shop/domain/checkout';
import { createPaymentBodySchema } from '@premium-shop/domain/order-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { buttonClassName } from '../../../ui/button-class';
import { fieldAria, fieldErrorId, inputClassName } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { useProductDomains } from '../api/get-product-domains';

interface OrderInfoModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The product ordered: a Dedicated Private address can only be on one of its own domains. */
  productId: string;
  /** The product type: Invite Sharing, Invite Email, Dedicated Private or Lisensi. */
  type: string;
  /** The signed-in customer's e-mail, for 'use my registered email'. */
  registeredEmail: string;
  /** Called with the checked data (a Dedicated Private address as mailbox name and domain, apart). */
  onSubmit: (info: OrderInfo) => void;
}

/** What the domain picker says while the product's domains load, fail or are none. */
export const DOMAIN_TEXTS = {
  placeholder: 'Pilih domain',
  loading: 'Memuat domain...',
  failed: 'Gagal memuat domain. Silakan coba kembali.',
  none: 'Belum ada domain tersedia untuk produk ini. Silakan hubungi admin.',
} as const;

/** The longest e-mail and credentials the order body takes (createPaymentBodySchema). */
const EMAIL_MAX = 254;
const CRED_INFO_MAX = 2000;

interface OrderInfoValues {
  email: string;
  domain: string;
  credInfo: string;
  isRegisteredEmail: boolean;
}

type InfoField = 'email' | 'domain' | 'credInfo';

/** The field each of SPEC §5's order-info messages is about. */
const FIELD_OF_MESSAGE: Record<string, InfoField> = {
  [CHECKOUT_MESSAGES.domainRequired]: 'domain',
  [CHECKOUT_MESSAGES.emailRequired]: 'email',
  [CHECKOUT_MESSAGES.credInfoRequired]: 'credInfo',
};

/**
 * The order-info fields of createOrder's body, with the rules of SPEC §5 for the product's type
 * (validateOrderInfo, which the server runs on the order too), one message at a time in SPEC's order.
 * The output is what the order carries: a Dedicated Private address as mailbox name and domain.
 */
function orderInfoSchema(type: string, registeredEmail: string) {
  const isInvite = type === 'Invite Sharing' || type === 'Invite Email';
  return createPaymentBodySchema
    .pick({ email: true, domain: true, credInfo: true })
    .extend({ isRegisteredEmail: z.boolean() })
    .transform(({ isRegisteredEmail, email, domain, credInfo }, ctx) => {
      const result = validateOrderInfo(type, {
        email: isInvite && isRegisteredEmail ? registeredEmail : (email ?? ''),
        domain: domain ?? '',
        credInfo: credInfo ?? '',
      });
      if (result.ok) return result.value;
      ctx.addIssue({
        code: 'custom',
        message: result.error,
        path: [FIELD_OF_MESSAGE[result.error] ?? 'email'],
      });
      return z.NEVER;
    });
}

/**
 * Collects what the admin needs before an order of a manual or invite type (SPEC §5 'Order info modal'):
 * checked in the browser, as SPEC asks, with the same rules and messages as the server.
 */
export function OrderInfoModal({
  isOpen,
  onClose,
  productId,
  type,
  registeredEmail,
  onSubmit,
}: OrderInfoModalProps) {
  const formId = useId();
  const emailId = useId();
  const domainId = useId();
  const credId = useId();
  const useRegisteredId = useId();
  const resolver = useMemo(
    () =>
      zodResolver(orderInfoSchema(type, registeredEmail)) as unknown as Resolver<
        OrderInfoValues,
        unknown,
        OrderInfo
      >,
    [type, registeredEmail],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<OrderInfoValues, unknown, OrderInfo>({
    resolver,
    defaultValues: { email: '', domain: '', credInfo: '', isRegisteredEmail: false },
  });
  const [domain, isRegisteredEmail] = useWatch({ control, name: ['domain', 'isRegisteredEmail'] });

  const isInvite = type === 'Invite Sharing' || type === 'Invite Email';
  const isDedicated = type === 'Dedicated Private';
  const isLicence = type === 'Lisensi';
  const domains = useProductDomains(productId, isOpen && isDedicated);
  const domainNotice = domains.isError
    ? DOMAIN_TEXTS.failed
    : domains.data?.length === 0
      ? DOMAIN_TEXTS.none
      : null;
  const ids: Record<InfoField, string> = { email: emailId, domain: domainId, credInfo: credId };
  const message = (field: InfoField) => errors[field]?.message;
  const aria = (field: InfoField) => fieldAria(ids[field], message(field));
  // The message under its field; an alert, so it is heard at once like the toasts of other checks.
  const fieldMessage = (field: InfoField) =>
    message(field) && (
      <p id={fieldErrorId(ids[field])} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
        {message(field)}
      </p>
    );

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Informasi Pesanan"
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClassName('secondary')}>
            Batal
          </button>
          <button type="submit" form={formId} className={buttonClassName('primary')}>
            Lanjutkan
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void handleSubmit((info) => onSubmit(info))(event)}
        className="space-y-4"
      >
        {isDedicated && (
          <>
            <div>
              <label
                htmlFor={domainId}
                className="block text-sm font-medium text-slate-700 dark:text-slate-300"
              >
                Domain
              </label>
              <select
                id={domainId}
                disabled={!domains.data?.length}
                {...aria('domain')}
                {...register('domain')}
                className={`mt-1.5 ${inputClassName(Boolean(errors.domain))}`}
              >
                <option value="">
                  {domains.isPending ? DOMAIN_TEXTS.loading : DOMAIN_TEXTS.placeholder}
                </option>
                {domains.data?.map((item) => (
                  <option key={item} value={item}>
                    @{item}
                  </option>
                ))}
              </select>
              {domainNotice && (
                <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{domainNotice}</p>
              )}
              {fieldMessage('domain')}
            </div>
            <div>
              <label
                htmlFor={emailId}
                className="block text-sm font-medium text-slate-700 dark:text-slate-300"
              >
                Nama email
              </label>
              <div className="mt-1.5 flex items-stretch">
                <input
                  id={emailId}
                  type="text"
                  autoComplete="off"
                  placeholder="namakamu"
                  maxLength={EMAIL_MAX}
                  {...aria('email')}
                  {...register('email')}
                  className={`${inputClassName(Boolean(errors.email))} rounded-r-none`}
                />
                <span className="inline-flex max-w-[60%] items-center rounded-r-lg border border-l-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  <span className="min-w-0 truncate">@{domain || 'domain'}</span>
                </span>
              </div>
              {fieldMessage('email')}
            </div>
          </>
        )}

        {isInvite && (
          <>
            <div>
              <label
                htmlFor={emailId}
                className="block text-sm font-medium text-slate-700 dark:text-slate-300"
              >
                Email
              </label>
              <Controller
                control={control}
                name="email"
                render={({ field }) => (
                  <input
                    id={emailId}
                    type="email"
                    autoComplete="email"
                    placeholder="email@gmail.com"
                    maxLength={EMAIL_MAX}
                    ref={field.ref}
                    name={field.name}
                    value={isRegisteredEmail ? registeredEmail : field.value}
                    disabled={isRegisteredEmail}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    {...aria('email')}
                    className={`mt-1.5 ${inputClassName(Boolean(errors.email))}`}
                  />
                )}
              />
              {fieldMessage('email')}
            </div>
            <div className="flex items-center gap-2">
              <input
                id={useRegisteredId}
                type="checkbox"
                {...register('isRegisteredEmail')}
                className="size-4 rounded border-slate-300 accent-brand-600"
              />
              <label htmlFor={useRegisteredId} className="text-sm text-slate-700 dark:text-slate-300">
                Gunakan email yang terdaftar
              </label>
            </div>
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950/50 dark:text-amber-300">
              {CHECKOUT_MESSAGES.emailReminder}
            </p>
          </>
        )}

        {isLicence && (
          <div>
            <label htmlFor={credId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              Informasi kredensial
            </label>
            <textarea
              id={credId}
              rows={4}
              placeholder="Email dan password akun, atau data lain yang dibutuhkan admin"
              maxLength={CRED_INFO_MAX}
              {...aria('credInfo')}
              {...register('credInfo')}
              className={`mt-1.5 ${inputClassName(Boolean(errors.credInfo))}`}
            />
            {fieldMessage('credInfo')}
          </div>
        )}
      </form>
    </Modal>
  );
}
