interface PagePlaceholderProps {
  title: string;
}

/** Stands in for a screen that later work builds, so its route can already be reached and tested. */
export function PagePlaceholder({ title }: PagePlaceholderProps) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">Halaman ini sedang disiapkan.</p>
    </section>
  );
}
