export type DropdownValue = string | number;

export interface DropdownOption {
  value: DropdownValue;
  label: string;
}

/** A dropdown item: a {value, label} object, or a plain string or number used as both. */
export type DropdownItem = DropdownOption | string | number;

/**
 * Turns items into options. Object items without a value or a label are reported with
 * console.warn and left out (spec platform §5).
 */
export function normaliseItems(items: readonly DropdownItem[]): DropdownOption[] {
  const options: DropdownOption[] = [];
  items.forEach((item, index) => {
    if (typeof item === 'string' || typeof item === 'number') {
      options.push({ value: item, label: String(item) });
      return;
    }
    const candidate = item as Partial<DropdownOption> | null;
    if (
      candidate === null ||
      typeof candidate !== 'object' ||
      candidate.value === undefined ||
      candidate.value === null ||
      candidate.label === undefined ||
      candidate.label === null ||
      candidate.label === ''
    ) {
      console.warn(`[Dropdown] item ${index} needs both a value and a label; it is skipped.`, item);
      return;
    }
    options.push({ value: candidate.value, label: candidate.label });
  });
  return options;
}
