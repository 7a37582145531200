import { expect, test } from '@playwright/test';
import { apiGet, detailOpen, firstRow, inItaly, ItalianPass, mapDrawn, settled, sweep, visit, withConsent, type Screen } from '../support/italian';
import { signIn, USERS } from '../support/session';

/**
 * One pass through the main screens in it-IT: logged out, as a flex provider
 * and as a system operator, every screen's visible text — and the aria-label, title, placeholder
 * and alt of visible elements, and the document title — holds no common English word
 * (support/english-words.ts), and `<html lang="it-IT">`. How text is gathered and what is left
 * out as data: support/italian.ts. One login per role, one page, each screen awaited by its
 * heading and content, never by the clock.
 */

// Every test starts with nothing stored (not even the suite's default consent choice): this file decides.
test.use({ storageState: { cookies: [], origins: [] } });

test.describe('Italian (it-IT): no English on the main screens', () => {
  test.beforeEach(({ page, context }) => inItaly(page, context));

  test('logged out: home, login, registration, legal pages, region, 404 (and the consent banner)', async ({ page, context }) => {
    test.setTimeout(240_000);
    const pass = new ItalianPass(page);
    // The first visit has no cookie choice: the consent banner is checked with the page, then its settings dialog.
    await visit(page, '/');
    const banner = page.getByRole('region', { name: 'Cookie su Flex' });
    await expect(banner).toBeVisible();
    await pass.check('/ with the cookie banner');
    await banner.getByRole('button', { name: 'Personalizza' }).click();
    const settings = page.getByRole('dialog', { name: 'Impostazioni dei cookie' });
    await expect(settings).toBeVisible();
    await pass.check('the cookie settings dialog');
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
    await withConsent(context);
    await sweep(page, pass, 'logged out', [
      ['home', '/'],
      ['login', '/login'],
      ['password reset', '/passwordreset'],
      ['registration', '/register/confirm'],
      ['legal', '/legal'],
      ['terms of use', '/legal/basic-terms'],
      ['service terms', '/legal/serviceterms'],
      ['cookies', '/legal/cookies'],
      ['region', '/region'],
      ['404', '/no/such/page'],
    ]);
    expect(pass.failures, pass.failures.join('\n\n')).toEqual([]);
  });

  test('flex provider: home, map, manage, operations, settlement, exchange, settings', async ({ page, context }) => {
    test.setTimeout(600_000);
    await withConsent(context);
    const pass = new ItalianPass(page);
    await signIn(page, USERS.providerA);
    const who = USERS.providerA;
    const [competition] = await apiGet<{ id: number }[]>(who, 'flex/competitions/?from_status=qualifying&to_status=closed&limit=1&fields=id');
    const [ballot] = await apiGet<{ id: number; competition: number }[]>(who, 'bids/ballots/?is_active=true&ordering=-created&limit=1');
    const [application] = await apiGet<{ id: number }[]>(who, 'dps/applications/?is_submitted=true&ordering=-created&limit=1');

    await sweep(page, pass, 'provider', [
      ['home', '/home'],
      ['explore', '/explore'],
      ['marketplace', '/marketplace/buy'],
      ['map', '/dashboard', mapDrawn],
      ['map: a competition', `/dashboard?competition=${competition!.id}`, detailOpen],
      ['manage', '/manage'],
      ['competition page', `/flexprovider/competitions/${competition!.id}`],
      ['ballots', `/flexprovider/competitions/${ballot!.competition}/ballots`],
      ['ballot', `/flexprovider/competitions/${ballot!.competition}/ballots/${ballot!.id}`],
      ['bids', '/manage/flexprovider/bids', firstRow],
      ['bids: submit', '/manage/flexprovider/bids/submit'],
      ['bids: edit', '/manage/flexprovider/bids/edit'],
      ['bids: results', '/manage/flexprovider/bids/history'],
      ['bids: bulk upload', '/manage/flexprovider/bids/bulk-upload'],
      ['assets', '/manage/flexprovider/flexassets', firstRow],
      ['assets: add', '/manage/flexprovider/flexassets?view=new'],
      ['assets: upload', '/manage/flexprovider/flexassets?view=upload'],
      ['qualification: overview', '/manage/flexprovider/qualification/overview'],
      ['qualification: eligibility', '/manage/flexprovider/qualification/assets', firstRow],
      ['qualification: add data', '/manage/flexprovider/qualification/add-data'],
      ['qualification: confirm', '/manage/flexprovider/qualification/confirm'],
      ['availability', '/manage/flexprovider/availability', firstRow],
      ['availability: change', '/manage/flexprovider/availability/change'],
      ['applications', '/manage/flexprovider/applications'],
      ['an application', `/manage/flexprovider/applications/${application!.id}`],
      ['dispatch schedule', '/operations/flexprovider/dispatchschedule'],
      ['upcoming dispatches', '/operations/flexprovider/upcomingdispatches'],
      ['past dispatches', '/operations/flexprovider/pastdispatches'],
      ['settlement', '/settlement/flexprovider'],
      ['exchange', '/exchange'],
      ['settings: account', '/settings/account'],
      ['settings: organisation', '/settings/organisation'],
      ['settings: preferences', '/settings/preferences'],
      ['settings: team', '/settings/team', firstRow],
      ['settings: webhooks', '/settings/webhooks'],
      ['region', '/region'],
      ['legal', '/legal/serviceterms'],
      ['404 in a remote area', '/manage/flexprovider/no-such-screen'],
      ['404', '/no/such/page'],
    ]);
    // The team's invitation dialog: every role with what it may do.
    await visit(page, '/settings/team', firstRow);
    await page.getByRole('button', { name: 'Invita un membro' }).click();
    const invite = page.getByRole('dialog');
    await expect(invite).toBeVisible();
    await pass.check('provider team invitation dialog');
    await page.keyboard.press('Escape');
    await expect(invite).toHaveCount(0);
    expect(pass.failures, pass.failures.join('\n\n')).toEqual([]);
  });

  test('system operator: home, map, manage, operations, settlement, exchange, settings', async ({ page, context }) => {
    test.setTimeout(600_000);
    await withConsent(context);
    const pass = new ItalianPass(page);
    await signIn(page, USERS.operatorX);
    const who = USERS.operatorX;
    const [competition] = await apiGet<{ id: number }[]>(who, 'flex/competitions/?from_status=qualifying&to_status=closed&limit=1&fields=id');
    const summaries = await apiGet<{ competition: number; bids: number; results_confirmed: boolean }[]>(who, 'bids/summaries/?status=open,closed');
    const withBids = summaries.find((s) => Number(s.bids) > 0 && !s.results_confirmed) ?? summaries[0]!;
    const confirmed = summaries.find((s) => s.results_confirmed);
    const [application] = await apiGet<{ id: number }[]>(who, 'dps/applications/?ordering=-submitted&limit=1');

    await sweep(page, pass, 'operator', [
      ['home', '/home'],
      ['roadmap', '/roadmap'],
      ['map', '/dashboard', mapDrawn],
      ['map: a competition', `/dashboard?competition=${competition!.id}`, detailOpen],
      ['manage', '/manage'],
      ['competitions', '/manage/systemoperator/competitions', firstRow],
      ['competition page', `/systemoperator/competitions/${competition!.id}`],
      ['create a competition', '/manage/systemoperator/competitions/create'],
      ['templates', '/manage/systemoperator/competitions/templates'],
      ['bids', '/manage/systemoperator/bids', firstRow],
      ['bid review', `/manage/systemoperator/bids/view?competition=${withBids.competition}`, firstRow],
    ]);
    // The market-clearing dialog of the bid review.
    await page.getByRole('button', { name: 'Esegui il clearing del mercato' }).click();
    const mca = page.getByRole('dialog');
    await expect(mca).toBeVisible();
    await settled(page);
    await pass.check('operator market-clearing dialog');
    await page.keyboard.press('Escape');
    await expect(mca).toHaveCount(0);

    await sweep(page, pass, 'operator', [
      ['bid decisions', `/manage/systemoperator/bids/decision?competition=${withBids.competition}`, firstRow],
      ['results confirmation', '/manage/systemoperator/bids/confirm'],
      ...(confirmed ? [['confirmed results', `/manage/systemoperator/bids/confirm?competition=${confirmed.competition}`] as Screen] : []),
      ['assets', '/manage/systemoperator/assets', firstRow],
      ['assets: overview', '/manage/systemoperator/assets/overview'],
      ['assets: qualified', '/manage/systemoperator/assets/qualified'],
      ['assets: unqualified', '/manage/systemoperator/assets/unqualified'],
      ['operating areas', '/manage/systemoperator/areas', firstRow],
      ['grid topology upload', '/manage/systemoperator/grid-topology-upload'],
      ['applications', '/manage/systemoperator/applications', firstRow],
      ['an application', `/manage/systemoperator/applications/${application!.id}`],
      ['dispatch: send', '/operations/systemoperator/dispatchsend'],
      ['dispatch schedule', '/operations/systemoperator/dispatchschedule'],
      ['upcoming dispatches', '/operations/systemoperator/upcomingdispatches'],
      ['past dispatches', '/operations/systemoperator/pastdispatches'],
      ['settlement', '/settlement/systemoperator'],
      ['exchange', '/exchange'],
      ['analytics', '/analytics/reports'],
      ['settings: account', '/settings/account'],
      ['settings: organisation', '/settings/organisation'],
      ['settings: preferences', '/settings/preferences'],
      ['settings: team', '/settings/team', firstRow],
    ]);
    expect(pass.failures, pass.failures.join('\n\n')).toEqual([]);
  });
});
