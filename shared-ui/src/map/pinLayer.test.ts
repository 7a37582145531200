import { L } from './leaflet';
import { PinClusterLayer, type ClusterPin, type PinClusterOptions } from './pinLayer';

interface Block extends ClusterPin {
  title: string;
}

function sizedMap(): L.Map {
  const div = document.createElement('div');
  Object.defineProperty(div, 'clientWidth', { value: 800 });
  Object.defineProperty(div, 'clientHeight', { value: 600 });
  document.body.append(div);
  return L.map(div, { minZoom: 4, maxZoom: 18 }).setView([53.8, -1.5], 6);
}

const blocks = (n: number): Block[] =>
  Array.from({ length: n }, (_, i) => ({ id: `b${i + 1}`, title: `Block ${i + 1}`, lat: 53.8 + (i % 4) * 0.001, lng: -1.5 + Math.floor(i / 4) * 0.001 }));

/** A remote's own pins: its cluster badge says how many are its own, its popup names the block. */
const options: PinClusterOptions<Block> = {
  look: (_b, mine) => ({ tall: mine, colour: mine ? '#0b4f8a' : '#6b7280' }),
  clusterIcon: ({ matchingCount, otherCount }) =>
    L.divIcon({ html: `<span class="t-badge">${matchingCount} of ${matchingCount + otherCount} yours</span>`, className: 't-cluster' }),
  popup: (b) => ({ content: b.title, offset: 10, className: 't-popup' }),
  pane: 'testPins',
};

describe('shared clustered pin layer with a remote’s own pins', () => {
  it('counts the flagged pins of each cluster with the remote’s own badge, in the remote’s pane', async () => {
    const map = sizedMap();
    const layer = new PinClusterLayer(map, options);
    await layer.setPins(blocks(12), (b) => Number(String(b.id).slice(1)) <= 5);
    expect(layer.size).toBe(12);
    expect(map.getPane('testPins')).toBeDefined();
    expect(map.getContainer().querySelector('.t-badge')?.textContent).toBe('5 of 12 yours');
    layer.updateMatching(() => true);
    expect(map.getContainer().querySelector('.t-badge')?.textContent).toBe('12 of 12 yours');
    layer.remove();
    map.remove();
  });

  it('shows the remote’s popup while the pointer is over a single pin', async () => {
    const map = sizedMap();
    map.setView([53.8, -1.5], 12);
    const layer = new PinClusterLayer(map, options);
    await layer.setPins(blocks(1), () => true);
    const marker = layer.group.getLayers()[0] as L.CircleMarker;
    layer.group.fire('mouseover', { layer: marker, propagatedFrom: marker });
    expect(map.getContainer().querySelector('.t-popup')?.textContent).toBe('Block 1');
    layer.group.fire('mouseout');
    expect(map.getContainer().querySelector('.t-popup')).toBeNull();
    layer.remove();
    map.remove();
  });
});
