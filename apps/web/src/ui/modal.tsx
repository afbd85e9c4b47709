import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './overlay';

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
  useFocusTrap(dialogRef, { isOpen, onEscape: onClose });

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
        <div className="min-h-0 overflow-y-auto px-6 py-4 text-sm text-slate-700 dark:text-slate-300">
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
