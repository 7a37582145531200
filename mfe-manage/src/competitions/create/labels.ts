/** Words the competition form adds to the shared competition labels (../data). */
import type { I18n } from '@lingui/core';
import type { DayChoice } from '../../common/competitions';

export {
  competitionTypeLabel,
  dayName,
  HOLIDAY_CALENDAR_LABELS,
  holidayCalendarLabel,
  holidayLabel,
  NEED_TYPE_LABELS,
  needDirectionLabel,
  optionLabel,
  powerTypeLabel,
} from '../../common/competitions';

export function dayChoiceLabel(i18n: I18n, choice: DayChoice): string {
  switch (choice) {
    case 'everyday':
      return i18n._({ id: 'manage.competitionForm.days.everyday', message: 'Every day (Monday to Sunday)' });
    case 'weekdays':
      return i18n._({ id: 'manage.competitionForm.days.weekdays', message: 'Weekdays (Monday to Friday)' });
    case 'weekends':
      return i18n._({ id: 'manage.competitionForm.days.weekends', message: 'Weekends (Saturday and Sunday)' });
    case 'custom':
      return i18n._({ id: 'manage.competitionForm.days.custom', message: 'Choose the days' });
  }
}

export const periodName = (i18n: I18n, p: number): string =>
  i18n._({ id: 'manage.competitionForm.period.legend', message: 'Service period {n}', values: { n: p + 1 } });

export const windowName = (i18n: I18n, p: number, w: number): string =>
  i18n._({ id: 'manage.competitionForm.window.legend', message: 'Period {p}, window {w}', values: { p: p + 1, w: w + 1 } });
