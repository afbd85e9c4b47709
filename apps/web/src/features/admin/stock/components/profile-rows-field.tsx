import type { Ref } from 'react';
import { buttonClassName } from '../../../../ui/button-class';
import { inputClassName } from '../../../../ui/field';

/** One place of a Sharing Private account as the form edits it. */
export interface ProfileRow {
  name: string;
  pin: string;
}

export const EMPTY_PROFILE_ROW: ProfileRow = { name: '', pin: '' };

/** The rows the admin filled in, as the API takes them (a row without a name is left out). */
export function profilesOf(rows: readonly ProfileRow[]): Array<{ name: string; pin?: string }> {
  return rows
    .map((row) => ({ name: row.name.trim(), pin: row.pin.trim() }))
    .filter((row) => row.name !== '')
    .map((row) => ({ name: row.name, ...(row.pin && { pin: row.pin }) }));
}

interface ProfileRowsFieldProps {
  idPrefix: string;
  rows: readonly ProfileRow[];
  onChange: (rows: ProfileRow[]) => void;
  error?: string | undefined;
  /** The first profile's name, for a form that focuses the field when refused. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * 'Profil & PIN': a Sharing Private account's places, one row each with the profile's name and its
 * own PIN; each buyer is given a profile no other active member uses.
 */
export function ProfileRowsField({ idPrefix, rows, onChange, error, inputRef }: ProfileRowsFieldProps) {
  const update = (index: number, field: keyof ProfileRow, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const errorId = `${idPrefix}-profiles-error`;

  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">Profil &amp; PIN</legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Satu baris per tempat: nama profil dan PIN-nya. Setiap pembeli mendapat profil yang belum dipakai.
      </p>
      {rows.map((row, index) => (
        // The rows have no identity of their own; their place in the list is it.
        <div key={index} className="grid grid-cols-[1fr_7rem_auto] items-center gap-2">
          <input
            ref={index === 0 ? inputRef : undefined}
            aria-label={`Nama profil ${index + 1}`}
            placeholder={`Profil ${index + 1}`}
            className={inputClassName(Boolean(error))}
            aria-invalid={error ? true : undefined}
            value={row.name}
            maxLength={100}
            onChange={(event) => update(index, 'name', event.target.value)}
          />
          <input
            aria-label={`PIN profil ${index + 1}`}
            placeholder="PIN"
            inputMode="numeric"
            autoComplete="off"
            className={`${inputClassName(Boolean(error))} font-mono`}
            aria-invalid={error ? true : undefined}
            value={row.pin}
            maxLength={50}
            onChange={(event) => update(index, 'pin', event.target.value)}
          />
          <button
            type="button"
            className={buttonClassName('secondary')}
            aria-label={`Hapus profil ${index + 1}`}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            Hapus
          </button>
        </div>
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <button
        type="button"
        className={buttonClassName('secondary')}
        onClick={() => onChange([...rows, EMPTY_PROFILE_ROW])}
      >
        Tambah profil
      </button>
    </fieldset>
  );
}
