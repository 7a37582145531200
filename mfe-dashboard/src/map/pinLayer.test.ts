import { within } from '@testing-library/react';
import { i18n } from '../test/i18n';
import type { MapPin } from '../data/views';
import { CLUSTER_RADIUS, clusterCounts, L, MAX_CLUSTER_ZOOM, PinClusterLayer, type CountableCluster } from 'shared-ui/map';
import { dashboardPinOptions } from './pinLayer';

function sizedMap(): L.Map {
  const div = document.createElement('div');
  Object.defineProperty(div, 'clientWidth', { value: 800 });
  Object.defineProperty(div, 'clientHeight', { value: 600 });
  document.body.append(div);
  return L.map(div, { minZoom: 4, maxZoom: 18 }).setView([53.8, -1.5], 6);
}

const near = (n: number): MapPin[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, type: 'storage', lat: 53.8 + (i % 5) * 0.001, lng: -1.5 + Math.floor(i / 5) * 0.001 }));

describe('the dashboard on the shared clustered pin layer (leaflet.markercluster)', () => {
  it('clusters with the spec radius and shows qualified and unqualified counts on the cluster', async () => {
    const map = sizedMap();
    const layer = new PinClusterLayer<MapPin>(map, dashboardPinOptions('assets', { role: 'flexprovider', i18n, region: { locale: 'en-GB', timezone: 'Europe/London' } }));
    expect((layer.group.options as L.MarkerClusterGroupOptions).maxClusterRadius).toBe(CLUSTER_RADIUS);
    expect((layer.group.options as L.MarkerClusterGroupOptions).disableClusteringAtZoom).toBe(MAX_CLUSTER_ZOOM + 1);
    await layer.setPins(near(30), (p) => Number(p.id) % 3 === 0);
    expect(layer.size).toBe(30);
    const top = (layer.group as unknown as { _topClusterLevel: CountableCluster })._topClusterLevel;
    expect(clusterCounts(top, 99)).toMatchObject({ matchingCount: 10, otherCount: 20 });
    const icon = map.getContainer().querySelector('.dash-cluster');
    expect(icon?.querySelector('.dash-cluster__total')?.textContent).toBe('30');
    expect(icon?.querySelector('.dash-cluster__q')?.textContent).toBe('10');
    expect(icon?.querySelector('.dash-cluster__u')?.textContent).toBe('20');
    // Leaflet makes the icon a button; its name holds the shown counts in the order shown.
    const button = within(map.getContainer()).getByRole('button', { name: '30 assets: 10 qualified, 20 not qualified' });
    expect(button).toBe(icon);
    expect(icon?.querySelector('.dash-cluster__total')?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('.dash-cluster__split')?.getAttribute('aria-hidden')).toBe('true');
    layer.remove();
    map.remove();
  });

  it('updates the counts when the matching flags change', async () => {
    const map = sizedMap();
    const layer = new PinClusterLayer<MapPin>(map, dashboardPinOptions('assets', { role: 'flexprovider', i18n, region: { locale: 'en-GB', timezone: 'Europe/London' } }));
    await layer.setPins(near(12), () => false);
    expect(map.getContainer().querySelector('.dash-cluster__q')?.textContent).toBe('0');
    layer.updateMatching((p) => Number(p.id) <= 4);
    expect(map.getContainer().querySelector('.dash-cluster__q')?.textContent).toBe('4');
    expect(map.getContainer().querySelector('.dash-cluster__u')?.textContent).toBe('8');
    layer.remove();
    map.remove();
  });
});
