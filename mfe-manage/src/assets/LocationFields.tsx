/**
 * Where the asset is: by postcode (the server places it at the postcode's district) or by a point,
 * typed as latitude and longitude or picked on the small map (lazy). The fields follow the choice;
 * a point far outside Great Britain gets a warning (the competitions are in GB).
 */
import { lazy, Suspense, useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { DecimalField, TextField } from 'shared-ui';
import { insideGb, parseNumber, type LocateBy } from './model';
import { coordinate, postcodeShape } from './validators';

const LocationMap = lazy(() => import('./LocationMap'));

const latitudeRule = coordinate(90);
const longitudeRule = coordinate(180);

export function LocationFields() {
  const { i18n } = useLingui();
  const form = useForm();
  const mode = useField<LocateBy>('locate_by', { subscription: { value: true } }).input;
  const lat = useField<string>('latitude', { subscription: { value: true } }).input.value;
  const lon = useField<string>('longitude', { subscription: { value: true } }).input.value;
  const point = useMemo((): [number, number] | null => {
    const a = parseNumber(lat);
    const b = parseNumber(lon);
    return a !== null && b !== null && Math.abs(a) <= 90 && Math.abs(b) <= 180 ? [a, b] : null;
  }, [lat, lon]);
  const byPoint = mode.value === 'point';
  const choices: Array<{ value: LocateBy; label: string }> = [
    { value: 'postcode', label: i18n._({ id: 'manage.assets.form.byPostcode', message: 'By postcode' }) },
    { value: 'point', label: i18n._({ id: 'manage.assets.form.byPoint', message: 'By a point on the map' }) },
  ];
  const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

  return (
    <fieldset className="assets-form__location">
      <legend>
        <Trans id="manage.assets.form.location" message="Location" />
      </legend>
      <div className="assets-form__choices" role="radiogroup" aria-label={i18n._({ id: 'manage.assets.form.locateBy', message: 'Locate the asset' })}>
        {choices.map((c) => (
          <label key={c.value} className="assets-form__choice">
            <input type="radio" name="locate_by" value={c.value} checked={mode.value === c.value} onChange={() => mode.onChange(c.value)} /> {c.label}
          </label>
        ))}
      </div>
      <TextField
        name="postcode"
        label={<Trans id="manage.assets.form.postcode" message="Postcode" />}
        required={!byPoint}
        validate={byPoint ? undefined : postcodeShape}
        normalise={(v) => v.trim().toUpperCase().replace(/\s+/g, ' ')}
        autoComplete="postal-code"
        hint={
          byPoint ? (
            <Trans id="manage.assets.form.postcodeHintPoint" message="Optional with a point: kept for your reference." />
          ) : (
            <Trans id="manage.assets.form.postcodeHint" message="The asset is placed at the centre of the postcode's district." />
          )
        }
      />
      {byPoint ? (
        <>
          <div className="assets-form__grid">
            <DecimalField
              name="latitude"
              decimalPlaces={6}
              required
              validate={latitudeRule}
              label={<Trans id="manage.assets.form.latitude" message="Latitude" />}
              hint={<Trans id="manage.assets.form.latitudeHint" message="Degrees north, e.g. 54.9783." />}
            />
            <DecimalField
              name="longitude"
              decimalPlaces={6}
              required
              validate={longitudeRule}
              label={<Trans id="manage.assets.form.longitude" message="Longitude" />}
              hint={<Trans id="manage.assets.form.longitudeHint" message="Degrees east; west of Greenwich is negative, e.g. -1.6178." />}
            />
          </div>
          {point && !insideGb(point[0], point[1]) ? (
            <p className="assets-form__warning" role="status">
              <Trans id="manage.assets.form.outsideGb" message="This point is outside Great Britain: check the latitude and longitude are not swapped." />
            </p>
          ) : null}
          <p className="assets-form__hint" id="assets-map-hint">
            <Trans id="manage.assets.form.mapHint" message="Click the map to put the point there, or type the latitude and longitude." />
          </p>
          <Suspense
            fallback={
              <p role="status">
                <Trans id="manage.assets.form.mapLoading" message="Loading the map…" />
              </p>
            }
          >
            <LocationMap
              point={point}
              label={i18n._({ id: 'manage.assets.form.mapLabel', message: 'Map to pick the asset’s point' })}
              onPick={(a, b) => {
                form.batch(() => {
                  form.change('latitude', round(a));
                  form.change('longitude', round(b));
                });
              }}
            />
          </Suspense>
        </>
      ) : null}
    </fieldset>
  );
}
