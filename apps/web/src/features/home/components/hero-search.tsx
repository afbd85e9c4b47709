import { DROPDOWN_MAX_HEIGHT_PX } from '@premium-shop/domain/constants';
import type { Product } from '@premium-shop/domain/product-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { paths } from '../../../app/paths';
import { productsQueryOptions } from '../../../lib/catalogue/products';
import { useDebounced } from '../../../lib/use-debounced';
import { SafeImage } from '../../../ui/safe-image';
import { searchProducts } from '../search-products';

/** The most matches the dropdown lists; 'Lihat Semua Produk' opens the listing with all of them. */
const SEARCH_RESULTS_LIMIT = 50;
/** How long the typing pauses before the server is asked. */
const SEARCH_DELAY_MS = 200;

/**
 * The products whose name holds the text, asked of the server once the typing pauses (a page of
 * SEARCH_RESULTS_LIMIT, never the whole catalogue); the previous matches stay while the next load.
 */
function useSearchableProducts(text: string) {
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  return useQuery({
    ...productsQueryOptions({ limit: SEARCH_RESULTS_LIMIT, search }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}

function SearchIcon() {
  return (
    <Search
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
    />
  );
}

interface SearchOptionProps {
  product: Product;
  id: string;
  isActive: boolean;
}

function SearchOption({ product, id, isActive }: SearchOptionProps) {
  return (
    <li id={id} role="option" aria-selected={isActive}>
      {/* Out of the tab order: the arrow keys move through the options, Tab leaves the search. */}
      <Link
        to={paths.product(product._id)}
        tabIndex={-1}
        className={`flex items-center gap-3 px-4 py-2.5 transition-colors hover:bg-slate-100 dark:hover:bg-slate-800 ${
          isActive ? 'bg-brand-50 dark:bg-brand-950' : ''
        }`}
      >
        <SafeImage
          src={product.icon}
          alt=""
          width={32}
          height={32}
          loading="lazy"
          className="size-8 shrink-0 rounded-lg object-contain"
        />
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
            {product.name}
          </span>
          <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
            {product.categoryName}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The hero's product search (SPEC §2 'Home page'), the WAI-ARIA combobox pattern: the input owns a
 * listbox of the matching products, shown while the trimmed text is not empty. Arrow keys move the
 * active option (aria-activedescendant; the focus stays in the input), Enter opens it (or, with none
 * active, the listing searching for the text), Escape closes the list and a second Escape clears the
 * text. A live region always in the page says how many products match, or why none are shown.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const listboxId = useId();
  const optionIdPrefix = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const products = useSearchableProducts(text);

  const matches = searchProducts(products.data ?? [], text);
  const isExpanded = isOpen && text.trim() !== '';
  const activeProduct = isExpanded ? matches[activeIndex] : undefined;
  const optionId = (index: number) => `${optionIdPrefix}-option-${index}`;
  const activeOptionId = activeProduct ? optionId(activeIndex) : undefined;
  // 'Lihat Semua Produk' carries the typed text, so the listing opens already searching for it.
  const allProductsPath = paths.allProduct({ type: 'all', search: text.trim() || undefined });

  useEffect(() => {
    if (!activeOptionId) return;
    // jsdom has no scrollIntoView; browsers do.
    document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const start = () => {
    setIsOpen(true);
  };

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const moveActive = (step: 1 | -1) => {
    if (!isExpanded) {
      start();
      return;
    }
    if (matches.length === 0) return;
    setActiveIndex((index) => {
      if (index < 0) return step === 1 ? 0 : matches.length - 1;
      return (index + step + matches.length) % matches.length;
    });
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  // On the form, so Escape also works from 'Lihat Semua Produk'. Handled here, it is not the page's
  // (an open menu's, a dialog's): they leave an Escape whose default was prevented alone.
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    if (isExpanded) {
      event.preventDefault();
      // Focus first: moving it back from the link opens the list (onFocus), which close() then undoes.
      inputRef.current?.focus();
      close();
    } else if (text !== '' && event.target === inputRef.current) {
      event.preventDefault();
      setText('');
      setActiveIndex(-1);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(activeProduct ? paths.product(activeProduct._id) : allProductsPath);
  };

  // Focus moving into the list (a click on an option) keeps it open long enough for the click to land.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape pressed in the input or on 'Lihat Semua Produk' bubbles to this one listener; the search landmark itself never takes the focus.
    <form
      role="search"
      onSubmit={onSubmit}
      onKeyDown={onFormKeyDown}
      onBlur={onBlur}
      className="relative mt-8 w-full max-w-xl text-left"
    >
      <label htmlFor={inputId} className="sr-only">
        Cari produk
      </label>
      <SearchIcon />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={isExpanded}
        // Only while the list is in the page: an id reference must name an element that exists.
        aria-controls={isExpanded ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeOptionId}
        placeholder="Cari produk..."
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onFocus={start}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          start();
        }}
        onKeyDown={onInputKeyDown}
        className="w-full rounded-full border border-slate-500 bg-white py-3.5 pr-5 pl-12 text-base text-slate-900 shadow-lg shadow-brand-900/5 placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/20 focus:outline-none dark:border-slate-500 dark:bg-slate-900 dark:text-white"
      />
      {/* Always in the page, hidden while closed, so its status is a live region before it speaks. */}
      <div
        // Only catches the mouse presses of its options and link: no role of its own for assistive technology.
        role="presentation"
        // Keeps the focus in the input when an option is pressed: Safari does not focus a clicked link,
        // so the input's blur would close the list before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        className={
          isExpanded
            ? 'absolute inset-x-0 top-full z-35 mt-2 animate-fade-in overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900'
            : 'sr-only'
        }
      >
        {isExpanded && (
          <ul
            id={listboxId}
            role="listbox"
            aria-label="Hasil pencarian produk"
            style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX }}
            className="overflow-y-auto py-1 empty:hidden"
          >
            {matches.map((product, index) => (
              <SearchOption
                key={product._id}
                product={product}
                id={optionId(index)}
                isActive={index === activeIndex}
              />
            ))}
          </ul>
        )}
        <SearchStatus
          isShown={isExpanded}
          isLoading={products.isPending}
          isError={products.isError}
          matchCount={matches.length}
        />
        {isExpanded && (
          <Link
            to={allProductsPath}
            className="block border-t border-slate-200 px-4 py-3 text-center text-sm font-semibold text-brand-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:text-brand-400 dark:hover:bg-slate-800"
          >
            Lihat Semua Produk
          </Link>
        )}
      </div>
    </form>
  );
}

interface SearchStatusProps {
  /** While the list is closed the status stays in the page, empty. */
  isShown: boolean;
  isLoading: boolean;
  isError: boolean;
  matchCount: number;
}

/**
 * What the list says when it has no option to show (loading, failed, or nothing matched), and to a
 * screen reader how many products match.
 */
function SearchStatus({ isShown, isLoading, isError, matchCount }: SearchStatusProps) {
  let message: string | null = null;
  if (isLoading) message = 'Memuat produk...';
  else if (isError) message = 'Gagal memuat data produk';
  else if (matchCount === 0) message = 'Tidak ada produk yang cocok';
  return (
    <p
      role="status"
      className={isShown && message ? 'px-4 py-3 text-sm text-slate-500 dark:text-slate-400' : 'sr-only'}
    >
      {isShown ? (message ?? `${matchCount} produk ditemukan`) : ''}
    </p>
  );
}
