/**
 * Qualified / unqualified counts of a cluster (spec §3: Cluster has qualifiedCount and
 * unqualifiedCount). Works on markercluster's tree (`_markers`, `_childClusters`) and memoises
 * per cluster node: a node's counts stay valid while its child count is unchanged.
 */
export interface ClusterCounts {
  qualifiedCount: number;
  unqualifiedCount: number;
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
  let qualifiedCount = 0;
  let unqualifiedCount = 0;
  for (const m of cluster._markers) {
    if (m.options.matching) qualifiedCount += 1;
    else unqualifiedCount += 1;
  }
  for (const child of cluster._childClusters) {
    const c = clusterCounts(child, generation);
    qualifiedCount += c.qualifiedCount;
    unqualifiedCount += c.unqualifiedCount;
  }
  cluster.__counts = { qualifiedCount, unqualifiedCount, forChildCount: cluster._childCount, generation };
  return cluster.__counts;
}

/** Compact count for a cluster badge: 1234 → "1.2k". */
export function compactCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 10_000) return `${(Math.floor(n / 100) / 10).toString()}k`;
  return `${Math.floor(n / 1000)}k`;
}
