/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { screen } from '@testing-library/react';
import { loadCatalog } from 'shared-session';
import { renderAt } from '../../auth/test-utils';
import { fakeApi, refusal } from '../../testing/api';
import { messages } from './locales/en-GB/messages';
import { AnalyticsUnsubscribePage } from './UnsubscribePage';

loadCatalog({ 'en-GB': messages });

const PATH = '/analytics/unsubscribe';
const ROUTE = 'POST analytics/schedules/unsubscribe/';
const TOKEN = `12.${'a'.repeat(43)}`;

describe('AnalyticsUnsubscribePage', () => {
  it('asks first, then stops the e-mailed report of the link without signing in, and says which', async () => {
    const api = fakeApi({ [ROUTE]: { report: 'spend-invoicing', frequency: 'monthly' } });
    const { user } = renderAt(<AnalyticsUnsubscribePage />, PATH, `/analytics/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(screen.getByRole('heading', { name: 'Stop an e-mailed report' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop this e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The monthly e-mail of the “Spend and invoicing” report is stopped');
    expect(api.bodiesOf(ROUTE)).toEqual([{ token: TOKEN }]);
    expect(api.calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('shows the server’s message for a link that is not valid', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [ROUTE]: refusal(404, { detail: 'This unsubscribe link is not valid. Sign in to manage your scheduled reports.' }) });
    const { user } = renderAt(<AnalyticsUnsubscribePage />, PATH, '/analytics/unsubscribe?token=12.wrong-token');
    await user.click(screen.getByRole('button', { name: 'Stop this e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('says a link without its token is incomplete and sends nothing', () => {
    const api = fakeApi({});
    renderAt(<AnalyticsUnsubscribePage />, PATH, '/analytics/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Stop this e-mail' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
