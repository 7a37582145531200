import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import { MapContainer } from 'react-leaflet';
import {
  FitBounds, L, MapBackground, MapLabel, PinsLayer, ZoomButtons, compactCount, escapeHtml, mapStyleFor, runtimeTilesUrl,
  type ClusterPin, type PinClusterOptions,
} from 'shared-ui/map';
import type { Block } from './api';
import { kwOf } from './labels';

interface BlockPin extends ClusterPin {
  block: Block;
}

const OPEN_COLOUR = '#0b6e4f';
const OTHER_COLOUR = '#5c6670';

/**
 * The blocks on a map of Great Britain, clustered as the dashboard clusters assets (shared-ui/map):
 * open blocks are tall green pins, the others small grey dots; a cluster shows how many blocks it
 * holds and how many are open. Hovering a pin names the block; clicking it chooses it.
 */
export default function BlocksMap({ blocks, onChoose }: { blocks: readonly Block[]; onChoose: (block: Block) => void }) {
  const { i18n } = useLingui();
  const style = useMemo(() => mapStyleFor(i18n.locale, runtimeTilesUrl()), [i18n.locale]);
  const [, setOffline] = useState(false);
  const pins = useMemo<BlockPin[]>(
    () => blocks.map((b) => ({ id: b.id, lat: b.load_modification.lat, lng: b.load_modification.lon, block: b })),
    [blocks],
  );
  const bounds = useMemo<L.LatLngBoundsExpression | null>(
    () => (pins.length ? (pins.map((p) => [p.lat, p.lng]) as L.LatLngTuple[]) : null),
    [pins],
  );
  const options = useMemo<PinClusterOptions<BlockPin>>(
    () => ({
      look: (_pin, open) => ({ tall: open, colour: open ? OPEN_COLOUR : OTHER_COLOUR }),
      clusterIcon: (counts) =>
        L.divIcon({
          className: 'lm-cluster',
          iconSize: L.point(44, 44),
          html: `<span class="lm-cluster__count" title="${escapeHtml(
            i18n._({
              id: 'exchange.lm.cluster',
              message: '{total} blocks, {open} open',
              values: { total: counts.matchingCount + counts.otherCount, open: counts.matchingCount },
            }),
          )}">${escapeHtml(compactCount(counts.matchingCount + counts.otherCount))}</span>`,
        }),
      popup: (pin) => {
        const b = pin.block;
        const el = document.createElement('div');
        el.className = 'lm-popup';
        el.textContent = i18n._({
          id: 'exchange.lm.popup',
          message: '{reference}: {kw} kW at {gsp}',
          values: { reference: b.reference, kw: kwOf(b), gsp: b.load_modification.substation ?? b.load_modification.gsp_name },
        });
        return { content: el, offset: 24 };
      },
      onPinClick: (pin) => onChoose(pin.block),
    }),
    [i18n, onChoose],
  );
  return (
    <MapContainer className="lm-map" center={style.center} zoom={style.zoom} zoomControl={false} attributionControl>
      <ZoomButtons />
      <MapLabel label={i18n._({ id: 'exchange.lm.mapLabel', message: 'Map of load-modification blocks' })} />
      <MapBackground style={style} onTilesFailed={() => setOffline(true)} />
      <PinsLayer pins={pins} matching={(p) => p.block.status === 'open'} matchingKey={String(blocks.length)} options={options} />
      <FitBounds bounds={bounds} />
    </MapContainer>
  );
}
