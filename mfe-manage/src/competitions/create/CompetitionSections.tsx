/** The competition_details part of the form: details, dates, area and prices. */
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { CurrencyField, DecimalField, DropdownField, TextAreaField, TextField, type DropdownItem } from 'shared-ui';
import { AreaPreviewPanel } from './AreaPreviewPanel';
import { AreaRefsField } from './AreaRefsField';
import { CheckboxField, ZonedDateTimeField } from './fields';
import { useDraft, useRateRules } from './formContext';
import { competitionTypeLabel, HOLIDAY_CALENDAR_LABELS, NEED_TYPE_LABELS, needDirectionLabel, optionLabel, powerTypeLabel } from './labels';
import { POSTCODE_DISTRICT, parsePostcodes } from './model';
import {
  COMPETITION_TYPES,
  NEED_DIRECTIONS,
  POWER_TYPES,
  type AreaPreview,
  type CompetitionChoice,
  type GspRegion,
  type HolidayCalendarOption,
  type NeedTypeOption,
  type VoltageOption,
} from './types';

export interface ReferenceData {
  needTypes: readonly NeedTypeOption[];
  voltages: readonly VoltageOption[];
  calendars: readonly HolidayCalendarOption[];
  competitions: readonly CompetitionChoice[];
}

export function DetailsSection({ refs, editingId }: { refs: ReferenceData; editingId: number | null }) {
  const { i18n } = useLingui();
  const none = i18n._({ id: 'manage.competitionForm.none', message: 'None' });
  const typeItems = useMemo(() => COMPETITION_TYPES.map((value) => ({ value, label: competitionTypeLabel(i18n, value) })), [i18n]);
  const directionItems = useMemo(() => NEED_DIRECTIONS.map((value) => ({ value, label: needDirectionLabel(i18n, value) })), [i18n]);
  const powerItems = useMemo(() => POWER_TYPES.map((value) => ({ value, label: powerTypeLabel(i18n, value) })), [i18n]);
  const needItems = useMemo<DropdownItem[]>(
    () => [{ value: '', label: none }, ...refs.needTypes.map((o) => ({ value: o.value, label: optionLabel(NEED_TYPE_LABELS, i18n, o) }))],
    [refs.needTypes, none, i18n],
  );
  const competitionItems = useMemo<DropdownItem[]>(
    () => [
      { value: '', label: none },
      ...refs.competitions
        .filter((c) => c.id !== editingId)
        .map((c) => ({ value: c.id, label: c.reference ? `${c.name} (${c.reference})` : c.name })),
    ],
    [refs.competitions, editingId, none],
  );
  return (
    <>
      <div className="cf-grid">
        <TextField name="reference" label={i18n._({ id: 'manage.competitionForm.reference', message: 'Reference' })} required />
        <TextField name="name" label={i18n._({ id: 'manage.competitionForm.name', message: 'Name' })} required />
        <DropdownField name="competition_type" label={i18n._({ id: 'manage.competitionForm.type', message: 'Competition type' })} items={typeItems} required />
        <DropdownField name="need_type" label={i18n._({ id: 'manage.competitionForm.needType', message: 'Need type' })} items={needItems} placeholder={none} />
        <DropdownField name="need_direction" label={i18n._({ id: 'manage.competitionForm.needDirection', message: 'Need direction' })} items={directionItems} required />
        <DropdownField name="power_type" label={i18n._({ id: 'manage.competitionForm.powerType', message: 'Power type' })} items={powerItems} required />
        <TextField name="contact" label={i18n._({ id: 'manage.competitionForm.contact', message: 'Contact' })} hint={i18n._({ id: 'manage.competitionForm.contact.hint', message: 'Who providers can ask about this competition.' })} />
        <TextField name="dps_record_reference" label={i18n._({ id: 'manage.competitionForm.dps', message: 'DPS record reference' })} />
        <DropdownField
          name="duplicate_asset_overrides_from_competition"
          label={i18n._({ id: 'manage.competitionForm.duplicateOverrides', message: 'Copy asset overrides from competition' })}
          hint={i18n._({ id: 'manage.competitionForm.duplicateOverrides.hint', message: 'Qualification overrides set on that competition are copied to this one.' })}
          items={competitionItems}
          placeholder={none}
        />
      </div>
      <TextAreaField name="description" label={i18n._({ id: 'manage.competitionForm.description', message: 'Description' })} maxLength={4000} />
    </>
  );
}

export function DatesSection() {
  const { i18n } = useLingui();
  const { zone } = useDraft();
  return (
    <>
      <p className="fx-field__hint">
        {i18n._({
          id: 'manage.competitionForm.dates.zoneHint',
          message: 'Enter the dates in {zone} time as YYYY-MM-DD HH:MM; they are sent in UTC. A date that is not valid is left out.',
          values: { zone },
        })}
      </p>
      <div className="cf-grid">
        <ZonedDateTimeField name="qualification_open" label={i18n._({ id: 'manage.competitionForm.qualificationOpen.zoned', message: 'Qualification opens ({zone})', values: { zone } })} />
        <ZonedDateTimeField name="qualification_closed" label={i18n._({ id: 'manage.competitionForm.qualificationClosed.zoned', message: 'Qualification closes ({zone})', values: { zone } })} />
        <ZonedDateTimeField name="open" label={i18n._({ id: 'manage.competitionForm.open.zoned', message: 'Bidding opens ({zone})', values: { zone } })} />
        <ZonedDateTimeField name="closed" label={i18n._({ id: 'manage.competitionForm.closed.zoned', message: 'Bidding closes ({zone})', values: { zone } })} />
        <ZonedDateTimeField name="archive_on" label={i18n._({ id: 'manage.competitionForm.archiveOn.zoned', message: 'Archive on ({zone})', values: { zone } })} />
      </div>
    </>
  );
}

const postcodesRule = (message: string) => (value: unknown) => {
  const bad = parsePostcodes(typeof value === 'string' ? value : '').filter((p) => !POSTCODE_DISTRICT.test(p));
  return bad.length ? `${message} ${bad.join(', ')}` : undefined;
};

export function AreaSection({
  refs,
  regions,
  onRegions,
  onPreview,
}: {
  refs: ReferenceData;
  regions: ReadonlyMap<number, GspRegion>;
  onRegions: (regions: GspRegion[]) => void;
  onPreview: (preview: AreaPreview | null) => void;
}) {
  const { i18n } = useLingui();
  const { api } = useDraft();
  const calendarItems = useMemo<DropdownItem[]>(
    () => [
      { value: '', label: i18n._({ id: 'manage.competitionForm.calendar.fromArea', message: 'From the area' }) },
      ...refs.calendars.map((o) => ({ value: o.value, label: optionLabel(HOLIDAY_CALENDAR_LABELS, i18n, o) })),
    ],
    [refs.calendars, i18n],
  );
  const noLimit = i18n._({ id: 'manage.competitionForm.voltage.none', message: 'No limit' });
  const voltageItems = useMemo<DropdownItem[]>(() => [{ value: '', label: noLimit }, ...refs.voltages], [refs.voltages, noLimit]);
  const postcodeMessage = i18n._({ id: 'manage.competitionForm.postcodes.invalid', message: 'Not postcode districts:' });
  const validatePostcodes = useMemo(() => postcodesRule(postcodeMessage), [postcodeMessage]);
  return (
    <div className="cf-area">
      <div className="cf-area__fields">
        <AreaRefsField name="area_refs" api={api} known={regions} onRegions={onRegions} />
        <TextField
          name="postcodes"
          label={i18n._({ id: 'manage.competitionForm.postcodes', message: 'Postcode districts' })}
          hint={i18n._({ id: 'manage.competitionForm.postcodes.hint', message: 'Separated by commas, e.g. NR1, NR2.' })}
          validate={validatePostcodes}
        />
        <DecimalField name="boundary_buffer" label={i18n._({ id: 'manage.competitionForm.buffer', message: 'Boundary buffer' })} unit="km" />
        <DropdownField
          name="holiday_calendar"
          label={i18n._({ id: 'manage.competitionForm.calendar', message: 'Public holiday calendar' })}
          hint={i18n._({ id: 'manage.competitionForm.calendar.hint', message: 'By default the server picks the calendar of the area’s nation.' })}
          items={calendarItems}
          placeholder={i18n._({ id: 'manage.competitionForm.calendar.fromArea', message: 'From the area' })}
        />
        <div className="cf-grid">
          <DropdownField name="min_connection_voltage" label={i18n._({ id: 'manage.competitionForm.minVoltage', message: 'Minimum connection voltage' })} items={voltageItems} placeholder={noLimit} />
          <DropdownField name="max_connection_voltage" label={i18n._({ id: 'manage.competitionForm.maxVoltage', message: 'Maximum connection voltage' })} items={voltageItems} placeholder={noLimit} />
        </div>
      </div>
      <AreaPreviewPanel api={api} onPreview={onPreview} />
    </div>
  );
}

export function PricesSection() {
  const { i18n } = useLingui();
  const { guide } = useRateRules();
  return (
    <>
      <CheckboxField
        name="day_ahead"
        label={i18n._({ id: 'manage.competitionForm.dayAhead', message: 'Day-ahead market' })}
        hint={i18n._({
          id: 'manage.competitionForm.dayAhead.hint',
          message: 'Bids are cleared against demand intervals you set after bidding closes (market clearing), and accepted bids are paid the clearing price.',
        })}
      />
      <CheckboxField
        name="fixed_price"
        label={i18n._({ id: 'manage.competitionForm.fixedPrice', message: 'Fixed prices' })}
        hint={i18n._({
          id: 'manage.competitionForm.fixedPrice.hint',
          message: 'With fixed prices, each service window carries the prices the competition type needs; otherwise the guide prices below are required.',
        })}
      />
      <div className="cf-grid">
        <CurrencyField name="minimum_budget" label={i18n._({ id: 'manage.competitionForm.minBudget', message: 'Minimum budget' })} currency="GBP" />
        <CurrencyField name="maximum_budget" label={i18n._({ id: 'manage.competitionForm.maxBudget', message: 'Maximum budget' })} currency="GBP" />
        <CurrencyField
          name="availability_guide_price"
          label={i18n._({ id: 'manage.competitionForm.availabilityGuide', message: 'Availability guide price' })}
          currency="GBP"
          required={guide.includes('availability_guide_price')}
        />
        <CurrencyField
          name="utilisation_guide_price"
          label={i18n._({ id: 'manage.competitionForm.utilisationGuide', message: 'Utilisation guide price' })}
          currency="GBP"
          required={guide.includes('utilisation_guide_price')}
        />
        <CurrencyField
          name="service_fee"
          label={i18n._({ id: 'manage.competitionForm.serviceFee', message: 'Service fee guide price' })}
          currency="GBP"
          required={guide.includes('service_fee')}
        />
      </div>
    </>
  );
}
