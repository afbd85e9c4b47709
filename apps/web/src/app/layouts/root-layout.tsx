import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

export function RootLayout() {
  // Lazy screens load their code on navigation; the bar shows that the click was taken.
  const isNavigating = useNavigation().state !== 'idle';
  return (
    <>
      {isNavigating && (
        <div
          role="progressbar"
          aria-label="Memuat halaman"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500"
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
