/**
 * Whether this browser can draw charts: uPlot needs a canvas and matchMedia (it calls it when it
 * loads), which jsdom lacks. Without them a chart's text alternative and tables still show.
 */
export function canDrawCharts(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}
