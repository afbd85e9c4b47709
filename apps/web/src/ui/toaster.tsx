import { useEffect, useRef } from 'react';
import { Toaster, type ToasterProps } from 'sonner';

/**
 * The shop's toasts (sonner's Toaster). Sonner gives the focus back to where it came from when it
 * leaves the toasts: right after its Alt+T jump, but each toast is a Tab stop too, so Tab from the
 * page's last control went into the toast and straight back to that control, round and round while
 * the toast showed. A toast reached by Tab or Shift+Tab from the page is an ordinary stop instead:
 * its focusin does not reach sonner's handler (React's, on the root, below this wrapper's), so the
 * next Tab goes on. Entering by Alt+T (the list itself takes the focus) still gives the focus back.
 */
export function ShopToaster(props: ToasterProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const onFocusIn = (event: FocusEvent) => {
      const isToast = event.target instanceof HTMLElement && event.target.matches('[data-sonner-toast]');
      const from = event.relatedTarget;
      if (isToast && !(from instanceof Node && wrapper.contains(from))) event.stopPropagation();
    };
    wrapper.addEventListener('focusin', onFocusIn);
    return () => wrapper.removeEventListener('focusin', onFocusIn);
  }, []);

  return (
    <div ref={wrapperRef} className="contents">
      <Toaster {...props} />
    </div>
  );
}
