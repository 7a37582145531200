import type { I18n } from '@lingui/core';
import type { FormatRegion } from 'shared-ui';
import type { MapPin, Role } from '../data/views';
import { clusterCounts, compactCount, type CountableCluster } from '../domain/clusterCounts';
import { popupModel, popupOffsetFor, renderPopup } from '../domain/popup';
import { L } from './leaflet';

/** Clustering constants (spec platform §9). */
export const CLUSTER_RADIUS = 58;
/** Clusters exist up to and including zoom 8; from zoom 9 every pin shows on its own. */
export const MAX_CLUSTER_ZOOM = 8;
/** markercluster processes markers for at most this many ms before yielding to the page. */
export const CHUNK_INTERVAL = 200;
export const CHUNK_DELAY = 16;

export const PINS_PANE = 'dashPins';
export type PinSet = 'assets' | 'search';

/** The map's colour tokens (--dash-color-qualified and --dash-color-other in styles.css). */
const QUALIFIED_COLOUR = '#1a8448';
const UNQUALIFIED_COLOUR = '#6b7280';
const SEARCH_COLOUR = '#c2410c';

export interface PinMarkerOptions extends L.CircleMarkerOptions {
  pin: MapPin;
  matching: boolean;
  pinSet: PinSet;
}

/**
 * An asset pin drawn on one shared canvas (no DOM per marker): qualified pins are tall
 * teardrops with a tick, others small dots. Hit-testing follows the drawn shape.
 */
interface PinMarkerInternals {
  _point: L.Point;
  _radius: number;
  _pxBounds: L.Bounds;
  _renderer: { _drawing: boolean; _ctx: CanvasRenderingContext2D; _bounds: L.Bounds };
  _clickTolerance(): number;
  _empty(): boolean;
  options: PinMarkerOptions;
}

function pinShape(this: L.CircleMarker & PinMarkerInternals): { tall: boolean; r: number } {
  const tall = this.options.matching || this.options.pinSet === 'search';
  return { tall, r: tall ? 8 : 4.5 };
}

export const PinMarker = L.CircleMarker.extend({
  _updateBounds(this: L.CircleMarker & PinMarkerInternals) {
    const { tall, r } = pinShape.call(this);
    const w = this._clickTolerance() + 1;
    const p = this._point;
    this._pxBounds = tall
      ? new L.Bounds(p.subtract([r + w, 3 * r + w]), p.add([r + w, w]))
      : new L.Bounds(p.subtract([r + w, r + w]), p.add([r + w, r + w]));
  },
  _updatePath(this: L.CircleMarker & PinMarkerInternals) {
    const renderer = this._renderer;
    if (!renderer._drawing || !this._pxBounds || !renderer._bounds.intersects(this._pxBounds)) return;
    const ctx = renderer._ctx;
    const { tall, r } = pinShape.call(this);
    const { x, y } = this._point;
    const fill = this.options.pinSet === 'search' ? SEARCH_COLOUR : this.options.matching ? QUALIFIED_COLOUR : UNQUALIFIED_COLOUR;
    ctx.beginPath();
    if (tall) {
      const cy = y - 2 * r;
      ctx.moveTo(x, y);
      ctx.arc(x, cy, r, Math.PI * 0.75, Math.PI * 0.25, false);
      ctx.closePath();
    } else {
      ctx.arc(x, y, r, 0, Math.PI * 2, false);
    }
    ctx.globalAlpha = 1;
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    if (tall && this.options.matching) {
      const cy = y - 2 * r;
      ctx.beginPath();
      ctx.moveTo(x - r * 0.45, cy);
      ctx.lineTo(x - r * 0.1, cy + r * 0.35);
      ctx.lineTo(x + r * 0.5, cy - r * 0.35);
      ctx.lineWidth = 2;
      ctx.stroke();
    }
  },
  _containsPoint(this: L.CircleMarker & PinMarkerInternals, p: L.Point) {
    const { tall, r } = pinShape.call(this);
    const tol = this._clickTolerance();
    const head = tall ? this._point.subtract([0, 2 * r]) : this._point;
    if (p.distanceTo(head) <= r + tol) return true;
    return tall && Math.abs(p.x - this._point.x) <= r / 2 + tol && p.y <= this._point.y + tol && p.y >= head.y;
  },
}) as unknown as new (latlng: L.LatLngExpression, options: PinMarkerOptions) => L.CircleMarker & { options: PinMarkerOptions };

export type PinMarkerInstance = InstanceType<typeof PinMarker>;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * Cluster badge with the qualified and unqualified counts (spec §3). Leaflet makes the icon a
 * focusable button; its name is the visually hidden sentence, which holds the shown counts in the
 * order they are shown (label in name, WCAG 2.5.3). The compact figures repeat it for the eye only.
 */
export function clusterIcon(cluster: L.MarkerCluster, generation: number, i18n: I18n): L.DivIcon {
  const { qualifiedCount, unqualifiedCount } = clusterCounts(cluster as unknown as CountableCluster, generation);
  const total = qualifiedCount + unqualifiedCount;
  const size = total < 100 ? 40 : total < 1000 ? 48 : 56;
  const label = i18n._({
    id: 'dashboard.cluster.label',
    message: '{total} assets: {qualified} qualified, {unqualified} not qualified',
    values: { total, qualified: qualifiedCount, unqualified: unqualifiedCount },
  });
  const html =
    `<span class="dash-visually-hidden">${escapeHtml(label)}</span>` +
    `<div class="dash-cluster__total" aria-hidden="true">${compactCount(total)}</div>` +
    `<div class="dash-cluster__split" aria-hidden="true"><span class="dash-cluster__q">${compactCount(qualifiedCount)}</span>` +
    `<span class="dash-cluster__u">${compactCount(unqualifiedCount)}</span></div>`;
  return L.divIcon({ html, className: 'dash-cluster', iconSize: L.point(size, size) });
}

export interface PinLayerContext {
  role: Role;
  i18n: I18n;
  region: FormatRegion;
  activeId?: number | null;
}

/**
 * The clustered pin layer (one per pin set). Markers are cheap canvas paths sharing one
 * renderer; popups are built on hover; cluster counts are memoised per cluster node.
 */
export class PinClusterLayer {
  readonly group: L.MarkerClusterGroup;
  private readonly renderer: L.Canvas;
  private markers = new Map<string, PinMarkerInstance>();
  private generation = 0;
  private popup: L.Popup | null = null;

  constructor(
    private readonly map: L.Map,
    private readonly pinSet: PinSet,
    private ctx: PinLayerContext,
  ) {
    if (!map.getPane(PINS_PANE)) {
      const pane = map.createPane(PINS_PANE);
      pane.style.zIndex = '450';
    }
    this.renderer = L.canvas({ pane: PINS_PANE, padding: 0.3, tolerance: 2 });
    this.group = L.markerClusterGroup({
      maxClusterRadius: CLUSTER_RADIUS,
      disableClusteringAtZoom: MAX_CLUSTER_ZOOM + 1,
      chunkedLoading: true,
      chunkInterval: CHUNK_INTERVAL,
      chunkDelay: CHUNK_DELAY,
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: false,
      animate: false,
      removeOutsideVisibleBounds: true,
      iconCreateFunction: (cluster) => this.iconFor(cluster),
    });
    this.group.on('mouseover', (e: L.LeafletEvent) => this.showPopup(e));
    this.group.on('mouseout', () => this.hidePopup());
    map.addLayer(this.group);
  }

  setContext(ctx: PinLayerContext): void {
    this.ctx = ctx;
  }

  private iconFor(cluster: L.MarkerCluster): L.DivIcon {
    return clusterIcon(cluster, this.generation, this.ctx.i18n);
  }

  private showPopup(e: L.LeafletEvent): void {
    const marker = ((e as unknown as { propagatedFrom?: unknown }).propagatedFrom ?? (e as unknown as { layer?: unknown }).layer) as
      | PinMarkerInstance
      | undefined;
    const pin = marker?.options?.pin;
    if (!marker || !pin) return;
    const model = popupModel({ ...pin, matching: marker.options.matching }, this.ctx.role, this.ctx.i18n, this.ctx.region, this.ctx.activeId ?? null);
    this.popup = L.popup({
      offset: L.point(0, -popupOffsetFor({ matching: marker.options.matching }) + 7),
      closeButton: false,
      autoPan: false,
      className: 'dash-pin-popup',
    })
      .setLatLng(marker.getLatLng())
      .setContent(renderPopup(model, this.ctx.i18n))
      .openOn(this.map);
  }

  private hidePopup(): void {
    if (this.popup) this.map.closePopup(this.popup);
    this.popup = null;
  }

  /**
   * Replaces the pins: clearLayers then one addLayers with chunked loading. Resolves when
   * every chunk has been clustered and the clusters are drawn.
   */
  setPins(pins: readonly MapPin[], matching: (pin: MapPin) => boolean): Promise<void> {
    this.group.clearLayers();
    this.markers = new Map();
    this.generation += 1;
    const list: PinMarkerInstance[] = new Array(pins.length);
    for (let i = 0; i < pins.length; i += 1) {
      const pin = pins[i] as MapPin;
      const m = new PinMarker([pin.lat, pin.lng], {
        renderer: this.renderer,
        pin,
        matching: matching(pin),
        pinSet: this.pinSet,
        interactive: true,
        bubblingMouseEvents: false,
      });
      list[i] = m;
      this.markers.set(String(pin.id), m);
    }
    if (list.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const opts = this.group.options as L.MarkerClusterGroupOptions;
      opts.chunkProgress = (processed: number, total: number) => {
        if (processed >= total) {
          opts.chunkProgress = undefined;
          resolve();
        }
      };
      this.group.addLayers(list, true);
    });
  }

  /** Re-evaluates the matching flag of every marker; only clusters whose counts changed redraw. */
  updateMatching(matching: (pin: MapPin) => boolean): void {
    let changed = 0;
    for (const m of this.markers.values()) {
      const next = matching(m.options.pin);
      if (next !== m.options.matching) {
        m.options.matching = next;
        changed += 1;
      }
    }
    if (changed === 0) return;
    this.generation += 1;
    this.group.refreshClusters();
    for (const m of this.markers.values()) if (this.map.hasLayer(m)) m.redraw();
  }

  get size(): number {
    return this.markers.size;
  }

  remove(): void {
    this.hidePopup();
    this.group.clearLayers();
    this.map.removeLayer(this.group);
    this.markers.clear();
  }
}
