/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { screen } from '@testing-library/react';
import { ApiError } from 'shared-session/testing';
import { loadCatalog } from 'shared-session';
import { renderAt } from '../../auth/test-utils';
import { messages } from './locales/en-GB/messages';
import type { ScheduleService } from './schedules';
import { AnalyticsUnsubscribePage } from './UnsubscribePage';

loadCatalog({ 'en-GB': messages });

const PATH = '/analytics/unsubscribe';

function service(answer: (token: string) => ReturnType<ScheduleService['unsubscribe']>) {
  const tokens: string[] = [];
  const fake: ScheduleService = {
    list: async () => [],
    create: async () => Promise.reject(new Error('not used')),
    remove: async () => undefined,
    unsubscribe: (token) => {
      tokens.push(token);
      return answer(token);
    },
  };
  return { fake, tokens };
}

describe('AnalyticsUnsubscribePage', () => {
  it('asks first, then stops the e-mailed report of the link and says which', async () => {
    const { fake, tokens } = service(async () => ({ report: 'spend-invoicing', frequency: 'monthly' }));
    const { user } = renderAt(<AnalyticsUnsubscribePage service={fake} />, PATH, '/analytics/unsubscribe?token=abc_DEF-123.sig');
    expect(screen.getByRole('heading', { name: 'Stop an e-mailed report' })).toBeInTheDocument();
    expect(tokens).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop this e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The monthly e-mail of the “Spend and invoicing” report is stopped');
    expect(tokens).toEqual(['abc_DEF-123.sig']);
  });

  it('shows the server’s message for a link that is not valid', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fake } = service(async () => Promise.reject(new ApiError({ status: 404, body: { detail: 'This unsubscribe link is not valid.' } })));
    const { user } = renderAt(<AnalyticsUnsubscribePage service={fake} />, PATH, '/analytics/unsubscribe?token=wrong-token');
    await user.click(screen.getByRole('button', { name: 'Stop this e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('says a link without its token is incomplete and sends nothing', () => {
    const { fake, tokens } = service(async () => ({ report: 'spend-invoicing', frequency: 'weekly' }));
    renderAt(<AnalyticsUnsubscribePage service={fake} />, PATH, '/analytics/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Stop this e-mail' })).not.toBeInTheDocument();
    expect(tokens).toHaveLength(0);
  });
});
