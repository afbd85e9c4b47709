import { Outlet } from '../../lib/router';
import { CHAT_LINK_CLEARANCE, WhatsAppChatLink } from '../../ui/whatsapp-chat-link';
import { MAIN_CONTENT_ID } from '../navigation-focus';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      {/* The header floats above the page, so the content starts below its 4rem height; the
          floating chat link stays clear of the page's last lines. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`flex-1 pt-16 outline-none ${CHAT_LINK_CLEARANCE}`}>
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsAppChatLink />
    </div>
  );
}
