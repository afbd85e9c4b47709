import { CHECKOUT_MESSAGES, validateOrderInfo, type OrderInfo } from '@premium-shop/domain/checkout';
import { useId, useState, type FormEvent } from 'react';
import { buttonClassName } from '../../../ui/button-class';
import { fieldErrorId, inputClassName } from '../../../ui/field';
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

/** Collects what the admin needs before an order of a manual or invite type (SPEC §5 'Order info modal'). */
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
  const [email, setEmail] = useState('');
  const [domain, setDomain] = useState('');
  const [credInfo, setCredInfo] = useState('');
  const [isRegisteredEmail, setIsRegisteredEmail] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const isInvite = type === 'Invite Sharing' || type === 'Invite Email';
  const isDedicated = type === 'Dedicated Private';
  const isLicence = type === 'Lisensi';
  const errorId = fieldErrorId(formId);
  const domains = useProductDomains(productId, isOpen && isDedicated);
  const domainNotice = domains.isError
    ? DOMAIN_TEXTS.failed
    : domains.data?.length === 0
      ? DOMAIN_TEXTS.none
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateOrderInfo(type, {
      email: isInvite && isRegisteredEmail ? registeredEmail : email,
      domain,
      credInfo,
    });
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onSubmit(result.value);
  };

  const describedBy = error ? errorId : undefined;

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
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
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
                value={domain}
                onChange={(event) => setDomain(event.target.value)}
                disabled={!domains.data?.length}
                aria-describedby={describedBy}
                className={`mt-1.5 ${inputClassName()}`}
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
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  placeholder="namakamu"
                  aria-describedby={describedBy}
                  className={`${inputClassName()} rounded-r-none`}
                />
                <span className="inline-flex max-w-[60%] items-center rounded-r-lg border border-l-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  <span className="min-w-0 truncate">@{domain || 'domain'}</span>
                </span>
              </div>
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
              <input
                id={emailId}
                type="email"
                autoComplete="email"
                value={isRegisteredEmail ? registeredEmail : email}
                disabled={isRegisteredEmail}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="email@gmail.com"
                aria-describedby={describedBy}
                className={`mt-1.5 ${inputClassName()}`}
              />
            </div>
            <div className="flex items-center gap-2">
              <input
                id={useRegisteredId}
                type="checkbox"
                checked={isRegisteredEmail}
                onChange={(event) => setIsRegisteredEmail(event.target.checked)}
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
              value={credInfo}
              onChange={(event) => setCredInfo(event.target.value)}
              placeholder="Email dan password akun, atau data lain yang dibutuhkan admin"
              aria-describedby={describedBy}
              className={`mt-1.5 ${inputClassName()}`}
            />
          </div>
        )}

        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
