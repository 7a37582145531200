import type { GridTopologySite } from 'shared-session';

/** How the map draws each kind of site (also the legend's swatches). */
export const SITE_STYLE: Record<GridTopologySite['site_type'], { radius: number; color: string }> = {
  gsp: { radius: 7, color: '#b45309' },
  bsp: { radius: 5, color: '#15803d' },
  primary: { radius: 4, color: '#7c3aed' },
};
export const REGION_COLOUR = '#0b4f8a';
