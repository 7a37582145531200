import { useLingui } from '@lingui/react';
import type { Region } from 'shared-session';
import { DataTable, formatMoney } from 'shared-ui';
import type { ReportDiff } from './api';
import { changeLabel, lineLabel } from './labels';

type Line = ReportDiff['lines'][number];

/** Per provider each line before and after, and the difference, between two versions. */
export function DiffTable({ diff, currency, region, showProvider }: { diff: ReportDiff; currency: string; region: Region; showProvider: boolean }) {
  const { i18n } = useLingui();
  const money = (v: string | null) => (v === null ? '—' : (formatMoney(v, currency, region) ?? '—'));
  const rows = diff.lines.filter((l) => l.change !== 'unchanged');
  return (
    <DataTable<Line>
      caption={i18n._({
        id: 'settlement.reports.diff.caption',
        message: 'What changed in version {version} from version {against}',
        values: { version: diff.version, against: diff.against?.version ?? '—' },
      })}
      columns={[
        ...(showProvider ? [{ key: 'provider_name', header: i18n._({ id: 'settlement.reports.col.provider', message: 'Flex provider' }), sortable: true }] : []),
        { key: 'kind', header: i18n._({ id: 'settlement.reports.col.line', message: 'Line' }), sortable: true, isRowHeader: true, value: (l) => lineLabel(i18n, l.kind) },
        { key: 'before', header: i18n._({ id: 'settlement.reports.col.before', message: 'Before' }), align: 'end', value: (l) => Number(l.before ?? 0), render: (l) => money(l.before) },
        { key: 'after', header: i18n._({ id: 'settlement.reports.col.after', message: 'After' }), align: 'end', value: (l) => Number(l.after ?? 0), render: (l) => money(l.after) },
        { key: 'difference', header: i18n._({ id: 'settlement.reports.col.difference', message: 'Difference' }), align: 'end', sortable: true, value: (l) => Number(l.difference), render: (l) => money(l.difference) },
        { key: 'change', header: i18n._({ id: 'settlement.reports.col.change', message: 'Change' }), value: (l) => changeLabel(i18n, l.change) },
      ]}
      rows={rows}
      getRowKey={(l) => `${l.provider}-${l.kind}`}
      empty={i18n._({ id: 'settlement.reports.diff.none', message: 'No line changed.' })}
      exportFilename={`settlement-difference-v${diff.version}`}
    />
  );
}
