/** The GSP names of asset locations: an operator's uploaded GSP sites first (nearest in the region), else the NESO region. */
import { loadGspRegions } from '../../../platform/geo/geodata.js';
import { gspNameAt, gspNamesOf, type GspSite } from '../../market/gsp.js';

const regions = loadGspRegions();
const [a, b] = regions.filter((r) => r.group === '_F');
const at = (r: typeof a) => ({ lon: r!.centre[0], lat: r!.centre[1] });

describe('gspNamesOf', () => {
  it('names each location by its NESO GSP region when no topology is given', () => {
    expect(gspNameAt(at(a).lon, at(a).lat)).toBe(a!.name);
    expect(gspNamesOf([at(a), at(b), at(a)])).toEqual([a!.name, b!.name].sort());
    expect(gspNamesOf([{ lon: null, lat: null }, { lon: -20, lat: 50 }])).toEqual([]);
  });

  it('takes the nearest uploaded GSP site in the location’s region, and the region name where the operator uploaded none there', () => {
    const p = at(a);
    const sites: GspSite[] = [
      { name: 'Far site', lon: p.lon + 0.4, lat: p.lat, region: a!.name },
      { name: 'Near site', lon: p.lon + 0.01, lat: p.lat + 0.01, region: a!.name },
      // Nearer still, but in another region: never taken for a location in region a.
      { name: 'Other region site', lon: p.lon, lat: p.lat, region: 'Somewhere else' },
    ];
    expect(gspNamesOf([p], sites)).toEqual(['Near site']);
    expect(gspNamesOf([p, at(b)], sites)).toEqual(['Near site', b!.name].sort());
    const farther = { lon: p.lon + 0.39, lat: p.lat };
    if (gspNameAt(farther.lon, farther.lat) === a!.name) expect(gspNamesOf([farther], sites)).toEqual(['Far site']);
  });
});
