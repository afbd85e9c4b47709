interface SectionHeadingProps {
  id: string;
  title: string;
  description?: string;
  /** A small label above the title. */
  eyebrow?: string;
}

/** The title block every home section starts with; `id` names the section for aria-labelledby. */
export function SectionHeading({ id, title, description, eyebrow }: SectionHeadingProps) {
  return (
    <div className="max-w-2xl">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      {description && <p className="mt-3 text-slate-600 dark:text-slate-300">{description}</p>}
    </div>
  );
}
