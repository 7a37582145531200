import { BehaviorSubject, Subject } from 'rxjs';
import type { Claims } from './claims';
import type { DomainEvent } from './api/types';
import { readStoredConsent, type CookieConsent } from './consent/stored';

/** A notification shown by the host's notification area (one at a time, bottom centre). */
export interface Toast {
  kind: 'success' | 'error' | 'info' | 'warning';
  title: string;
  text?: string;
}

/**
 * A request to the host's global modal host (spec platform §2.4). `open` shows a modal with a
 * title, a body text and buttons: with `cancelLabel` (or `onResult`/`onCancel`) it is a
 * confirmation with Confirm and Cancel. `onResult(true)` follows Confirm, `onResult(false)`
 * every other way of closing (Cancel, Escape, ×, `close`). An `open` with an id already shown
 * replaces it; `close` without an id closes every modal.
 */
export type ModalRequest =
  | {
      type: 'open';
      id: string;
      title: string;
      body: string;
      confirmLabel?: string;
      onConfirm?: () => void;
      cancelLabel?: string;
      onCancel?: () => void;
      onResult?: (confirmed: boolean) => void;
      /** 'danger' styles the confirm button for destructive actions (delete, withdraw). */
      tone?: 'default' | 'danger';
    }
  | { type: 'close'; id?: string };

export interface Region {
  code: 'AU' | 'GB' | 'IT' | 'PT' | 'US';
  locale: string;
  timezone: string;
  /** Display currency (ISO 4217), e.g. GBP. */
  currency?: string;
  /** Region name for the switcher. */
  name?: string;
}

export interface NavigateRequest {
  to: string;
  replace?: boolean;
}

/** The decoded session or null when logged out. */
export interface Session {
  token: string;
  claims: Claims;
}

export type FlagSet = ReadonlySet<string>;

/** How an upgrade request left: through the help widget, or as an e-mail to the growth contact. */
export type UpgradeChannel = 'widget' | 'email';

/** A request to the host to send an upgrade request (the access-needed page's action, spec §2.2). */
export interface UpgradeRequest {
  /** The page it was asked from, for the growth team. */
  page: string;
  onSent: (channel: UpgradeChannel) => void;
}

export interface Bus {
  session$: BehaviorSubject<Session | null>;
  authError$: Subject<{ reason: string }>;
  flags$: BehaviorSubject<FlagSet>;
  region$: BehaviorSubject<Region>;
  toast$: Subject<Toast>;
  modal$: Subject<ModalRequest>;
  navigate$: Subject<NavigateRequest>;
  /** Live domain events for the user's organisation (the host runs the stream: events/stream.ts). */
  events$: Subject<DomainEvent>;
  /** The cookie consent choice (spec platform §4.4), null until one is made: consent/consent.ts writes it. */
  consent$: BehaviorSubject<CookieConsent | null>;
  /** Upgrade requests from any area; the host sends them as its access-needed page does. */
  upgrade$: Subject<UpgradeRequest>;
}

export const DEFAULT_REGION: Region = { code: 'GB', locale: 'en-GB', timezone: 'Europe/London', currency: 'GBP', name: 'United Kingdom' };

function createBus(): Bus {
  return {
    session$: new BehaviorSubject<Session | null>(null),
    authError$: new Subject<{ reason: string }>(),
    flags$: new BehaviorSubject<FlagSet>(new Set()),
    region$: new BehaviorSubject<Region>(DEFAULT_REGION),
    toast$: new Subject<Toast>(),
    modal$: new Subject<ModalRequest>(),
    navigate$: new Subject<NavigateRequest>(),
    events$: new Subject<DomainEvent>(),
    consent$: new BehaviorSubject<CookieConsent | null>(readStoredConsent()),
    upgrade$: new Subject<UpgradeRequest>(),
  };
}

/**
 * One bus per page. shared-session is a federated singleton, so host and remotes share this
 * module; the global slot also covers a remote that was loaded alone next to the host.
 */
const KEY = '__flexBus__';
const slot = globalThis as unknown as Record<string, Bus | undefined>;
export const bus: Bus = slot[KEY] ?? (slot[KEY] = createBus());

export const toast = (t: Toast): void => bus.toast$.next(t);
export const navigate = (to: string, replace = false): void => bus.navigate$.next({ to, replace });

export interface ConfirmationRequest {
  id: string;
  title: string;
  body: string;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
}

/**
 * Asks the user to confirm through the host's global modal host; resolves true when confirmed.
 * Where no modal host listens (a remote mounted alone, such as the third-party embed), the
 * browser's own confirmation dialog stands in.
 */
export function requestConfirmation(request: ConfirmationRequest): Promise<boolean> {
  if (!bus.modal$.observed) {
    return Promise.resolve(typeof window !== 'undefined' && window.confirm(`${request.title}\n\n${request.body}`));
  }
  return new Promise((resolve) => bus.modal$.next({ type: 'open', ...request, onResult: resolve }));
}

/**
 * Asks the host to send an upgrade request, exactly as the access-needed page's button does;
 * resolves with the channel it went through, or null where no host listens.
 */
export function askForUpgrade(page: string): Promise<UpgradeChannel | null> {
  if (!bus.upgrade$.observed) return Promise.resolve(null);
  return new Promise((resolve) => bus.upgrade$.next({ page, onSent: resolve }));
}
