import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { fieldErrorId } from '../../../../ui/field';
import {
  errorTextClass,
  fieldsetClass,
  iconButtonClass,
  legendClass,
  linkButtonClass,
  smallInputClass,
} from './admin-form-styles';
import type { ProductFormValues } from './product-form-values';
import { RemoveIcon } from './remove-icon';

interface SectionListEditorProps {
  name: 'schema' | 'benefit';
  legend: string;
  /** What one entry is called: 'langkah', 'keuntungan'. */
  entryLabel: string;
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** A product's schema ('Model berlangganan') or benefit list: numbered entries of header and description. */
export function SectionListEditor({
  name,
  legend,
  entryLabel,
  control,
  register,
  errors,
}: SectionListEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const listErrors = errors[name];

  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{legend}</legend>
      {fields.length === 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">Belum ada {entryLabel}.</p>
      )}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const headerId = `${name}-${index}-header`;
          const headerError = listErrors?.[index]?.header?.message;
          const descriptionError = listErrors?.[index]?.description?.message;
          return (
            <li key={field.id} className="flex gap-2">
              <span className="mt-1.5 w-5 shrink-0 text-right text-sm font-semibold text-slate-500 dark:text-slate-400">
                {index + 1}.
              </span>
              <div className="min-w-0 flex-1 space-y-1.5">
                <input
                  id={headerId}
                  {...register(`${name}.${index}.header`)}
                  aria-label={`Judul ${entryLabel} ${index + 1}`}
                  placeholder="Judul"
                  aria-invalid={headerError ? true : undefined}
                  aria-describedby={headerError ? fieldErrorId(headerId) : undefined}
                  className={smallInputClass}
                />
                {headerError && (
                  <p id={fieldErrorId(headerId)} role="alert" className={errorTextClass}>
                    {headerError}
                  </p>
                )}
                <textarea
                  {...register(`${name}.${index}.description`)}
                  aria-label={`Deskripsi ${entryLabel} ${index + 1}`}
                  placeholder="Deskripsi"
                  rows={2}
                  aria-invalid={descriptionError ? true : undefined}
                  className={smallInputClass}
                />
                {descriptionError && <p className={errorTextClass}>{descriptionError}</p>}
              </div>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Hapus ${entryLabel} ${index + 1}`}
                className={iconButtonClass}
              >
                <RemoveIcon />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() => append({ header: '', description: '' })}
        className={`${linkButtonClass} mt-2`}
      >
        + Tambah {entryLabel}
      </button>
    </fieldset>
  );
}
