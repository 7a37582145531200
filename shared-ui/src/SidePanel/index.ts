export { SidePanel, SIDE_PANEL_DEFAULT_WIDTH } from './SidePanel';
export type { SidePanelProps } from './SidePanel';
