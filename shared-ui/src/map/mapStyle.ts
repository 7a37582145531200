/**
 * One map style per locale (spec platform §2.3): tile template, label language and the colours
 * of the offline basemap. Tiles come from a configurable template (runtime config or the embed's
 * `tilesUrl`); `{lang}` in a template is replaced by the style's label language.
 */
export interface MapStyle {
  tilesUrl: string;
  lang: string;
  sea: string;
  land: string;
  coast: string;
  center: [number, number];
  zoom: number;
}

export const DEFAULT_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const base = { tilesUrl: DEFAULT_TILES_URL, sea: '#dce9f2', land: '#f6f4ee', coast: '#a8b5bf' };

export const MAP_STYLES: Record<string, MapStyle> = {
  'en-GB': { ...base, lang: 'en', center: [54.2, -2.6], zoom: 6 },
  'en-US': { ...base, lang: 'en', center: [54.2, -2.6], zoom: 6 },
  'en-AU': { ...base, lang: 'en', center: [54.2, -2.6], zoom: 6 },
  'it-IT': { ...base, lang: 'it', land: '#f7f3ea', center: [54.2, -2.6], zoom: 6 },
  'pt-PT': { ...base, lang: 'pt', land: '#f7f3ea', center: [54.2, -2.6], zoom: 6 },
};

/** The locale's style with an optional tiles template override. */
export function mapStyleFor(locale: string, tilesUrl?: string | null): MapStyle {
  const style = MAP_STYLES[locale] ?? MAP_STYLES['en-GB'] as MapStyle;
  const template = (tilesUrl || style.tilesUrl).replace(/\{lang\}/g, style.lang);
  return { ...style, tilesUrl: template };
}

/** Runtime configuration a deployment may set before the remote loads. */
export function runtimeTilesUrl(): string | null {
  const cfg = (globalThis as { __FLEX_CONFIG__?: { tilesUrl?: unknown } }).__FLEX_CONFIG__;
  return typeof cfg?.tilesUrl === 'string' ? cfg.tilesUrl : null;
}
