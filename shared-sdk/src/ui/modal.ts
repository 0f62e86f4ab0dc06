import { useEffect, useRef, type RefObject } from 'react';

/**
 * The focus trap: modal behaviour for every dialog of the app (WAI-ARIA dialog pattern), used by
 * the SDK's `Dialog`, the host's popups, mfe-auth's login popup and the call layer's ring bell
 * and video window:
 * - focus moves into the dialog when it opens (the dialog element itself, so its name is read);
 * - Tab and Shift+Tab cycle through the dialog's controls and never leave it;
 * - Escape closes the top-most dialog only (`onClose`);
 * - the page behind is `inert` (no clicks, no focus, hidden from assistive technology) while
 *   the dialog is open; a dialog opened from a dialog makes the first one inert too;
 * - when it closes, focus returns to the element that had it before (or to `returnFocus()`),
 *   as soon as that element can take it: a button disabled while the dialog was open (a Call
 *   button during the call) gets it when it is enabled again, unless another dialog has opened
 *   or the user has put the focus somewhere meanwhile.
 * Live regions (`aria-live`, e.g. toasts) stay outside the inert set so they are still announced.
 */
export interface ModalOptions {
  /** Escape closes the dialog. Without it Escape does nothing. */
  onClose?: () => void;
  /**
   * Where focus goes when the dialog closes, read at that moment. Default: the element that had
   * it when the dialog opened. For a flow of several dialogs (price → ring bell → video window)
   * each passes the element that started the flow.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** How long a closed dialog waits for the element it returns focus to (disabled, not yet shown). */
const RETURN_FOCUS_WAIT_MS = 1_500;

/**
 * Focus `el` now, or as soon as it can take it (within RETURN_FOCUS_WAIT_MS): while it is
 * disabled, or inert because a dialog that closes with this one has not let go yet. Gives up
 * when it is gone, when a dialog that does not hold it is open, or when the user has put the
 * focus somewhere meanwhile.
 */
function returnFocusTo(el: HTMLElement | null | undefined): void {
  if (!el || el === document.body) return;
  const until = Date.now() + RETURN_FOCUS_WAIT_MS;
  const attempt = () => {
    if (!el.isConnected) return;
    // A dialog removed in the same commit is still on the stack until its own clean-up runs.
    const open = stack.filter((e) => e.el.isConnected).pop();
    if (open && !open.el.contains(el)) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== el) return;
    if (!el.closest('[inert]')) el.focus();
    if (document.activeElement !== el && Date.now() < until) requestAnimationFrame(attempt);
  };
  attempt();
}

interface Entry {
  el: HTMLElement;
  onClose: { current: (() => void) | undefined };
  inerted: HTMLElement[];
}

const stack: Entry[] = [];
/** How many open dialogs made an element inert (two dialogs may share one). */
const inertCount = new WeakMap<Element, number>();

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const isJsdom = () => typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);

/** The controls Tab reaches inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      !el.closest('[hidden],[inert]') &&
      el.tabIndex >= 0 &&
      (isJsdom() || el.getClientRects().length > 0),
  );
}

function makeInert(el: HTMLElement): boolean {
  if (el.hasAttribute('aria-live') || el.tagName === 'SCRIPT' || el.tagName === 'STYLE')
    return false;
  const n = inertCount.get(el) ?? 0;
  // An element inert on its own (not by a dialog) is left as it is, and never un-inerted.
  if (n === 0 && el.hasAttribute('inert')) return false;
  inertCount.set(el, n + 1);
  el.setAttribute('inert', '');
  return true;
}

function releaseInert(el: HTMLElement): void {
  const n = (inertCount.get(el) ?? 1) - 1;
  if (n <= 0) {
    inertCount.delete(el);
    el.removeAttribute('inert');
  } else inertCount.set(el, n);
}

/** Every sibling of the dialog and of each of its ancestors, up to <body>. */
function inertOutside(dialog: HTMLElement): HTMLElement[] {
  const done: HTMLElement[] = [];
  for (
    let node: HTMLElement | null = dialog;
    node && node !== document.body;
    node = node.parentElement
  ) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sib of Array.from(parent.children)) {
      if (sib !== node && sib instanceof HTMLElement && makeInert(sib)) done.push(sib);
    }
  }
  return done;
}

function top(): Entry | undefined {
  return stack[stack.length - 1];
}

function onKeyDown(e: KeyboardEvent): void {
  const entry = top();
  if (!entry) return;
  if (e.key === 'Escape') {
    if (!entry.onClose.current) return;
    e.preventDefault();
    e.stopPropagation();
    entry.onClose.current();
    return;
  }
  if (e.key !== 'Tab') return;
  const items = focusableIn(entry.el);
  const active = document.activeElement as HTMLElement | null;
  if (items.length === 0) {
    e.preventDefault();
    entry.el.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = !!active && entry.el.contains(active);
  if (e.shiftKey && (!inside || active === first || active === entry.el)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (!inside || active === last)) {
    e.preventDefault();
    first.focus();
  }
}

/** Focus that lands outside the top dialog (a script, a click on a live region) is brought back. */
function onFocusIn(e: FocusEvent): void {
  const entry = top();
  const target = e.target as Node | null;
  if (entry && target && !entry.el.contains(target) && !(target instanceof Document)) {
    (focusableIn(entry.el)[0] ?? entry.el).focus();
  }
}

function listen(on: boolean): void {
  if (on) {
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
  } else {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
  }
}

/**
 * Attach to the dialog element (role="dialog", tabIndex={-1}): `const ref = useModal({ onClose })`.
 * Lives as long as the component: mount = open, unmount = closed.
 */
export function useModal<T extends HTMLElement>(options: ModalOptions = {}): RefObject<T | null> {
  const ref = useRef<T>(null);
  const onClose = useRef(options.onClose);
  const returnFocus = useRef(options.returnFocus);
  useEffect(() => {
    onClose.current = options.onClose;
    returnFocus.current = options.returnFocus;
  }, [options.onClose, options.returnFocus]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = document.activeElement as HTMLElement | null;
    const entry: Entry = { el, onClose, inerted: inertOutside(el) };
    if (stack.length === 0) listen(true);
    stack.push(entry);
    if (!el.contains(document.activeElement)) el.focus();
    return () => {
      entry.inerted.forEach(releaseInert);
      const i = stack.indexOf(entry);
      if (i >= 0) stack.splice(i, 1);
      if (stack.length === 0) listen(false);
      // Back to where the user was, if it is still there, once it is usable.
      returnFocusTo(returnFocus.current?.() ?? before);
    };
  }, []);
  return ref;
}
