export { Dropdown, DROPDOWN_MENU_MAX_HEIGHT, DROPDOWN_MENU_MIN_WIDTH } from './Dropdown';
export type { DropdownProps, SingleDropdownProps, MultiDropdownProps } from './Dropdown';
export { normaliseItems } from './items';
export type { DropdownItem, DropdownOption, DropdownValue } from './items';
