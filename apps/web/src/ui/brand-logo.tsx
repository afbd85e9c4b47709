/** The shop's mark and name; the mark is the favicon, so both stay the same picture. */
export function BrandLogo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900 dark:text-white">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      Premium Shop
    </span>
  );
}
