import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Trans } from '@lingui/react';
import {
  ACCEPT_ALL, CONSENT_STORAGE_KEY, REJECT_NON_ESSENTIAL, bus, restoreConsent, saveConsent, type ConsentChoice,
} from 'shared-session';
import { useBusValue } from 'shared-ui';
import { resolveRoute } from '../routes/resolve';
import './consent.css';

// The customise dialog is not needed on first paint: its own chunk, loaded when asked for.
const CookieSettingsDialog = lazy(() => import('./CookieSettingsDialog'));

/** The cookie page shows the same controls itself; the embed shows no banner (spec platform §4.4). */
export function bannerHiddenOn(pathname: string): boolean {
  return pathname === '/legal/cookies' || resolveRoute(pathname).entry.layout === 'embed';
}

/** Publishes the banner's height as --cookie-banner-h, so toasts and the page's end sit above it. */
function useBannerHeight(banner: React.RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const el = banner.current;
    if (!shown || !el) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--cookie-banner-h', `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--cookie-banner-h');
    };
  }, [banner, shown]);
}

/**
 * The cookie banner (spec platform §4.4): shown until a choice exists — accept all, reject
 * non-essential, or customise in a dialog. A labelled region; after a choice focus moves to the
 * page's main region.
 */
export function CookieBanner() {
  const consent = useBusValue(bus.consent$);
  const { pathname } = useLocation();
  const [customising, setCustomising] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const focusMain = useRef(false);
  const shown = consent === null && !bannerHiddenOn(pathname);
  useBannerHeight(banner, shown);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) restoreConsent();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (consent === null || !focusMain.current) return;
    focusMain.current = false;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [consent]);

  if (!shown) return null;

  const decide = (choice: ConsentChoice) => {
    const el = banner.current;
    focusMain.current = customising || (!!el && el.contains(document.activeElement));
    setCustomising(false);
    saveConsent(choice);
  };

  return (
    <section ref={banner} className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          <Trans id="consent.banner.title" message="Cookies on Flex" />
        </h2>
        <p>
          <Trans
            id="consent.banner.text"
            message="Flex uses essential cookies to work. With your permission we would also use statistics cookies, to learn how Flex is used, and marketing cookies."
          />{' '}
          <Link to="/legal/cookies">
            <Trans id="consent.banner.more" message="How Flex uses cookies" />
          </Link>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button type="button" className="fx-button fx-button--primary" onClick={() => decide(ACCEPT_ALL)}>
          <Trans id="consent.acceptAll" message="Accept all" />
        </button>
        <button type="button" className="fx-button fx-button--secondary" onClick={() => decide(REJECT_NON_ESSENTIAL)}>
          <Trans id="consent.rejectNonEssential" message="Reject non-essential" />
        </button>
        <button type="button" className="fx-button fx-button--secondary" aria-haspopup="dialog" onClick={() => setCustomising(true)}>
          <Trans id="consent.customise" message="Customise" />
        </button>
      </div>
      {customising ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog onClose={() => setCustomising(false)} onSave={decide} />
        </Suspense>
      ) : null}
    </section>
  );
}
