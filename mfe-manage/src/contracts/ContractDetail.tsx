import { Trans, useLingui } from '@lingui/react';
import { useFormat } from 'shared-ui';
import type { Contract } from './api';
import type { Audience } from './ContractsTable';
import { statusLabel } from './labels';
import { ObligationsTable } from './ObligationsTable';

export interface ContractDetailProps {
  contract: Contract;
  audience: Audience;
  onDownload: (format: 'pdf' | 'csv') => void;
  onAccept: () => void;
  onTerminate: () => void;
  onClose: () => void;
}

/** One contract: parties, framework agreement, term, acceptance or termination, obligations, documents and the reader's action. */
export function ContractDetail({ contract: c, audience, onDownload, onAccept, onTerminate, onClose }: ContractDetailProps) {
  const { i18n } = useLingui();
  const f = useFormat();
  const mayAccept = audience === 'provider' && c.status === 'awaiting_acceptance';
  const mayTerminate = audience === 'operator' && (c.status === 'awaiting_acceptance' || c.status === 'active');
  return (
    <section className="contracts-detail" aria-labelledby="contract-detail-title">
      <h2 id="contract-detail-title" tabIndex={-1}>
        <Trans id="manage.contracts.detail.title" message="Contract {reference}" values={{ reference: c.reference }} />
      </h2>
      <dl className="contracts-facts">
        <dt><Trans id="manage.contracts.col.status" message="Status" /></dt>
        <dd><span className={`contracts-status contracts-status--${c.status}`}>{statusLabel(i18n, c.status)}</span></dd>
        <dt><Trans id="manage.contracts.col.operator" message="System operator" /></dt>
        <dd>{c.system_operator_name}</dd>
        <dt><Trans id="manage.contracts.col.provider" message="Flex provider" /></dt>
        <dd>{c.flex_provider_name}</dd>
        <dt><Trans id="manage.contracts.col.competition" message="Competition" /></dt>
        <dd>{c.competition_reference ? `${c.competition_name} (${c.competition_reference})` : c.competition_name}</dd>
        <dt><Trans id="manage.contracts.detail.framework" message="Framework agreement" /></dt>
        <dd>{c.framework_name ? `${c.framework_name} (${c.framework_reference ?? ''})` : <Trans id="manage.contracts.detail.noFramework" message="None recorded" />}</dd>
        <dt><Trans id="manage.contracts.detail.term" message="Term" /></dt>
        <dd>
          <Trans
            id="manage.contracts.detail.termValue"
            message="{start} to {end}"
            values={{ start: f.formatCalendarDate(c.starts_on) ?? c.starts_on, end: f.formatContractEndDate(c.ends_on) ?? '' }}
          />
        </dd>
        <dt><Trans id="manage.contracts.col.currency" message="Currency" /></dt>
        <dd>{c.currency}</dd>
        {c.accepted_at ? (
          <>
            <dt><Trans id="manage.contracts.detail.accepted" message="Accepted" /></dt>
            <dd>
              <Trans
                id="manage.contracts.detail.acceptedValue"
                message="{when} by {name}, terms read"
                values={{ when: f.formatDateTime(c.accepted_at) ?? '', name: c.accepted_name ?? '' }}
              />
            </dd>
          </>
        ) : null}
        {c.termination_date ? (
          <>
            <dt><Trans id="manage.contracts.detail.terminated" message="Terminated" /></dt>
            <dd>
              <Trans
                id="manage.contracts.detail.terminatedValue"
                message="Last day {last}: {reason}"
                values={{ last: f.formatContractEndDate(c.termination_date) ?? '', reason: c.termination_reason ?? '' }}
              />
            </dd>
          </>
        ) : null}
      </dl>
      <div className="contracts-actions">
        {mayAccept ? (
          <button type="button" className="fx-button fx-button--primary" onClick={onAccept}>
            <Trans id="manage.contracts.accept" message="Accept contract" />
          </button>
        ) : null}
        {mayTerminate ? (
          <button type="button" className="fx-button" onClick={onTerminate}>
            <Trans id="manage.contracts.terminate" message="Terminate contract" />
          </button>
        ) : null}
        <button type="button" className="fx-button" onClick={() => onDownload('pdf')}>
          <Trans id="manage.contracts.pdf" message="Summary PDF" />
        </button>
        <button type="button" className="fx-button" onClick={() => onDownload('csv')}>
          <Trans id="manage.contracts.csv" message="Obligations CSV" />
        </button>
        <button type="button" className="fx-button" onClick={onClose}>
          <Trans id="manage.contracts.close" message="Close contract" />
        </button>
      </div>
      <ObligationsTable contract={c} />
    </section>
  );
}
