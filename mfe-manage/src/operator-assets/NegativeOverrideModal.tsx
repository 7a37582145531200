import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, type OverrideReasonOption, type Qualification } from 'shared-session';
import { Modal } from 'shared-ui';
import { OVERRIDE_REASON_LABELS } from '../common/competitions';
import { setOverride } from './api';

export interface OverrideTarget {
  row: Qualification;
  competitionName: string;
}

export interface NegativeOverrideModalProps {
  target: OverrideTarget | null;
  reasons: readonly OverrideReasonOption[];
  onClose: () => void;
  /** After the server disqualified the asset (its answer). */
  onDone: (row: Qualification) => void;
}

/**
 * Disqualify an asset with a reason (the negative override, platform §2.4, workflows §5): the
 * reasons come from the override-reasons list; Disqualify is enabled only once one is chosen. The
 * server's message is shown if it refuses; the provider then sees the asset disqualified with it.
 */
export function NegativeOverrideModal({ target, reasons, onClose, onDone }: NegativeOverrideModalProps) {
  return (
    <Modal open={target !== null} onClose={onClose} title={<Trans id="manage.operatorAssets.disqualify.title" message="Disqualify asset" />} size="medium">
      {target ? <OverrideForm key={target.row.id} target={target} reasons={reasons} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function OverrideForm({ target, reasons, onClose, onDone }: { target: OverrideTarget; reasons: readonly OverrideReasonOption[]; onClose: () => void; onDone: (row: Qualification) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const [reason, setReason] = useState<OverrideReasonOption['value'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { row, competitionName } = target;
  const labelOf = (o: OverrideReasonOption) => {
    const known = OVERRIDE_REASON_LABELS[o.value];
    return known ? i18n._(known) : o.label;
  };

  async function disqualify() {
    if (!reason) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone(await setOverride(row.id, { override_status: 'disqualified', override_reason: reason }));
    } catch (error) {
      setFailure(errorMessage(error, i18n._({ id: 'manage.operatorAssets.disqualify.failed', message: 'The asset could not be disqualified. Please try again.' })));
      setBusy(false);
    }
  }

  return (
    <div className="qualification__form">
      <p>
        <Trans
          id="manage.operatorAssets.disqualify.body"
          message="Disqualify {ref} ({name}) from {competition}? Its provider sees the reason, and the asset can no longer be entered or bid with in this competition. You can re-qualify it later."
          values={{ ref: row.ref, name: row.name, competition: competitionName }}
        />
      </p>
      <fieldset className="qualification__field">
        <legend>
          <Trans id="manage.operatorAssets.disqualify.reason" message="Reason" />
        </legend>
        {reasons.length === 0 ? (
          <p className="qualification__hint">
            <Trans id="manage.operatorAssets.disqualify.noReasons" message="The list of reasons could not be loaded; close this and try again." />
          </p>
        ) : (
          <div className="qualification__choices">
            {reasons.map((o) => (
              <label key={o.value}>
                <input type="radio" name={`${id}-reason`} value={o.value} checked={reason === o.value} onChange={() => setReason(o.value)} />
                {labelOf(o)}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {failure ? (
        <p className="qualification__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="qualification__buttons">
        <button type="button" className="fx-button fx-button--secondary" onClick={onClose}>
          <Trans id="manage.operatorAssets.disqualify.cancel" message="Cancel" />
        </button>
        <button type="button" className="fx-button fx-button--primary qualification__danger" disabled={!reason || busy} onClick={() => void disqualify()}>
          <Trans id="manage.operatorAssets.disqualify.confirm" message="Disqualify" />
        </button>
      </div>
    </div>
  );
}
