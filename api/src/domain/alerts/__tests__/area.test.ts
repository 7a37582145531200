/** The area test of alerts: overlap, containment, crossing outlines, and areas that only touch or lie apart. */
import type { MultiPolygon } from '../../../platform/geo/geometry.js';
import { areaMatches, areasIntersect, segmentsCross } from '../area.js';

const square = (x: number, y: number, size: number): MultiPolygon => [[[[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]]]];

describe('areasIntersect', () => {
  it('finds overlapping, contained and crossing areas', () => {
    expect(areasIntersect(square(0, 0, 2), square(1, 1, 2))).toBe(true);
    expect(areasIntersect(square(0, 0, 4), square(1, 1, 1))).toBe(true);
    expect(areasIntersect(square(1, 1, 1), square(0, 0, 4))).toBe(true);
    // A cross: neither holds a corner of the other, only the outlines cross.
    const wide: MultiPolygon = [[[[0, 1], [3, 1], [3, 2], [0, 2], [0, 1]]]];
    const tall: MultiPolygon = [[[[1, 0], [2, 0], [2, 3], [1, 3], [1, 0]]]];
    expect(areasIntersect(wide, tall)).toBe(true);
  });

  it('refuses areas apart, or apart with overlapping bounding boxes', () => {
    expect(areasIntersect(square(0, 0, 1), square(5, 5, 1))).toBe(false);
    const l: MultiPolygon = [[[[0, 0], [3, 0], [3, 1], [1, 1], [1, 3], [0, 3], [0, 0]]]];
    expect(areasIntersect(l, square(2, 2, 0.5))).toBe(false);
  });

  it('does not count outlines that only touch as crossing', () => {
    expect(segmentsCross([0, 0], [1, 0], [1, 0], [2, 0])).toBe(false);
    expect(segmentsCross([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
  });
});

describe('areaMatches', () => {
  const none = async () => [] as MultiPolygon;
  it('takes any competition when the alert has no area, and shared GSP regions without geometry', async () => {
    expect(await areaMatches({ area_refs: [], boundary: null }, { area_refs: [9], boundary: null }, none)).toBe(true);
    expect(await areaMatches({ area_refs: [3, 9], boundary: null }, { area_refs: [9], boundary: null }, none)).toBe(true);
    expect(await areaMatches({ area_refs: [3], boundary: null }, { area_refs: [9], boundary: square(0, 0, 1) }, none)).toBe(false);
  });
  it('compares a drawn alert area with the competition boundary', async () => {
    expect(await areaMatches({ area_refs: [], boundary: square(0, 0, 1) }, { area_refs: [9], boundary: square(0.5, 0.5, 1) }, none)).toBe(true);
    expect(await areaMatches({ area_refs: [], boundary: square(0, 0, 1) }, { area_refs: [9], boundary: square(3, 3, 1) }, none)).toBe(false);
  });
  it('compares chosen regions’ outlines with a drawn competition boundary that names no region', async () => {
    const outline = async (ids: number[]) => (ids[0] === 1 ? square(0, 0, 1) : square(10, 10, 1));
    expect(await areaMatches({ area_refs: [1], boundary: null }, { area_refs: [], boundary: square(0.2, 0.2, 0.1) }, outline)).toBe(true);
    expect(await areaMatches({ area_refs: [2], boundary: null }, { area_refs: [], boundary: square(0.2, 0.2, 0.1) }, outline)).toBe(false);
  });
});
