/**
 * Route ownership, declared once so the host and the remotes agree without importing each
 * other (spec platform §2.1). A path belongs to the first area whose prefix matches.
 */
export type RemoteName = 'mfe_dashboard' | 'mfe_manage' | 'mfe_operations' | 'mfe_settlement' | 'mfe_exchange';

export const REMOTES: readonly RemoteName[] = [
  'mfe_dashboard',
  'mfe_manage',
  'mfe_operations',
  'mfe_settlement',
  'mfe_exchange',
];

/** Path prefixes owned by each remote. */
export const REMOTE_AREAS: Record<RemoteName, readonly string[]> = {
  mfe_dashboard: ['/dashboard', '/embed/map'],
  mfe_manage: ['/manage', '/flexprovider/competitions', '/systemoperator/competitions'],
  mfe_operations: ['/operations'],
  mfe_settlement: ['/settlement'],
  mfe_exchange: ['/exchange'],
};

export function remoteForPath(pathname: string): RemoteName | null {
  for (const name of REMOTES) {
    for (const prefix of REMOTE_AREAS[name]) {
      if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return name;
    }
  }
  return null;
}

/** Cross-area links, so remotes never hard-code each other's paths. */
export const paths = {
  index: '/',
  login: '/login',
  logout: '/logout',
  dashboard: '/dashboard',
  embedMap: '/embed/map',
  competitionOnMap: (id: number | string) => `/dashboard?competition=${encodeURIComponent(String(id))}`,
  manage: '/manage',
  operations: '/operations',
  settlement: '/settlement',
  exchange: '/exchange',
  settingsAccount: '/settings/account',
  analyticsReports: '/analytics/reports',
  explore: '/explore',
  home: '/home',
  roadmap: '/roadmap',
  unauthorised: '/unauthorised',
  providerAssets: (orgId: number | string) => `/manage/flexprovider/${orgId}/flexassets`,
  operatorCompetitions: (orgId: number | string) => `/manage/systemoperator/${orgId}/competitions`,
  providerCompetition: (id: number | string) => `/flexprovider/competitions/${id}`,
  providerBallots: (id: number | string) => `/flexprovider/competitions/${id}/ballots`,
  providerBallot: (id: number | string, ballotId: number | string) => `/flexprovider/competitions/${id}/ballots/${ballotId}`,
  operatorCompetition: (id: number | string) => `/systemoperator/competitions/${id}`,
  exchangeBrowse: '/exchange/browse',
  exchangeNewListing: '/exchange/new-listing',
  /** A listing's page: load-modification blocks have their own. */
  exchangeListing: (id: number | string, exchangeType?: string) =>
    exchangeType === 'load_modification' ? `/exchange/load-modifications/${id}/view` : `/exchange/listings/${id}/view`,
  exchangeOutcome: (id: number | string) => `/exchange/listings/${id}/outcome`,
} as const;
