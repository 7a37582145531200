import { useLingui } from '@lingui/react';
import { ZoomControl } from 'react-leaflet';

/**
 * Leaflet's zoom buttons with their names in the reader's language (Leaflet's own are English).
 * Put inside a MapContainer made with `zoomControl={false}`.
 */
export function ZoomButtons() {
  const { i18n } = useLingui();
  return (
    <ZoomControl
      // The control is made once: a new language makes a new one.
      key={i18n.locale}
      zoomInTitle={i18n._({ id: 'ui.map.zoomIn', message: 'Zoom in' })}
      zoomOutTitle={i18n._({ id: 'ui.map.zoomOut', message: 'Zoom out' })}
    />
  );
}
