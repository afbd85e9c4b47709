import { useShopInfo, whatsappChatUrl } from '../lib/shop-info';
import { WhatsAppIcon } from './whatsapp-icon';

/**
 * Bottom padding under every page of the public and dashboard layouts, so a page's last lines (a
 * credential's copy button, a total, a card's title) scroll clear of the floating link: it covers
 * the bottom 64 px on a phone and 80 px from sm up; this leaves 96 px (decision 048).
 */
export const CHAT_LINK_CLEARANCE = 'pb-24';

/**
 * The floating WhatsApp chat link of the public and dashboard pages (SPEC §1), opening a chat with
 * the shop's number and a prefilled question; hidden until the shop's number is known. Smaller and
 * closer to the corner on a phone, where every page keeps room below its last lines for it.
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
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-green-700 text-white shadow-lg shadow-green-900/20 transition-transform hover:scale-105 hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 sm:right-6 sm:bottom-6 sm:size-14 dark:focus-visible:outline-green-500"
    >
      <WhatsAppIcon className="size-7 sm:size-8" />
    </a>
  );
}
