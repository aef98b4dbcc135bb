/**
 * Modal dialogs keep the keyboard inside them: Tab and Shift+Tab cycle through the dialog's own
 * controls and never reach the page behind it.
 */
import { type RefObject, useEffect } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The next element Tab (or Shift+Tab) should focus inside `root`, wrapping at either end. */
export function nextInside(
  root: HTMLElement,
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  if (items.length === 0) return null;
  const at = active ? items.indexOf(active as HTMLElement) : -1;
  if (at === -1) return backwards ? items[items.length - 1]! : items[0]!;
  const next = (at + (backwards ? -1 : 1) + items.length) % items.length;
  return items[next]!;
}

/** Traps Tab inside the element `ref` points at while the component is mounted. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const root = ref.current;
      if (event.key !== "Tab" || !root) return;
      const next = nextInside(root, document.activeElement, event.shiftKey);
      event.preventDefault();
      next?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [ref]);
}
