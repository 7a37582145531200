export { SelectionChecklist } from './SelectionChecklist';
export type { SelectionChecklistProps, ChecklistItem, ChecklistId } from './SelectionChecklist';
