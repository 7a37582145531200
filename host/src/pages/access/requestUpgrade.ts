import type { OrgType } from 'shared-session';

/** A Help Scout Beacon-like help widget: a global function taking a method name and data. */
export type HelpWidget = (method: string, data?: unknown) => void;

/** Under this flag, upgrade requests go by e-mail to the growth contact instead of the widget. */
export const UPGRADE_BY_EMAIL_FLAG = 'upgrade_by_email';

export interface UpgradeRequestInput {
  flags: ReadonlySet<string>;
  growthEmail: string;
  /** Who asks, and from where, so the growth team can answer without a round trip. */
  userEmail: string | null;
  orgType: OrgType;
  page: string;
  subject: string;
  text: string;
  /** The help widget, when the page has one (window.Beacon). */
  widget: HelpWidget | undefined;
  openMail: (href: string) => void;
}

export type UpgradeChannel = 'widget' | 'email';

export function upgradeMailto(input: Pick<UpgradeRequestInput, 'growthEmail' | 'subject' | 'text'>): string {
  const q = new URLSearchParams({ subject: input.subject, body: input.text });
  // mailto wants %20, not '+', for spaces.
  return `mailto:${input.growthEmail}?${q.toString().replace(/\+/g, '%20')}`;
}

/**
 * The request-upgrade action (spec §2.2): the help widget receives the request (prefilled
 * message, opened); under `upgrade_by_email`, or when the widget is missing or fails, an e-mail
 * to the growth contact opens instead, and a missing widget is logged as an error.
 */
export function requestUpgrade(input: UpgradeRequestInput): UpgradeChannel {
  const viaEmail = () => {
    input.openMail(upgradeMailto(input));
    return 'email' as const;
  };
  if (input.flags.has(UPGRADE_BY_EMAIL_FLAG)) return viaEmail();
  if (typeof input.widget !== 'function') {
    console.error('[upgrade] help widget missing; upgrade request sent by e-mail instead');
    return viaEmail();
  }
  try {
    input.widget('prefill', { email: input.userEmail ?? undefined, subject: input.subject, text: input.text });
    input.widget('navigate', '/ask/message/');
    input.widget('open');
    return 'widget';
  } catch (error) {
    console.error('[upgrade] help widget failed; upgrade request sent by e-mail instead', error);
    return viaEmail();
  }
}

export function currentHelpWidget(): HelpWidget | undefined {
  const candidate = (globalThis as { Beacon?: unknown }).Beacon;
  return typeof candidate === 'function' ? (candidate as HelpWidget) : undefined;
}
