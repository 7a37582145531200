import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { AssetDataGap, VoltageOption } from 'shared-session';
import { Modal } from 'shared-ui';
import { CapacityInput, LocationFields, VoltageField } from './CompleteDataFields';
import { isCapacity } from './completeData';
import { missingFieldText } from './labels';
import { useCompleteData } from './useCompleteData';

export interface CompleteDataModalProps {
  asset: AssetDataGap | null;
  voltages: readonly VoltageOption[];
  onClose: () => void;
  onSaved: (asset: AssetDataGap) => void;
}

/**
 * Completes what an asset is missing to qualify: a location (by postcode district or coordinates),
 * its connection voltage (from the reference list), the capacity a competition needs. Saves with
 * PATCH flex/assets/{id}/ (the server re-runs qualification) and shows the server's messages.
 */
export function CompleteDataModal({ asset, voltages, onClose, onSaved }: CompleteDataModalProps) {
  return (
    <Modal open={asset !== null} onClose={onClose} title={<Trans id="manage.qualification.complete.title" message="Complete asset data" />} size="medium">
      {asset ? <CompleteDataForm key={asset.id} asset={asset} voltages={voltages} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function CompleteDataForm({ asset, voltages, onClose, onSaved }: { asset: AssetDataGap; voltages: readonly VoltageOption[]; onClose: () => void; onSaved: (a: AssetDataGap) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const { values, set, errors, failure, saving, submit } = useCompleteData(asset, onSaved);
  const fieldsProps = { id, values, errors, set };

  const missing = asset.missing;
  return (
    <form className="qualification__form" onSubmit={(e) => void submit(e)} noValidate>
      <p>
        <Trans
          id="manage.qualification.complete.intro"
          message="{ref} {name} is missing: {fields}. Once saved, its qualification is checked again."
          values={{ ref: asset.ref, name: asset.name, fields: missing.map((f) => missingFieldText(i18n, f)).join(', ') }}
        />
      </p>
      {missing.includes('location') ? <LocationFields {...fieldsProps} /> : null}
      {missing.includes('voltage_level') ? <VoltageField {...fieldsProps} voltages={voltages} /> : null}
      {missing.filter(isCapacity).map((field) => (
        <CapacityInput key={field} {...fieldsProps} field={field} />
      ))}
      {failure ? (
        <p className="qualification__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="qualification__buttons">
        <button type="button" className="fx-button fx-button--secondary" onClick={onClose}>
          <Trans id="manage.qualification.complete.cancel" message="Cancel" />
        </button>
        <button type="submit" className="fx-button fx-button--primary" disabled={saving}>
          {saving ? <Trans id="manage.qualification.complete.saving" message="Saving…" /> : <Trans id="manage.qualification.complete.save" message="Save" />}
        </button>
      </div>
    </form>
  );
}
