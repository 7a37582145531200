import { Trans } from '@lingui/react';
import { bus } from 'shared-session';
import { useBusValue } from 'shared-ui';
import { formatDateTime, formatQuantity } from './format';
import type { DispatchInstruction } from './types';

/** What an instruction asks, as a description list (shown in the modals before a final step). */
export function InstructionSummary({ instruction: i }: { instruction: DispatchInstruction }) {
  const region = useBusValue(bus.region$);
  return (
    <dl className="dispatch-facts">
      <dt><Trans id="operations.fact.competition" message="Competition" /></dt>
      <dd>{i.competition_name}</dd>
      <dt><Trans id="operations.fact.window" message="Service window" /></dt>
      <dd>{i.window_name}</dd>
      <dt><Trans id="operations.fact.provider" message="Flex provider" /></dt>
      <dd>{i.flex_provider_name}</dd>
      <dt><Trans id="operations.fact.assets" message="Assets" /></dt>
      <dd>{i.asset_refs.join(', ') || '—'}</dd>
      <dt><Trans id="operations.fact.start" message="Start" /></dt>
      <dd>{formatDateTime(i.start, region)}</dd>
      <dt><Trans id="operations.fact.end" message="End" /></dt>
      <dd>{formatDateTime(i.end, region)}</dd>
      <dt><Trans id="operations.fact.quantity" message="Quantity" /></dt>
      <dd>{formatQuantity(i.quantity, i.unit, region.locale)}</dd>
      <dt><Trans id="operations.fact.deadline" message="Response deadline" /></dt>
      <dd>{formatDateTime(i.response_deadline, region)}</dd>
    </dl>
  );
}
