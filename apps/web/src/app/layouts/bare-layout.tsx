import { Outlet } from '../../lib/router';
import { MAIN_CONTENT_ID } from '../navigation-focus';

/** A page without the shop's header or menus (the sandbox gateway's): only its <main>. */
export function BareLayout() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
      <Outlet />
    </main>
  );
}
