import { screen, within } from '@testing-library/react';
import type { GridTopologySite, OperatingArea } from 'shared-session';
import { json, page } from '../test/manage';
import { OPERATOR_ID, renderScreen } from '../qualification/testing';

// Leaflet draws on a canvas-less SVG jsdom does not lay out: the map's own rendering is checked in the browser tests.
jest.mock('./AreaMap', () => ({
  __esModule: true,
  default: ({ area, sites, label }: { area: OperatingArea; sites: GridTopologySite[]; label: string }) => (
    <div role="region" aria-label={label}>
      {`${area.regions.length} regions, ${sites.length} sites`}
    </div>
  ),
}));

const square = [[[[-1.7, 54.9], [-1.5, 54.9], [-1.5, 55.0], [-1.7, 55.0], [-1.7, 54.9]]]];
const AREA: OperatingArea = {
  groups: [{ code: '_F', name: 'North East England' }],
  regions: [
    { id: 1, name: 'Stella North', gsp_group: '_F', area_km2: 312.4, centre: [-1.6, 54.95], boundary: square },
    { id: 2, name: 'Hart Moor', gsp_group: '_F', area_km2: 455, centre: [-1.3, 54.7], boundary: square },
  ],
  bbox: [-1.7, 54.6, -1.2, 55.0],
  outline: square,
};

test('shows the operating area on the map with its GSP regions, and the regions as a table with the uploaded GSPs', async () => {
  const sites: Partial<GridTopologySite>[] = [
    { id: 1, operator: OPERATOR_ID, site_type: 'gsp', name: 'Tyneside GSP', gsp_region: 'Stella North', latitude: 54.97, longitude: -1.61 },
    { id: 2, operator: OPERATOR_ID, site_type: 'bsp', name: 'Tyneside BSP', gsp_region: 'Stella North', latitude: 54.98, longitude: -1.61 },
  ];
  renderScreen('/manage/systemoperator/areas', { 'GET flex/operatingarea/': json(AREA), 'GET flex/gridtopology/': () => page(sites) }, { orgType: 'systemoperator' });
  expect(await screen.findByRole('region', { name: 'Map of your operating area and its GSP regions' })).toHaveTextContent('2 regions, 2 sites');
  expect(screen.getByText(/Your licence area covers North East England: 2 GSP regions/)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'GSP regions of your operating area' });
  expect(within(table).getByRole('row', { name: /Stella North/ })).toHaveTextContent('Tyneside GSP');
  expect(within(table).getByRole('row', { name: /Hart Moor/ })).toHaveTextContent('None uploaded: bids name the region');
  expect(screen.getByRole('list', { name: 'Map legend' })).toHaveTextContent('Grid supply point');
});

test('a failed load says so and offers another try', async () => {
  renderScreen('/manage/systemoperator/areas', { 'GET flex/operatingarea/': json({ detail: 'Server unavailable.' }, { status: 503 }), 'GET flex/gridtopology/': () => page([]) }, { orgType: 'systemoperator' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Server unavailable.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
