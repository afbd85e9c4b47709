import { Outlet } from 'react-router';
import { WhatsAppChatLink } from '../../ui/whatsapp-chat-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* The header floats above the page, so the content starts below its 4rem height. */}
      <main className="flex-1 pt-16">
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsAppChatLink />
    </div>
  );
}
