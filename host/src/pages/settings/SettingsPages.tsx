/** The settings pages (one chunk, loaded on first visit to /settings/*; webhooks has its own). */
export { SettingsFrame } from './SettingsFrame';
export { SettingsAccountPage } from './AccountPage';
export { SettingsOrganisationPage } from './OrganisationPage';
export { SettingsPreferencesPage } from './PreferencesPage';
export { SettingsTeamPage } from './TeamPage';
