import { Trans } from '@lingui/react';
import { useFormat } from 'shared-ui';
import type { DispatchInstruction } from './types';

/** What an instruction asks, as a description list (shown in the modals before a final step). */
export function InstructionSummary({ instruction: i }: { instruction: DispatchInstruction }) {
  const f = useFormat();
  return (
    <dl className="dispatch-facts">
      <dt><Trans id="operations.fact.competition" message="Competition" /></dt>
      <dd>{i.competition_name}</dd>
      <dt><Trans id="operations.fact.window" message="Service window" /></dt>
      <dd>{i.window_name}</dd>
      <dt><Trans id="operations.fact.obligation" message="Contract obligation" /></dt>
      <dd>
        {i.obligation !== null && i.contract_reference !== null ? (
          <Trans id="operations.fact.obligationValue" message="{contract}, obligation {obligation}" values={{ contract: i.contract_reference, obligation: i.obligation }} />
        ) : (
          '—'
        )}
      </dd>
      <dt><Trans id="operations.fact.provider" message="Flex provider" /></dt>
      <dd>{i.flex_provider_name}</dd>
      <dt><Trans id="operations.fact.assets" message="Assets" /></dt>
      <dd>{i.asset_refs.join(', ') || '—'}</dd>
      <dt><Trans id="operations.fact.start" message="Start" /></dt>
      <dd>{f.formatDateTime(i.start) ?? '—'}</dd>
      <dt><Trans id="operations.fact.end" message="End" /></dt>
      <dd>{f.formatDateTime(i.end) ?? '—'}</dd>
      <dt><Trans id="operations.fact.quantity" message="Quantity" /></dt>
      <dd>{f.formatCapacity(i.quantity, i.unit) ?? '—'}</dd>
      <dt><Trans id="operations.fact.deadline" message="Response deadline" /></dt>
      <dd>{f.formatDateTime(i.response_deadline) ?? '—'}</dd>
    </dl>
  );
}
