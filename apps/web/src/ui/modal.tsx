import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { tabbableElements, useFocusTrap } from './overlay';

/**
 * Whether `bodyRef` scrolls and holds nothing Tab can reach (a long text, the terms): the keyboard
 * then needs the body itself as a stop to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 * A body with fields scrolls as Tab moves through them.
 */
function useNeedsScrollStop(bodyRef: RefObject<HTMLElement | null>, isOpen: boolean): boolean {
  const [needsStop, setNeedsStop] = useState(false);
  useEffect(() => {
    const body = bodyRef.current;
    if (!isOpen || !body) return;
    const measure = () =>
      setNeedsStop(
        body.scrollHeight > body.clientHeight && tabbableElements(body).every((element) => element === body),
      );
    measure();
    // jsdom has no ResizeObserver; it has no layout to measure either.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    return () => observer.disconnect();
  }, [bodyRef, isOpen]);
  return needsStop;
}

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons under the content; they stay visible while a long content scrolls. */
  footer?: ReactNode;
  size?: 'sm' | 'lg';
}

/**
 * A modal dialog: focus moves into it and comes back to the opener, Tab stays inside, Escape and a
 * click on the backdrop close it (ui/overlay.ts, also when the focused button is disabled or removed).
 * Rendered in <body> so no parent's overflow or stacking clips it.
 */
export function Modal({ isOpen, onClose, title, children, footer, size = 'sm' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, { isOpen, onEscape: onClose });
  const needsScrollStop = useNeedsScrollStop(bodyRef, isOpen);

  if (!isOpen) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 animate-fade-in bg-slate-950/60"
        onClick={onClose}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[90dvh] w-full min-w-0 animate-pop-in flex-col rounded-2xl bg-white shadow-xl outline-none dark:bg-slate-900 ${
          size === 'lg' ? 'max-w-3xl' : 'max-w-md'
        }`}
      >
        <h2
          id={titleId}
          className="border-b border-slate-200 px-6 py-4 text-lg font-bold text-slate-900 dark:border-slate-800 dark:text-white"
        >
          {title}
        </h2>
        {/* min-h-0 lets the body shrink and scroll inside the 90dvh panel, keeping the footer on screen. */}
        <div
          ref={bodyRef}
          // A text too long for the panel is a Tab stop of its own, named by the title, so the arrow keys scroll it.
          {...(needsScrollStop && { tabIndex: 0, role: 'region', 'aria-labelledby': titleId })}
          className="min-h-0 overflow-y-auto px-6 py-4 text-sm text-slate-700 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-300"
        >
          {children}
        </div>
        {footer && (
          <div className="flex justify-end gap-3 border-t border-slate-200 px-6 py-4 dark:border-slate-800">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
