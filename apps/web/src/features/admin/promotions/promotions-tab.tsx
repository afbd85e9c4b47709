import { BannerPanel } from './banner-panel';
import { ContentPanel } from './content-panel';
import { PromoPanel } from './promo-panel';
import { VoucherPanel } from './voucher-panel';

export type PromotionsTabKey = 'promo' | 'voucher' | 'banner' | 'konten';

/** The Katalog page's promotion tabs: product promos, vouchers, banners and the home page's content. */
export function PromotionsTab({ tab }: { tab: PromotionsTabKey }) {
  switch (tab) {
    case 'promo':
      return <PromoPanel />;
    case 'voucher':
      return <VoucherPanel />;
    case 'banner':
      return <BannerPanel />;
    case 'konten':
      return <ContentPanel />;
  }
}
