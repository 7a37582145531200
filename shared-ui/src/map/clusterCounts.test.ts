import { clusterCounts, compactCount, type CountableCluster } from './clusterCounts';

const marker = (matching: boolean) => ({ options: { matching } });
function cluster(markers: boolean[], children: CountableCluster[] = []): CountableCluster {
  return {
    _markers: markers.map(marker),
    _childClusters: children,
    _childCount: markers.length + children.reduce((n, c) => n + c._childCount, 0),
  };
}

describe('cluster counts', () => {
  it('adds matching and other pins over the whole cluster tree', () => {
    const leafA = cluster([true, false, false]);
    const leafB = cluster([true, true]);
    const top = cluster([false], [leafA, leafB]);
    expect(clusterCounts(top)).toMatchObject({ matchingCount: 3, otherCount: 3 });
    expect(clusterCounts(leafB)).toMatchObject({ matchingCount: 2, otherCount: 0 });
  });

  it('recounts when the child count or the generation changes', () => {
    const leaf = cluster([true]);
    const top = cluster([], [leaf]);
    expect(clusterCounts(top, 1).matchingCount).toBe(1);
    (leaf._markers[0] as { options: { matching: boolean } }).options.matching = false;
    expect(clusterCounts(top, 1).matchingCount).toBe(1); // memoised
    expect(clusterCounts(top, 2)).toMatchObject({ matchingCount: 0, otherCount: 1 });
    leaf._markers.push(marker(true));
    leaf._childCount += 1;
    top._childCount += 1;
    expect(clusterCounts(top, 2)).toMatchObject({ matchingCount: 1, otherCount: 1 });
  });

  it('abbreviates large counts', () => {
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1234)).toBe('1.2k');
    expect(compactCount(56_789)).toBe('56k');
  });
});
