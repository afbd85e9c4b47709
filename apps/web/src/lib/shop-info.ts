import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** The deployment's contact details change with a restart at most: one fetch a visit is enough. */
const SHOP_INFO_STALE_MS = 30 * 60 * 1000;

/** The question a visitor's WhatsApp chat opens with (SPEC §1: a prefilled question). */
export const WHATSAPP_GREETING = 'Halo, saya ingin bertanya tentang produk di Premium Shop.';

/** GET /shop-info: support e-mail, phone, hours, WhatsApp number and social links (public). */
export function getShopInfo() {
  return call('getShopInfo', {}, { auth: false });
}

/** Shared by the public layout (footer, floating chat link) and the home page's FAQ contact buttons. */
export function useShopInfo() {
  return useQuery({
    queryKey: ['shop-info'],
    queryFn: async () => {
      const { data } = await getShopInfo();
      // Everything on the page leans on these strings: an answer without them counts as a failure.
      if (typeof data?.supportPhone !== 'string' || typeof data.whatsappNumber !== 'string') {
        throw new Error('The shop info answer is incomplete');
      }
      return data;
    },
    staleTime: SHOP_INFO_STALE_MS,
  });
}

/** A wa.me chat link to `number` (digits with country code) that opens with `text` typed in. */
export function whatsappChatUrl(number: string, text: string = WHATSAPP_GREETING): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
