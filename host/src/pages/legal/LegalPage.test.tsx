import { act, screen, within } from '@testing-library/react';
import { bus, switchLocale, CONSENT_STORAGE_KEY, REGIONS, STORAGE_KEYS } from 'shared-session';
import { DEFAULT_REGION, TAB_CLEARED_KEY } from 'shared-session/testing';
import { CHUNK_RELOAD_KEY } from 'shared-ui/testing';
import { renderShell } from '../../testing/renderShell';
import { STORAGE_KEY as REGISTRATION_KEY } from '../register/state';
import { BASIC_TERMS, SERVICE_TERMS } from './documents';

afterEach(async () => {
  act(() => bus.region$.next(DEFAULT_REGION));
  await act(() => switchLocale('en-GB'));
});

/** "27 November 2026" for "2026-11-27", in the locale's long style (computed here, not by the page). */
const longDate = (ymd: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`));

describe('legal documents', () => {
  it.each([
    ['/legal/basic-terms', BASIC_TERMS, 'Basic terms'],
    ['/legal/serviceterms', SERVICE_TERMS, 'Service terms'],
  ] as const)('%s: title, version and date, linked contents and one heading per section', async (path, doc, title) => {
    await renderShell(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('legal-version')).toHaveTextContent(`Version ${doc.version} · In effect from ${longDate(doc.effective, 'en-GB')}`);
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents).toHaveLength(doc.sections.length);
    const headings = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id);
    for (const link of contents) {
      const target = headings.find((h) => link.getAttribute('href') === `${path}#${h.id}`);
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
    // The sections a published agreement needs, by heading.
    for (const topic of [/who|parties/i, /service/i, /account/i, /data/i, /fees/i, /liability/i, /governing law/i, /changes/i, /contact/i]) {
      expect(headings.some((h) => topic.test(h.textContent ?? ''))).toBe(true);
    }
    expect(screen.getByText(/law of England and Wales/)).toBeInTheDocument();
  });

  it('are written in the region’s language, with its date format', async () => {
    act(() => bus.region$.next(REGIONS.IT));
    await act(() => switchLocale('it-IT'));
    await renderShell('/legal/serviceterms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Condizioni del servizio' })).toBeInTheDocument();
    expect(screen.getByTestId('legal-version')).toHaveTextContent(`Versione ${SERVICE_TERMS.version} · In vigore dal ${longDate(SERVICE_TERMS.effective, 'it-IT')}`);
    expect(screen.getByRole('heading', { level: 2, name: '11. Legge applicabile e controversie' })).toBeInTheDocument();
  });

  it('the cookie information lists every storage key the product’s code defines, and keeps the consent controls', async () => {
    await renderShell('/legal/cookies');
    const table = await screen.findByRole('table', { name: 'Cookies and browser storage that Flex sets' });
    const names = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.features, STORAGE_KEYS.region, CONSENT_STORAGE_KEY, TAB_CLEARED_KEY, CHUNK_RELOAD_KEY, REGISTRATION_KEY]) {
      expect(names).toContain(key);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Your cookie choice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save my choices' })).toBeInTheDocument();
    expect(screen.getByTestId('legal-version')).toHaveTextContent(/^Version \d+\.\d+ · In effect from /);
  });
});
