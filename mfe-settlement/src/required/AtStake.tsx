import { Trans } from '@lingui/react';
import type { Region } from 'shared-session';
import { formatMoney } from 'shared-ui';
import type { Required } from './api';

/** The money at stake, per currency ("£300.00", "£300.00 and €12.00"), or nothing at stake. */
export function AtStake({ required, region }: { required: Required; region: Region }) {
  const amounts = required.money_at_stake.filter((m) => Number(m.amount) !== 0).map((m) => formatMoney(m.amount, m.currency, region) ?? m.amount);
  if (amounts.length === 0) return <Trans id="settlement.data.nothingAtStake" message="nothing" />;
  return <>{amounts.join(' + ')}</>;
}
