/**
 * The state of the "complete asset data" form: its values, the problems found by the client or
 * the server, the failure message and whether it is saving. `submit` checks, then saves.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { errorMessage, isApiError, type AssetDataGap } from 'shared-session';
import { completeAsset } from './api';
import { completionBody, type Errors, type Values } from './completeData';

export function useCompleteData(asset: AssetDataGap, onSaved: (a: AssetDataGap) => void) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<Values>({ locateBy: 'postcode', postcode: asset.postcode, latitude: '', longitude: '', voltage: '', capacities: {} });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const message = (key: keyof Errors): string => {
    switch (key) {
      case 'postcode':
        return i18n._({ id: 'manage.qualification.complete.postcodeRequired', message: 'Enter the postcode, e.g. NE1 4ST.' });
      case 'latitude':
        return i18n._({ id: 'manage.qualification.complete.latitudeInvalid', message: 'Enter the latitude in decimal degrees, between -90 and 90.' });
      case 'longitude':
        return i18n._({ id: 'manage.qualification.complete.longitudeInvalid', message: 'Enter the longitude in decimal degrees, between -180 and 180.' });
      case 'voltage_level':
        return i18n._({ id: 'manage.qualification.complete.voltageRequired', message: 'Choose the connection voltage.' });
      default:
        return i18n._({ id: 'manage.qualification.complete.capacityInvalid', message: 'Enter a capacity above 0, e.g. 1.5.' });
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = completionBody(asset.missing, values, message);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await completeAsset(asset.id, checked.body);
      onSaved(asset);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      const known: Errors = {};
      for (const key of ['postcode', 'location', 'voltage_level', 'active_export_capacity', 'active_import_capacity', 'reactive_export_capacity', 'reactive_import_capacity'] as const) {
        if (fields[key]?.length) known[key] = fields[key].join(' ');
      }
      setErrors(known);
      setFailure(errorMessage(error, i18n._({ id: 'manage.qualification.complete.failed', message: 'The asset could not be saved. Please try again.' })));
    } finally {
      setSaving(false);
    }
  }

  return { values, set, errors, failure, saving, submit };
}
