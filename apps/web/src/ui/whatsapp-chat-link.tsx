import { useShopInfo, whatsappChatUrl } from '../lib/shop-info';
import { WhatsAppIcon } from './whatsapp-icon';

/**
 * Bottom padding for a page whose last lines (totals, prices, buttons) would sit under the floating
 * link: it covers the bottom 72 px on a phone (80 px from sm up), this leaves 96 px.
 */
export const CHAT_LINK_CLEARANCE = 'pb-24';

/**
 * The floating WhatsApp chat link of the public and dashboard pages (SPEC §1), opening a chat with the
 * shop's number and a prefilled question. Hidden until the shop's number is known.
 */
export function WhatsAppChatLink() {
  const { data: shopInfo } = useShopInfo();
  if (!shopInfo?.whatsappNumber) return null;

  return (
    <a
      href={whatsappChatUrl(shopInfo.whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat WhatsApp"
      title="Chat WhatsApp"
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg shadow-green-900/20 transition-transform hover:scale-105 hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 dark:focus-visible:outline-green-500 sm:right-6 sm:bottom-6"
    >
      <WhatsAppIcon className="size-8" />
    </a>
  );
}
