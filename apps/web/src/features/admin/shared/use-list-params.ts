import { useSearchParams } from '../../../lib/router';

/** New values of a list's URL parameters: a value sets its parameter, an empty one ('', null, undefined) removes it. */
export type ListParamChanges = Record<string, string | null | undefined>;

/**
 * A console list's filters and page kept in the URL, so a reload or a shared link shows the same rows.
 * `replace` updates the current history entry instead of adding one (for values typed letter by letter).
 */
export function useListParams({ replace = false }: { replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const update = (changes: ListParamChanges) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  return [params, update] as const;
}

/** The page a list's URL asks for: 1 when the parameter is missing or not a positive number. */
export function pageParam(params: URLSearchParams, name = 'page'): number {
  return Math.max(1, Number(params.get(name)) || 1);
}

/** The 'page' parameter's value for `page`: none for the first page, which is the default. */
export function pageParamValue(page: number): string | undefined {
  return page > 1 ? String(page) : undefined;
}
