import { clusterCounts, type ClusterCounts, type CountableCluster } from './clusterCounts';
import { L } from './leaflet';

/** Clustering constants (spec platform §9). */
export const CLUSTER_RADIUS = 58;
/** Clusters exist up to and including zoom 8; from zoom 9 every pin shows on its own. */
export const MAX_CLUSTER_ZOOM = 8;
/** markercluster processes markers for at most this many ms before yielding to the page. */
export const CHUNK_INTERVAL = 200;
export const CHUNK_DELAY = 16;

/** The pane pins are drawn in unless a layer names another. */
export const DEFAULT_PINS_PANE = 'mapPins';

/** What a clustered pin needs: an id unique in its layer and a position. */
export interface ClusterPin {
  id: string | number;
  lat: number;
  lng: number;
}

/** How one pin is drawn: a tall teardrop (with a tick when `tick`) or a small dot, in `colour`. */
export interface PinLook {
  tall: boolean;
  colour: string;
  tick?: boolean;
}

/** A popup shown while the pointer is over a pin. `offset`: pixels above the pin's point. */
export interface PinPopup {
  content: HTMLElement | string;
  offset: number;
  className?: string;
}

/**
 * What a layer's owner decides. `matching` is a flag the layer keeps per pin (on the dashboard:
 * the pin qualifies for the chosen competition); clusters are counted by it.
 */
export interface PinClusterOptions<P extends ClusterPin> {
  look: (pin: P, matching: boolean) => PinLook;
  clusterIcon: (counts: ClusterCounts, cluster: L.MarkerCluster) => L.DivIcon;
  popup?: (pin: P, matching: boolean) => PinPopup | null;
  /** Called when a pin (not a cluster: a click on a cluster zooms into it) is clicked. */
  onPinClick?: (pin: P) => void;
  /** Pane for the pins (made at z-index 450 when missing). */
  pane?: string;
}

export interface PinMarkerOptions<P extends ClusterPin = ClusterPin> extends L.CircleMarkerOptions {
  pin: P;
  matching: boolean;
  look: (pin: P, matching: boolean) => PinLook;
}

/**
 * A pin drawn on one shared canvas (no DOM per marker): tall pins are teardrops, optionally with
 * a tick, the others small dots. Hit-testing follows the drawn shape.
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

function pinShape(this: L.CircleMarker & PinMarkerInternals): PinLook & { r: number } {
  const look = this.options.look(this.options.pin, this.options.matching);
  return { ...look, r: look.tall ? 8 : 4.5 };
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
    const { tall, r, colour, tick } = pinShape.call(this);
    const { x, y } = this._point;
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
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    if (tall && tick) {
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
}) as unknown as new <P extends ClusterPin>(latlng: L.LatLngExpression, options: PinMarkerOptions<P>) => L.CircleMarker & {
  options: PinMarkerOptions<P>;
};

export type PinMarkerInstance<P extends ClusterPin = ClusterPin> = L.CircleMarker & { options: PinMarkerOptions<P> };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe to put inside a cluster icon's or popup's HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * A clustered pin layer. Markers are cheap canvas paths sharing one renderer; popups are built on
 * hover; cluster counts are memoised per cluster node.
 */
export class PinClusterLayer<P extends ClusterPin> {
  readonly group: L.MarkerClusterGroup;
  private readonly renderer: L.Canvas;
  private markers = new Map<string, PinMarkerInstance<P>>();
  private generation = 0;
  private popup: L.Popup | null = null;

  constructor(
    private readonly map: L.Map,
    private options: PinClusterOptions<P>,
  ) {
    const paneName = options.pane ?? DEFAULT_PINS_PANE;
    if (!map.getPane(paneName)) {
      const pane = map.createPane(paneName);
      pane.style.zIndex = '450';
    }
    this.renderer = L.canvas({ pane: paneName, padding: 0.3, tolerance: 2 });
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
      iconCreateFunction: (cluster) =>
        this.options.clusterIcon(clusterCounts(cluster as unknown as CountableCluster, this.generation), cluster),
    });
    this.group.on('mouseover', (e: L.LeafletEvent) => this.showPopup(e));
    this.group.on('mouseout', () => this.hidePopup());
    this.group.on('click', (e: L.LeafletEvent) => {
      const pin = this.pinOf(e);
      if (pin) this.options.onPinClick?.(pin);
    });
    map.addLayer(this.group);
  }

  /** New callbacks (another language, another context); icons already drawn stay until redrawn. */
  setOptions(options: PinClusterOptions<P>): void {
    this.options = options;
  }

  /** The marker an event of the group came from. */
  private markerOf(e: L.LeafletEvent): PinMarkerInstance<P> | undefined {
    return ((e as unknown as { propagatedFrom?: unknown }).propagatedFrom ?? (e as unknown as { layer?: unknown }).layer) as PinMarkerInstance<P> | undefined;
  }

  private pinOf(e: L.LeafletEvent): P | undefined {
    return this.markerOf(e)?.options?.pin;
  }

  private showPopup(e: L.LeafletEvent): void {
    const marker = this.markerOf(e);
    const pin = marker?.options?.pin;
    if (!marker || !pin || !this.options.popup) return;
    const popup = this.options.popup(pin, marker.options.matching);
    if (!popup) return;
    this.popup = L.popup({
      offset: L.point(0, -popup.offset + 7),
      closeButton: false,
      autoPan: false,
      className: popup.className ?? '',
    })
      .setLatLng(marker.getLatLng())
      .setContent(popup.content)
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
  setPins(pins: readonly P[], matching: (pin: P) => boolean): Promise<void> {
    this.group.clearLayers();
    this.markers = new Map();
    this.generation += 1;
    const look = (pin: P, m: boolean) => this.options.look(pin, m);
    const list: PinMarkerInstance<P>[] = new Array(pins.length);
    for (let i = 0; i < pins.length; i += 1) {
      const pin = pins[i] as P;
      const m = new PinMarker<P>([pin.lat, pin.lng], {
        renderer: this.renderer,
        pin,
        matching: matching(pin),
        look,
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
  updateMatching(matching: (pin: P) => boolean): void {
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
