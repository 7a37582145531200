/** The market-interest confirmation (spec platform §2.4), shown by the host's global modal host. */
import type { I18n } from '@lingui/core';
import { bus } from 'shared-session';

export const INTEREST_MODAL_ID = 'market-interest';

/** Opens the modal; answers false where no modal host listens (the page then says it inline only). */
export function showInterestModal(i18n: I18n, market: string): boolean {
  if (!bus.modal$.observed) return false;
  bus.modal$.next({
    type: 'open',
    id: INTEREST_MODAL_ID,
    title: i18n._({ id: 'markets.interest.title', message: 'Thank you — you have registered your interest for {market}', values: { market } }),
    body: [
      i18n._({ id: 'markets.interest.nextHeading', message: 'What happens next?' }),
      i18n._({
        id: 'markets.interest.next',
        message: 'The team running the market reviews your registration. You will be told by e-mail and here when it is under review and when it is decided; a refusal comes with its reason.',
      }),
    ].join('\n\n'),
  });
  return true;
}
