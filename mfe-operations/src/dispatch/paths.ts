/** The dispatch screens' paths (workflows §2: /operations/{flexprovider|systemoperator}/…). */

export type DispatchOrg = 'flexprovider' | 'systemoperator';
export type DispatchScreenName = 'schedule' | 'send' | 'upcoming' | 'past';

/** The operations area's root, and each organisation type's screens under it. */
export const OPERATIONS_ROOT = '/operations';
export const operationsRoot = (org: DispatchOrg): string => `${OPERATIONS_ROOT}/${org}`;

/** Each screen's last path segment. */
const SEGMENTS: Record<DispatchScreenName, string> = {
  send: 'dispatchsend',
  schedule: 'dispatchschedule',
  upcoming: 'upcomingdispatches',
  past: 'pastdispatches',
};

/** A dispatch screen for an organisation type (sending is the operator's only). */
export const dispatchPath = (org: DispatchOrg, screen: DispatchScreenName): string => `${operationsRoot(org)}/${SEGMENTS[screen]}`;
