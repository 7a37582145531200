import { defineConfig } from '@playwright/test';
import { storageStateWithConsent } from './support/consent';
import { PORTS } from './support/ports';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${PORTS.host}`,
    // A cookie choice already made, so the consent banner covers nothing (tests/consent.spec.ts starts empty).
    storageState: storageStateWithConsent(),
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
});
