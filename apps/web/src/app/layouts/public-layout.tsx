import { Outlet } from 'react-router';
import { WhatsAppChatLink } from '../../ui/whatsapp-chat-link';
import { MAIN_CONTENT_ID } from '../navigation-focus';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      {/* The header floats above the page, so the content starts below its 4rem height. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsAppChatLink />
    </div>
  );
}
