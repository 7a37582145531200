import { act, screen, waitFor, within } from '@testing-library/react';
import { CONSENT_STORAGE_KEY, bus, restoreConsent, saveConsent, type CookieConsent } from 'shared-session';
import { clearConsent } from 'shared-session/testing';
import { renderShell } from '../testing/renderShell';
import { bannerHiddenOn } from './CookieBanner';

const DAY = 24 * 60 * 60 * 1000;
const stored = (): CookieConsent | null => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as CookieConsent | null;
const banner = () => screen.queryByRole('region', { name: 'Cookies on Flex' });

afterEach(() => {
  act(() => {
    clearConsent();
    bus.session$.next(null);
    bus.flags$.next(new Set());
  });
});

describe('the cookie banner', () => {
  it('is a labelled region on a first visit, reachable with the keyboard', async () => {
    const { user } = await renderShell('/login');
    const region = banner();
    expect(region).toBeInTheDocument();
    expect(within(region!).getByRole('link', { name: 'How Flex uses cookies' })).toHaveAttribute('href', '/legal/cookies');
    await user.tab();
    expect(within(region!).getByRole('link', { name: 'How Flex uses cookies' })).toHaveFocus();
    await user.tab();
    expect(within(region!).getByRole('button', { name: 'Accept all' })).toHaveFocus();
  });

  it('accept all keeps every category for 365 days, hides the banner and moves focus to the page', async () => {
    const { user } = await renderShell('/login');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).not.toBeInTheDocument();
    const choice = stored()!;
    expect(choice).toMatchObject({ essential: true, statistics: true, marketing: true });
    const ahead = Date.parse(choice.expiresAt) - Date.parse(choice.savedAt);
    expect(ahead).toBe(365 * DAY);
    expect(Date.parse(choice.savedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(bus.consent$.value).toEqual(choice);
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('reject non-essential keeps only essential cookies', async () => {
    const { user } = await renderShell('/login');
    await user.click(screen.getByRole('button', { name: 'Reject non-essential' }));
    expect(stored()).toMatchObject({ essential: true, statistics: false, marketing: false });
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays away while a choice lasts and comes back once it has expired', async () => {
    saveConsent({ statistics: false, marketing: true });
    await renderShell('/login');
    expect(banner()).not.toBeInTheDocument();
    const expired = { essential: true, statistics: true, marketing: true, savedAt: new Date(Date.now() - 366 * DAY).toISOString(), expiresAt: new Date(Date.now() - DAY).toISOString() };
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(expired));
    act(() => {
      restoreConsent();
    });
    expect(banner()).toBeInTheDocument();
  });

  it('follows a choice made in another tab', async () => {
    await renderShell('/login');
    expect(banner()).toBeInTheDocument();
    const other = { essential: true, statistics: true, marketing: false, savedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + DAY).toISOString() };
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(other));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it('is not shown on the embed or on the cookie page, which has the controls itself', async () => {
    expect(bannerHiddenOn('/embed/map')).toBe(true);
    expect(bannerHiddenOn('/embed/map/anything')).toBe(true);
    expect(bannerHiddenOn('/legal/cookies')).toBe(true);
    expect(bannerHiddenOn('/dashboard')).toBe(false);
    expect(bannerHiddenOn('/legal/basic-terms')).toBe(false);
    const { container } = await renderShell('/embed/map', { flags: ['embeddable_map'] });
    expect(container.querySelector('[data-layout="embed"]')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('the customise dialog', () => {
  it('opens as a modal (loaded on demand) with essential on and locked; without the revamp flag the others start on', async () => {
    const { user } = await renderShell('/login');
    await user.click(screen.getByRole('button', { name: 'Customise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const essential = within(dialog).getByRole('switch', { name: 'Essential (always on)' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(essential).toHaveAccessibleDescription('Your login session, your region and the features enabled for you. Flex does not work without them.');
    expect(within(dialog).getByRole('switch', { name: 'Statistics' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).toBeChecked();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('with the revamp flag, statistics and marketing start off', async () => {
    const { user } = await renderShell('/login', { flags: ['revamp'] });
    await user.click(screen.getByRole('button', { name: 'Customise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('switch', { name: 'Statistics' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });

  it('Escape closes it without a choice and returns focus to Customise', async () => {
    const { user } = await renderShell('/login');
    const customise = screen.getByRole('button', { name: 'Customise' });
    await user.click(customise);
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(customise).toHaveFocus();
    expect(stored()).toBeNull();
    expect(banner()).toBeInTheDocument();
  });

  it('saves the chosen categories', async () => {
    const { user } = await renderShell('/login');
    await user.click(screen.getByRole('button', { name: 'Customise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(stored()).toMatchObject({ essential: true, statistics: true, marketing: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
  });
});

describe('/legal/cookies', () => {
  it('explains the categories, shows the choice in force and changes it', async () => {
    saveConsent({ statistics: true, marketing: true }, Date.UTC(2026, 0, 15, 12));
    const { user } = await renderShell('/legal/cookies');
    const section = await screen.findByRole('region', { name: 'Your cookie choice' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie information' })).toBeInTheDocument();
    expect(within(section).getByTestId('cookie-current-choice')).toHaveTextContent(
      'Chosen on 15 January 2026: statistics on, marketing on. Kept until 15 January 2027.',
    );
    expect(within(section).getByRole('switch', { name: 'Statistics' })).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Statistics' })).toHaveAccessibleDescription('Anonymous usage figures that help us improve the product.');
    expect(within(section).getByRole('switch', { name: 'Marketing' })).toHaveAccessibleDescription('Help widgets and measurement of our communications.');
    await user.click(within(section).getByRole('switch', { name: 'Statistics' }));
    await user.click(within(section).getByRole('button', { name: 'Save my choices' }));
    expect(stored()).toMatchObject({ statistics: false, marketing: true });
    expect(within(section).getByRole('status')).toHaveTextContent('Your cookie choice is saved.');
    expect(within(section).getByTestId('cookie-current-choice')).toHaveTextContent('statistics off, marketing on');
    await user.click(within(section).getByRole('button', { name: 'Reject non-essential' }));
    expect(stored()).toMatchObject({ statistics: false, marketing: false });
    expect(within(section).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });

  it('without a choice says so and starts from the defaults', async () => {
    await renderShell('/legal/cookies');
    const section = await screen.findByRole('region', { name: 'Your cookie choice' });
    expect(within(section).getByTestId('cookie-current-choice')).toHaveTextContent('You have not chosen yet: only essential cookies are used.');
    expect(within(section).getByRole('switch', { name: 'Statistics' })).toBeChecked();
    expect(banner()).not.toBeInTheDocument();
  });
});
