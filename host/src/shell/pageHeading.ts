import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';

/**
 * Page titles and focus after navigation, for every route of the host and of
 * every remote, in one place.
 *
 * The page heading is the first `h1` in the main outlet (`#main`). Remotes render into the outlet
 * asynchronously, so the shell watches the outlet (a MutationObserver) until its route changes:
 * - the document title is the heading's text (or its `data-page-title`, when a page's heading is
 *   not a good title) followed by " · Flex", and follows the heading when it changes (a page that
 *   shows "Loading…" first, then its name);
 * - after an in-app navigation the heading is focused once (made focusable with tabIndex=-1), so
 *   keyboard and screen-reader users start at the new page. Not on the first page load, nor on
 *   redirects before the user has done anything, nor when the user has already moved focus
 *   elsewhere (a dialog, a field) while the page was loading.
 */
export const PAGE_TITLE_ATTRIBUTE = 'data-page-title';

const MAIN_HEADING = '#main h1';

/** The document title of a page: its heading, then the product name. */
const DOCUMENT_TITLE = /*i18n*/ { id: 'shell.documentTitle', message: '{page} · Flex' };

/** The title a heading gives its page: its `data-page-title`, else its text with blanks collapsed. */
export function headingTitle(heading: Element): string {
  const override = heading.getAttribute(PAGE_TITLE_ATTRIBUTE);
  const text = override ?? heading.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The first heading of the main outlet, if the page has rendered it. */
export function mainHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(MAIN_HEADING);
}

/** True when focus sits where a navigation left it (nothing the user chose since). */
function focusIsUnclaimed(startedOn: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return true;
  if (active.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"]')) return false;
  return active === startedOn || active.id === 'main' || !active.isConnected;
}

export interface WatchOptions {
  /** Focus the heading once it appears. */
  focus: boolean;
  /** The document title for a page title ("{page} · Flex"). */
  compose: (page: string) => string;
}

/**
 * Watches the document until the returned function is called: keeps `document.title` in step with
 * the main heading and, when asked, focuses that heading the first time it has text.
 */
export function watchPageHeading({ focus, compose }: WatchOptions): () => void {
  const startedOn = document.activeElement;
  let focusPending = focus;
  const update = () => {
    const heading = mainHeading();
    if (!heading) return;
    const title = headingTitle(heading);
    if (!title) return;
    const next = compose(title);
    if (document.title !== next) document.title = next;
    if (!focusPending) return;
    focusPending = false;
    if (!focusIsUnclaimed(startedOn)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: [PAGE_TITLE_ATTRIBUTE],
  });
  return () => observer.disconnect();
}

/** Whether the user has pressed a key or a pointer since the page loaded (redirects at start do not count). */
let interacted = false;
function noteInteraction() {
  interacted = true;
}
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', noteInteraction, { capture: true, passive: true });
  window.addEventListener('pointerdown', noteInteraction, { capture: true, passive: true });
}

/** For tests: forget earlier interactions, as on a fresh page load. */
export function resetInteraction(): void {
  interacted = false;
}

/** The shell's hook: one watch per route (pathname); focus only after an in-app navigation. */
export function usePageHeading(pathname: string): void {
  const { i18n } = useLingui();
  // Read through a ref: a locale change re-renders the heading (the watch sees it) without
  // counting as a navigation.
  const i18nRef = useRef(i18n);
  useEffect(() => {
    i18nRef.current = i18n;
  }, [i18n]);
  const firstRoute = useRef(true);
  useEffect(() => {
    const focus = !firstRoute.current && interacted;
    firstRoute.current = false;
    return watchPageHeading({
      focus,
      compose: (page) => i18nRef.current._({ ...DOCUMENT_TITLE, values: { page } }),
    });
  }, [pathname]);
}
