/*
 * shared-ui's public surface: the names other packages import, and nothing else. Names only tests use live in the
 * `shared-ui/testing` entry; code inside the package imports its modules directly.
 */
export { isChunkLoadError, ChunkErrorPage } from './ChunkReload';
export { AreaApp } from './AreaLanding';
export type { AreaDefinition } from './AreaLanding';
export { createAreaLifecycles } from './lifecycles';
export { loadSharedUiCatalog, registerSharedUiCatalogs } from './i18n';
export { NotFoundPage } from './NotFoundPage';
export { useBusValue, useSession, useFlags, useLoad, useReloadOn } from './hooks';
export type { Load, Loading } from './hooks';
export { Dropdown } from './Dropdown';
export type { DropdownItem, DropdownValue } from './Dropdown';
export { Modal } from './Modal';
export { SelectionChecklist } from './SelectionChecklist';
export type { ChecklistItem, ChecklistId } from './SelectionChecklist';
export { Notification } from './Notification';
export { SubmitBlock } from './SubmitBlock';
export type { SubmitState } from './SubmitBlock';
export {
  FieldFrame, visibleError, TextField, TextAreaField, DropdownField, DecimalField, DateField, TimeField, DurationField,
  CurrencyField, zonedEntry, zoneNote, maxDecimalPlaces, maxLength, charactersRemaining, normaliseDate, required,
  notBlank, isDate, isTime, isDuration, isCurrency,
} from './Form';
export type { Validator } from './Form';
export { Tabs } from './Tabs';
export { EmptyState } from './EmptyState';
export { PageLoader, LoadState, LoadFailure } from './Loader';
export type { LoadStateProps } from './Loader';
export { DataTable, searchRows } from './DataTable';
export type { DataTableColumn, DataTableSort } from './DataTable';
export { FileUpload } from './FileUpload';
export type { FileUploadServices } from './FileUpload';
export {
  formatNumber, formatInteger, formatCapacity, formatKv, formatMoney, formatPricePerMWh, powerUnitOf, CAPACITY_DECIMALS,
  formatDate, formatDateTime, formatTime, formatCalendarDate, formatClockTime, parseWallTime, utcToZonedText,
  zonedTextToUtc, DEFAULT_CURRENCY, useFormat,
} from './format';
export type { PowerUnit, FormatRegion, Formatters } from './format';
export { canDrawCharts } from './charts/canDrawCharts';
