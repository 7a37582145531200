/**
 * Counts of a cluster's pins by their `matching` flag (on the dashboard: qualified and not
 * qualified, spec §3). Works on markercluster's tree (`_markers`, `_childClusters`) and memoises
 * per cluster node: a node's counts stay valid while its child count is unchanged.
 */
export interface ClusterCounts {
  matchingCount: number;
  otherCount: number;
}

export interface CountableMarker {
  options: { matching?: boolean };
}

export interface CountableCluster {
  _markers: CountableMarker[];
  _childClusters: CountableCluster[];
  _childCount: number;
  __counts?: ClusterCounts & { forChildCount: number; generation: number };
}

/**
 * `generation` invalidates every memo at once (bump it when markers' `matching` flags change).
 */
export function clusterCounts(cluster: CountableCluster, generation = 0): ClusterCounts {
  const memo = cluster.__counts;
  if (memo && memo.forChildCount === cluster._childCount && memo.generation === generation) return memo;
  let matchingCount = 0;
  let otherCount = 0;
  for (const m of cluster._markers) {
    if (m.options.matching) matchingCount += 1;
    else otherCount += 1;
  }
  for (const child of cluster._childClusters) {
    const c = clusterCounts(child, generation);
    matchingCount += c.matchingCount;
    otherCount += c.otherCount;
  }
  cluster.__counts = { matchingCount, otherCount, forChildCount: cluster._childCount, generation };
  return cluster.__counts;
}

/** Compact count for a cluster badge: 1234 → "1.2k". */
export function compactCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 10_000) return `${(Math.floor(n / 100) / 10).toString()}k`;
  return `${Math.floor(n / 1000)}k`;
}
