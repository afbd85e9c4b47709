import type { FaqItem } from '@premium-shop/domain/storefront-schema';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useShopInfo, whatsappChatUrl } from '../../../lib/shop-info';
import { WhatsAppIcon } from '../../../ui/whatsapp-icon';
import { useFaq } from '../api/get-faq';
import { SectionHeading } from './section-heading';

const FAQ_CHAT_TEXT = 'Halo, saya punya pertanyaan yang belum terjawab di FAQ Premium Shop.';

interface FaqEntryProps {
  item: FaqItem;
  idPrefix: string;
  isOpen: boolean;
  onToggle: () => void;
}

function FaqEntry({ item, idPrefix, isOpen, onToggle }: FaqEntryProps) {
  const buttonId = `${idPrefix}-button`;
  const panelId = `${idPrefix}-panel`;
  return (
    <li className="border-b border-slate-200 last:border-b-0 dark:border-slate-800">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition-colors hover:text-brand-600 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:text-white dark:hover:text-brand-400"
        >
          {item.question}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-slate-500 transition-transform duration-200 ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!isOpen}
        className="animate-fade-in px-5 pb-5 text-sm whitespace-pre-line text-slate-600 dark:text-slate-300"
      >
        {item.answer}
      </div>
    </li>
  );
}

const contactButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

/** The ways to ask what the FAQ does not answer: a WhatsApp chat and an e-mail. */
function FaqContact() {
  const { data: shopInfo } = useShopInfo();
  if (!shopInfo) return null;

  return (
    <div className="mt-6 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:bg-brand-950/60">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Masih punya pertanyaan? Tim kami siap membantu.
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={whatsappChatUrl(shopInfo.whatsappNumber, FAQ_CHAT_TEXT)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${contactButtonClass} bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-700`}
        >
          <WhatsAppIcon />
          Tanya via WhatsApp
        </a>
        <a
          href={`mailto:${shopInfo.supportEmail}`}
          className={`${contactButtonClass} border border-brand-600 text-brand-700 hover:bg-white focus-visible:outline-brand-600 dark:border-brand-400 dark:text-brand-200 dark:hover:bg-brand-950`}
        >
          Kirim Email
        </a>
      </div>
    </div>
  );
}

/** SPEC §2: the FAQ accordion, one answer open at a time, and the contact buttons under it. */
export function FaqSection() {
  const idPrefix = useId();
  const { data: items = [] } = useFaq();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <section aria-labelledby="home-faq-title" className="bg-slate-50 py-12 sm:py-16 dark:bg-slate-900/50">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="home-faq-title" eyebrow="FAQ" title="Pertanyaan yang Sering Diajukan" />
        {items.length > 0 && (
          <ul className="mt-8 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            {items.map((item, index) => (
              <FaqEntry
                key={item.question}
                item={item}
                idPrefix={`${idPrefix}-faq-${index}`}
                isOpen={openIndex === index}
                onToggle={() => setOpenIndex(openIndex === index ? null : index)}
              />
            ))}
          </ul>
        )}
        <FaqContact />
      </div>
    </section>
  );
}
