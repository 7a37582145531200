/** Performance marks the map benchmark reads (bench/map.bench.mjs). */
export const MARK_DATA_ARRIVED = 'map-data-arrived';
export const MARK_CLUSTERS_DRAWN = 'clusters-drawn';

export function mark(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // performance.mark is missing in some test environments.
  }
}
