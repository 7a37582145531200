/**
 * Choosing the alert's GSP regions on the map of its market: a button opens the map of the chosen
 * market's regions (alerts/markets/{operator}/area/), where a click adds a region to the area or
 * takes it out; the region list above (AreaRefsField) shows the same choice and stays the way to
 * choose by keyboard. The map says how many regions are chosen.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useField } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { LoadFailure, useLoad } from 'shared-ui';
import type { AlertsApi, GspRegion, MarketArea } from './api';

const RegionPickerMap = lazy(() => import('./RegionPickerMap'));

function MarketMap({ api, operator, onRegions }: { api: AlertsApi; operator: number; onRegions: (regions: GspRegion[]) => void }) {
  const { i18n } = useLingui();
  const { input } = useField<number[]>('area_refs');
  const chosen = Array.isArray(input.value) ? input.value : [];
  const area = useLoad(() => api.marketArea(operator), i18n._({ id: 'manage.alerts.map.failed', message: 'The map of this market could not be loaded.' }), [api, operator]);
  if (area.result.state === 'loading') return <p role="status">{i18n._({ id: 'manage.alerts.map.loading', message: 'Loading the map of the market…' })}</p>;
  if (area.result.state === 'failed') return <LoadFailure message={area.result.message} retry={{ label: <Trans id="manage.alerts.map.retry" message="Try again" />, onRetry: area.reload }} />;
  const toggle = (region: MarketArea['regions'][number]) => {
    onRegions([{ id: region.id, name: region.name, gsp_group: region.gsp_group, area_km2: region.area_km2 }]);
    input.onChange(chosen.includes(region.id) ? chosen.filter((id) => id !== region.id) : [...chosen, region.id]);
  };
  return (
    <>
      <p role="status" className="alerts-map__status">
        {i18n._({ id: 'manage.alerts.map.chosen', message: '{count, plural, one {# region chosen} other {# regions chosen}}', values: { count: chosen.length } })}
      </p>
      <Suspense fallback={<div className="alerts-map alerts-map--loading" />}>
        <RegionPickerMap area={area.result.value} chosen={chosen} onToggle={toggle} label={i18n._({ id: 'manage.alerts.map.label', message: 'Map of the market’s GSP regions' })} />
      </Suspense>
    </>
  );
}

export function RegionMapField({ api, onRegions }: { api: AlertsApi; onRegions: (regions: GspRegion[]) => void }) {
  const [open, setOpen] = useState(false);
  const panel = `alerts-map-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { input: operator } = useField<number | undefined>('operator', { subscription: { value: true } });
  return (
    <div className="alerts-map-field">
      <button type="button" className="fx-button" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
        {open ? <Trans id="manage.alerts.map.hide" message="Hide the map" /> : <Trans id="manage.alerts.map.show" message="Choose regions on the map" />}
      </button>
      <div id={panel} hidden={!open}>
        {open ? (
          typeof operator.value === 'number' ? (
            <>
              <p className="fx-field__hint">
                <Trans id="manage.alerts.map.hint" message="Click a region to add it to the alert’s area; click it again to take it out." />
              </p>
              <MarketMap api={api} operator={operator.value} onRegions={onRegions} />
            </>
          ) : (
            <p className="fx-field__hint">
              <Trans id="manage.alerts.map.chooseMarket" message="Choose the market first: the map shows its GSP regions." />
            </p>
          )
        ) : null}
      </div>
    </div>
  );
}
