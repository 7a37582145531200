import { paths } from 'shared-session';

/** The settings pages' paths: the route table, the tabs and the pages' links all use these. */
export const SETTINGS_PATHS = {
  root: '/settings',
  account: paths.settingsAccount,
  organisation: '/settings/organisation',
  preferences: '/settings/preferences',
  team: '/settings/team',
  webhooks: '/settings/webhooks',
} as const;
