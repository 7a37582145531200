import type { BBox } from './geometry.js';

/**
 * A uniform grid over lon/lat holding item indexes by bounding box. Built once, queried by point.
 * For ~500 competition areas over Great Britain a 0.05° grid gives a handful of candidates per point,
 * and a query is two array reads.
 */
export class GridIndex {
  private readonly cells: Int32Array[];
  private readonly cols: number;
  private readonly rows: number;
  private readonly minLon: number;
  private readonly minLat: number;
  private readonly cellSize: number;
  private static readonly EMPTY = new Int32Array(0);

  constructor(boxes: readonly BBox[], cellSize = 0.05) {
    this.cellSize = cellSize;
    let minLon = Infinity;
    let minLat = Infinity;
    let maxLon = -Infinity;
    let maxLat = -Infinity;
    for (const b of boxes) {
      if (!(b.minLon <= b.maxLon && b.minLat <= b.maxLat)) continue;
      minLon = Math.min(minLon, b.minLon);
      minLat = Math.min(minLat, b.minLat);
      maxLon = Math.max(maxLon, b.maxLon);
      maxLat = Math.max(maxLat, b.maxLat);
    }
    if (minLon === Infinity) {
      this.minLon = 0;
      this.minLat = 0;
      this.cols = 0;
      this.rows = 0;
      this.cells = [];
      return;
    }
    this.minLon = minLon;
    this.minLat = minLat;
    this.cols = Math.max(1, Math.ceil((maxLon - minLon) / cellSize) + 1);
    this.rows = Math.max(1, Math.ceil((maxLat - minLat) / cellSize) + 1);
    const lists: number[][] = Array.from({ length: this.cols * this.rows }, () => []);
    boxes.forEach((b, idx) => {
      if (!(b.minLon <= b.maxLon && b.minLat <= b.maxLat)) return;
      const c0 = this.col(b.minLon);
      const c1 = this.col(b.maxLon);
      const r0 = this.row(b.minLat);
      const r1 = this.row(b.maxLat);
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) lists[r * this.cols + c]!.push(idx);
    });
    this.cells = lists.map((l) => (l.length ? Int32Array.from(l) : GridIndex.EMPTY));
  }

  private col(lon: number): number {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((lon - this.minLon) / this.cellSize)));
  }

  private row(lat: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((lat - this.minLat) / this.cellSize)));
  }

  /** Indexes of boxes whose grid cells cover the point (a superset: callers still test the bbox). */
  query(lon: number, lat: number): Int32Array {
    if (this.cols === 0) return GridIndex.EMPTY;
    const c = Math.floor((lon - this.minLon) / this.cellSize);
    const r = Math.floor((lat - this.minLat) / this.cellSize);
    if (c < 0 || r < 0 || c >= this.cols || r >= this.rows) return GridIndex.EMPTY;
    return this.cells[r * this.cols + c]!;
  }
}
