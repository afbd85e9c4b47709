import type { ItemCredentials } from '@premium-shop/domain/admin-stock-schema';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { Modal } from '../../../../ui/modal';
import { Spinner } from '../../../../ui/spinner';
import { useRevealCredentials } from '../api/reveal-credentials';

interface RevealCredentialsModalProps {
  itemId: string;
  itemName: string;
  isOpen: boolean;
  onClose: () => void;
}

function rows(credentials: ItemCredentials): Array<[string, string]> {
  const list: Array<[string, string | null]> = [
    ['Email', credentials.email],
    ['Domain', credentials.domain],
    ['Password', credentials.password],
    ['PIN', credentials.pin],
    [
      'Profil & PIN',
      credentials.profiles
        .map((profile) => (profile.pin ? `${profile.name}: ${profile.pin}` : profile.name))
        .join('\n') || null,
    ],
    ['Key', credentials.key],
    ['Link', credentials.links.join('\n') || null],
  ];
  return list.filter((row): row is [string, string] => Boolean(row[1]));
}

/**
 * 'Lihat Kredensial': asks the server for the credentials each time it opens (every look is
 * audited) and forgets them when it closes; they are never cached.
 */
export function RevealCredentialsModal({ itemId, itemName, isOpen, onClose }: RevealCredentialsModalProps) {
  const reveal = useRevealCredentials();
  const { mutate, reset } = reveal;
  // One request per opening, even when an effect runs twice (React's strict mode).
  const hasAsked = useRef(false);

  useEffect(() => {
    if (!isOpen || hasAsked.current) return;
    hasAsked.current = true;
    mutate(itemId);
  }, [isOpen, itemId, mutate]);

  const close = () => {
    hasAsked.current = false;
    reset();
    onClose();
  };

  const credentials = reveal.data?.data;
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={`Kredensial ${itemName}`}
      footer={
        <button type="button" className={buttonClassName('secondary')} onClick={close}>
          Tutup
        </button>
      }
    >
      {reveal.isPending && (
        <p role="status" className="flex items-center gap-2">
          <Spinner /> Membuka kredensial...
        </p>
      )}
      {reveal.isError && (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {errorMessage(reveal.error, 'Kredensial gagal dibuka')}
        </p>
      )}
      {credentials && (
        <>
          <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">
            Setiap kali kredensial dibuka tercatat di log audit.
          </p>
          {rows(credentials).length === 0 ? (
            <p>Akun ini belum punya kredensial.</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {rows(credentials).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-slate-500 dark:text-slate-400">{label}</dt>
                  <dd className="font-mono break-all whitespace-pre-line text-slate-900 dark:text-white">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
    </Modal>
  );
}
