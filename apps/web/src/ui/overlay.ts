import { useEffect, useRef, type RefObject } from 'react';

/**
 * The web app's overlays: dialogs and drawers (`useFocusTrap`, the WAI-ARIA modal dialog pattern) and
 * popups that close on Escape (`useDismiss`, the disclosure and menu button patterns). The open ones
 * form one stack, so Escape closes only the topmost: a dialog opened over the menu, not both.
 */
const openLayers: object[] = [];

function pushLayer(): { isTop: () => boolean; remove: () => void } {
  const layer = {};
  openLayers.push(layer);
  return {
    isTop: () => openLayers.at(-1) === layer,
    remove: () => {
      const index = openLayers.lastIndexOf(layer);
      if (index >= 0) openLayers.splice(index, 1);
    },
  };
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Whether Tab can reach the element: enabled, in the tab order, not inert and (where known) shown. */
function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false;
  // jsdom has no layout and no checkVisibility; browsers leave out display:none and hidden content.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** The elements Tab walks through inside `container`, in order; a radio group is one stop. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  const elements = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isTabbable);
  return elements.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = elements.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
    );
    const checked = group.find((radio) => radio.checked);
    return element === (checked ?? group[0]);
  });
}

function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

interface FocusTrapOptions {
  isOpen: boolean;
  /** Escape while this is the topmost overlay (and no control inside used the key itself). */
  onEscape: () => void;
  /** Receives the focus on opening; the container itself (named by its title) when absent. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The modal dialog pattern for `containerRef` (which needs tabIndex={-1}) while `isOpen`: focus moves
 * in, Tab and Shift+Tab wrap inside, Escape calls `onEscape`, the page behind does not scroll, and on
 * closing the focus goes back to the element that had it before. When the focused control is removed
 * or disabled (a form's button while it sends, a message replacing it) the focus would fall to the
 * page's <body>, outside the dialog: it goes back to the container instead.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, options: FocusTrapOptions) {
  const { isOpen } = options;
  // The latest callbacks without re-running the effect (and moving the focus again) on every render.
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layer = pushLayer();
    (optionsRef.current.initialFocusRef?.current ?? container).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const moveTab = (event: KeyboardEvent) => {
      const tabbable = tabbableElements(container);
      const first = tabbable[0];
      const last = tabbable.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const isInside = active instanceof HTMLElement && tabbable.includes(active);
      if (event.shiftKey && (!isInside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!isInside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (!layer.isTop()) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        optionsRef.current.onEscape();
      } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        moveTab(event);
      }
    };

    const refocusIfLost = () => {
      if (!layer.isTop()) return;
      const active = document.activeElement;
      const isDisabledInside =
        active instanceof HTMLElement && container.contains(active) && active.matches(':disabled');
      if (isFocusLost() || isDisabledInside) container.focus({ preventScroll: true });
    };
    // Removing or disabling the focused element fires focusout in some browsers and nothing in
    // others; a change under the container covers both. The check waits a task: a field that
    // changes the dialog on blur (a list closing) does so while Tab is still on its way to the
    // next field, with the focus on <body> for that moment, and taking it then would cancel the move.
    const observer = new MutationObserver(() => setTimeout(refocusIfLost));
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    });
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) setTimeout(refocusIfLost);
    };

    document.addEventListener('keydown', onKeyDown);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
      layer.remove();
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen, containerRef]);
}

interface DismissOptions {
  isOpen: boolean;
  onDismiss: () => void;
  /** The popup and the button that opens it. */
  insideRefs: RefObject<HTMLElement | null>[];
  /**
   * Gets the focus back after Escape (the button that opened the popup) when the focus was inside
   * `insideRefs` or lost to <body>; a user who had moved on elsewhere keeps their place.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** A press outside `insideRefs` dismisses as well. */
  closesOnOutsidePress?: boolean;
}

/** Closes a popup (a disclosure, a menu) on Escape and, if asked, on a press outside it. */
export function useDismiss(options: DismissOptions) {
  const { isOpen } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!isOpen) return;
    const layer = pushLayer();
    const isInside = (node: Node | null) =>
      node !== null && latest.current.insideRefs.some((ref) => ref.current?.contains(node));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !layer.isTop()) return;
      event.preventDefault();
      const target = latest.current.returnFocusRef?.current;
      const isFocusOurs = isFocusLost() || isInside(document.activeElement);
      latest.current.onDismiss();
      if (target && isFocusOurs) target.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!latest.current.closesOnOutsidePress || !layer.isTop()) return;
      if (!isInside(event.target instanceof Node ? event.target : null)) latest.current.onDismiss();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      layer.remove();
    };
  }, [isOpen]);
}
