import { PHONE_VERIFICATION_MESSAGES as M } from '@premium-shop/domain/phone-verification';
import { MessageCircleWarning } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { buttonClassName } from '../../../ui/button-class';
import { PhoneVerificationDialog } from './phone-verification-dialog';

/**
 * The dashboard's notice while the account's number is not verified: WhatsApp notices (credentials,
 * reminders) do not go to it until then (docs/decisions/039). Gone as soon as the number is verified.
 */
export function PhoneVerificationBanner() {
  const { data: user } = useCurrentUser();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  if (!user || user.isPhoneVerified) return null;
  return (
    <section
      aria-label="Verifikasi nomor WhatsApp"
      className="mx-4 mt-4 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:mx-6 sm:flex-row sm:items-center dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <MessageCircleWarning aria-hidden="true" className="hidden size-6 shrink-0 sm:block" />
      <p className="flex-1">
        {M.banner}{' '}
        <span className="whitespace-nowrap">
          Nomor: <strong>{user.phone}</strong>
        </span>
      </p>
      <button
        type="button"
        onClick={() => setIsDialogOpen(true)}
        className={buttonClassName('primary', 'shrink-0')}
      >
        Verifikasi
      </button>
      <PhoneVerificationDialog
        phone={user.phone}
        isOpen={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
      />
    </section>
  );
}
