import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Names the map for screen readers: its container becomes a labelled region. */
export function MapLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}
