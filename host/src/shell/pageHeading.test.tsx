import { act, screen, waitFor } from '@testing-library/react';
import { bus } from 'shared-session';
import { fakeRemote, renderShell } from '../testing/renderShell';
import type { AreaLoader } from '../remotes/loader';
import { headingTitle, PAGE_TITLE_ATTRIBUTE, resetInteraction, watchPageHeading } from './pageHeading';

const compose = (page: string) => `${page} · Flex`;

afterEach(() => {
  act(() => {
    bus.session$.next(null);
    bus.flags$.next(new Set());
  });
  document.body.innerHTML = '';
  document.title = 'Flex';
  resetInteraction();
});

describe('headingTitle', () => {
  it('takes the heading text with blanks collapsed, or its data-page-title', () => {
    const h1 = document.createElement('h1');
    h1.innerHTML = '  Bids\n  <span>for Blyth</span> ';
    expect(headingTitle(h1)).toBe('Bids for Blyth');
    h1.setAttribute(PAGE_TITLE_ATTRIBUTE, 'Blyth bids');
    expect(headingTitle(h1)).toBe('Blyth bids');
  });
});

describe('watchPageHeading', () => {
  it('waits for a heading rendered later in the main outlet, titles the page and focuses it once', async () => {
    document.body.innerHTML = '<a href="#x" id="link">Go</a><main id="main"><p>Loading…</p></main>';
    document.getElementById('link')!.focus();
    const stop = watchPageHeading({ focus: true, compose });
    expect(document.title).toBe('Flex');
    const h1 = document.createElement('h1');
    h1.textContent = 'Competitions';
    document.getElementById('main')!.appendChild(h1);
    await waitFor(() => expect(document.title).toBe('Competitions · Flex'));
    expect(h1).toHaveFocus();
    expect(h1.tabIndex).toBe(-1);
    // The heading's text changes (a page that loads its name): the title follows, focus stays.
    h1.textContent = 'Blyth 2026';
    await waitFor(() => expect(document.title).toBe('Blyth 2026 · Flex'));
    stop();
    h1.textContent = 'After the route changed';
    await Promise.resolve();
    expect(document.title).toBe('Blyth 2026 · Flex');
  });

  it('does not take focus from a field the user moved to while the page loaded, nor from a dialog', async () => {
    document.body.innerHTML = '<main id="main"><input aria-label="Search" /></main><div role="dialog"><button>OK</button></div>';
    const stop = watchPageHeading({ focus: true, compose });
    screen.getByRole('textbox', { name: 'Search' }).focus();
    const h1 = document.createElement('h1');
    h1.textContent = 'Assets';
    document.getElementById('main')!.prepend(h1);
    await waitFor(() => expect(document.title).toBe('Assets · Flex'));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    stop();

    screen.getByRole('button', { name: 'OK' }).focus();
    const stop2 = watchPageHeading({ focus: true, compose });
    h1.textContent = 'Assets again';
    await waitFor(() => expect(document.title).toBe('Assets again · Flex'));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    stop2();
  });

  it('only titles the page when focus is not asked for (first load)', async () => {
    document.body.innerHTML = '<main id="main"><h1>Home</h1></main>';
    const stop = watchPageHeading({ focus: false, compose });
    expect(document.title).toBe('Home · Flex');
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
    stop();
  });
});

describe('the shell titles every page from its heading', () => {
  it('host page: title on first load without focus, then the next page heading focused after a click', async () => {
    const { user } = await renderShell('/legal', { user: { orgType: 'flexprovider' } });
    await waitFor(() => expect(document.title).toBe('Legal · Flex'));
    expect(screen.getByRole('heading', { level: 1, name: 'Legal' })).not.toHaveFocus();
    await user.click(await screen.findByRole('link', { name: 'Service terms' }));
    await waitFor(() => expect(document.title).toBe('Service terms · Flex'));
    expect(screen.getByRole('heading', { level: 1, name: 'Service terms' })).toHaveFocus();
  });

  it('a remote page: the heading it mounts later names the page', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const loadArea: AreaLoader = async (name) => {
      await gate;
      return fakeRemote(`Remote ${name}`);
    };
    await renderShell('/operations/flexprovider/dispatchschedule', {
      user: { orgType: 'flexprovider', permissions: ['view-operations'] },
      flags: ['operations_provider'],
      loadArea,
    });
    expect(document.title).not.toContain('Remote');
    await act(async () => release());
    await waitFor(() => expect(document.title).toBe('Remote mfe_operations · Flex'));
  });

  it('no focus move for a redirect before the user did anything (/analytics → /analytics/reports)', async () => {
    await renderShell('/analytics', { user: { orgType: 'systemoperator' } });
    await waitFor(() => expect(window.location.pathname).toBe('/analytics/reports'));
    await waitFor(() => expect(document.title).toBe('Analytics reports · Flex'));
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});
