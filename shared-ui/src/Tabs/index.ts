export { Tabs, INVALID_EXTERNAL_SELECTION } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';
