/**
 * The Manage, Operations and Settlement submenus of spec platform §2.2, declared once: the host's
 * side navigation and each remote's landing page both read them. Labels are Lingui message
 * descriptors; their strings are extracted into the host's catalogue (host/lingui.config.cjs).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { OrgType } from './claims';

/** A submenu group (spec §2.2 "Manage submenu", "Operations submenu", "Settlement submenu"). */
export interface SubmenuGroup {
  heading: MessageDescriptor;
  links: { to: string; label: MessageDescriptor }[];
}

export type SubmenuArea = 'manage' | 'operations' | 'settlement';

interface LinkDef {
  to: string;
  label: MessageDescriptor;
  flag?: string;
}
interface GroupDef {
  heading: MessageDescriptor;
  links: LinkDef[];
}

const FP = '/manage/flexprovider';
const SO = '/manage/systemoperator';

function providerManage(orgId: number | null): GroupDef[] {
  return [
    {
      heading: /*i18n*/ { id: 'submenu.manage.bids', message: 'Bids' },
      links: [
        { to: `${FP}/bids/submit`, label: /*i18n*/ { id: 'submenu.manage.bids.submit', message: 'Submit new bids' } },
        { to: `${FP}/bids/bulk-upload`, label: /*i18n*/ { id: 'submenu.manage.bids.bulk', message: 'Bulk bid submission' } },
        { to: `${FP}/bids/edit`, label: /*i18n*/ { id: 'submenu.manage.bids.edit', message: 'Edit active bids' } },
        { to: `${FP}/bids/history`, label: /*i18n*/ { id: 'submenu.manage.bids.results', message: 'Bid results' } },
      ],
    },
    {
      heading: /*i18n*/ { id: 'submenu.manage.assetQualification', message: 'Asset qualification' },
      links: [
        ...(orgId !== null
          ? [{ to: `${FP}/${orgId}/flexassets`, label: /*i18n*/ { id: 'submenu.manage.assets', message: 'Assets' } }]
          : []),
        { to: `${FP}/qualification/confirm`, label: /*i18n*/ { id: 'submenu.manage.qualification.confirm', message: 'Confirm entry status' } },
        { to: `${FP}/qualification/add-data`, label: /*i18n*/ { id: 'submenu.manage.qualification.addData', message: 'Complete asset data' } },
        { to: `${FP}/qualification/assets`, label: /*i18n*/ { id: 'submenu.manage.qualification.eligibility', message: 'Asset eligibility' } },
      ],
    },
    {
      heading: /*i18n*/ { id: 'submenu.manage.companyQualification', message: 'Company qualification' },
      links: [{ to: `${FP}/applications`, label: /*i18n*/ { id: 'submenu.manage.applications', message: 'View applications' } }],
    },
    {
      heading: /*i18n*/ { id: 'submenu.manage.contracts', message: 'Contracts' },
      links: [
        { to: `${FP}/contracts`, flag: 'contracts', label: /*i18n*/ { id: 'submenu.manage.contracts.obligations', message: 'Contractual obligations' } },
        { to: `${FP}/milestones`, flag: 'milestones', label: /*i18n*/ { id: 'submenu.manage.contracts.milestones', message: 'Milestones' } },
        { to: `${FP}/subscriptions`, flag: 'subscriptions', label: /*i18n*/ { id: 'submenu.manage.subscriptions', message: 'Subscriptions' } },
      ],
    },
    {
      heading: /*i18n*/ { id: 'submenu.manage.marketAccess', message: 'Market access' },
      links: [{ to: `${FP}/market-access`, label: /*i18n*/ { id: 'submenu.manage.marketAccess.view', message: 'View markets' } }],
    },
  ];
}

function operatorManage(orgId: number | null): GroupDef[] {
  return [
    {
      heading: /*i18n*/ { id: 'submenu.manage.competitions', message: 'Competitions' },
      links: [
        ...(orgId !== null
          ? [{ to: `${SO}/${orgId}/competitions`, label: /*i18n*/ { id: 'submenu.manage.competitions.list', message: 'All competitions' } }]
          : []),
        { to: `${SO}/competitions/create`, label: /*i18n*/ { id: 'submenu.manage.competitions.create', message: 'Create a competition' } },
        { to: `${SO}/competitions/templates`, label: /*i18n*/ { id: 'submenu.manage.competitions.templates', message: 'Competition templates' } },
      ],
    },
    {
      heading: /*i18n*/ { id: 'submenu.manage.bids', message: 'Bids' },
      links: [
        { to: `${SO}/bids/view`, label: /*i18n*/ { id: 'submenu.manage.bids.view', message: 'View bids' } },
        { to: `${SO}/bids/decision`, label: /*i18n*/ { id: 'submenu.manage.bids.decision', message: 'Bid decisions' } },
      ],
    },
    {
      heading: /*i18n*/ { id: 'submenu.manage.assets', message: 'Assets' },
      links: [
        { to: `${SO}/assets/overview`, label: /*i18n*/ { id: 'submenu.manage.assets.overview', message: 'Asset overview' } },
        { to: `${SO}/assets/qualified`, label: /*i18n*/ { id: 'submenu.manage.assets.qualified', message: 'Qualified assets' } },
        { to: `${SO}/assets/unqualified`, label: /*i18n*/ { id: 'submenu.manage.assets.unqualified', message: 'Unqualified assets' } },
      ],
    },
    {
      heading: /*i18n*/ { id: 'submenu.manage.network', message: 'Network and applications' },
      links: [
        { to: `${SO}/areas`, label: /*i18n*/ { id: 'submenu.manage.areas', message: 'Operating areas' } },
        { to: `${SO}/grid-topology-upload`, label: /*i18n*/ { id: 'submenu.manage.gridTopology', message: 'Grid topology upload' } },
        { to: `${SO}/applications`, label: /*i18n*/ { id: 'submenu.manage.applications.review', message: 'Company applications' } },
      ],
    },
    {
      heading: /*i18n*/ { id: 'submenu.manage.contracts', message: 'Contracts' },
      links: [
        { to: `${SO}/contracts`, flag: 'contracts', label: /*i18n*/ { id: 'submenu.manage.contracts.obligations', message: 'Contractual obligations' } },
        { to: `${SO}/milestones`, flag: 'milestones', label: /*i18n*/ { id: 'submenu.manage.contracts.milestones', message: 'Milestones' } },
        { to: `${SO}/subscriptions`, flag: 'subscriptions', label: /*i18n*/ { id: 'submenu.manage.subscriptions', message: 'Subscriptions' } },
      ],
    },
  ];
}

function operations(orgType: OrgType): GroupDef[] {
  const base = orgType === 'flexprovider' ? '/operations/flexprovider' : '/operations/systemoperator';
  return [
    {
      heading: /*i18n*/ { id: 'submenu.operations', message: 'Dispatch' },
      links: [
        { to: `${base}/dispatchschedule`, label: /*i18n*/ { id: 'submenu.operations.schedule', message: 'Dispatch schedule' } },
        ...(orgType === 'systemoperator'
          ? [{ to: `${base}/dispatchsend`, label: /*i18n*/ { id: 'submenu.operations.send', message: 'Send dispatch instructions' } }]
          : []),
        { to: `${base}/upcomingdispatches`, label: /*i18n*/ { id: 'submenu.operations.upcoming', message: 'Upcoming dispatches' } },
        { to: `${base}/pastdispatches`, label: /*i18n*/ { id: 'submenu.operations.past', message: 'Past dispatches' } },
      ],
    },
  ];
}

function settlement(orgType: OrgType): GroupDef[] {
  if (orgType === 'systemoperator') {
    const base = '/settlement/systemoperator';
    return [
      {
        heading: /*i18n*/ { id: 'submenu.settlement', message: 'Settlement' },
        links: [
          { to: `${base}/settlementreports`, label: /*i18n*/ { id: 'submenu.settlement.reports', message: 'Settlement reports' } },
          { to: `${base}/invoices`, label: /*i18n*/ { id: 'submenu.settlement.invoices', message: 'Invoices' } },
        ],
      },
    ];
  }
  const base = '/settlement/flexprovider';
  return [
    {
      heading: /*i18n*/ { id: 'submenu.settlement', message: 'Settlement' },
      links: [
        { to: `${base}/overview`, label: /*i18n*/ { id: 'submenu.settlement.overview', message: 'Overview' } },
        { to: `${base}/required`, label: /*i18n*/ { id: 'submenu.settlement.required', message: 'Settlement data required' } },
        { to: `${base}/upload`, label: /*i18n*/ { id: 'submenu.settlement.upload', message: 'Upload settlement data' } },
        { to: `${base}/settlementreports`, label: /*i18n*/ { id: 'submenu.settlement.reports', message: 'Settlement reports' } },
        { to: `${base}/invoices`, label: /*i18n*/ { id: 'submenu.settlement.invoices', message: 'Invoices' } },
        { to: `${base}/delivery-performance`, label: /*i18n*/ { id: 'submenu.settlement.performance', message: 'Delivery performance' } },
      ],
    },
  ];
}

/**
 * The children of an area for one organisation type. Flagged entries (subscriptions, contracts,
 * milestones) appear only with their flag; empty groups are left out. Plain users have none.
 */
export function submenuFor(area: SubmenuArea, orgType: OrgType, orgId: number | null, flags: ReadonlySet<string>): SubmenuGroup[] {
  if (orgType === 'user') return [];
  let groups: GroupDef[];
  if (area === 'manage') groups = orgType === 'flexprovider' ? providerManage(orgId) : operatorManage(orgId);
  else if (area === 'operations') groups = operations(orgType);
  else groups = settlement(orgType);
  return groups
    .map((g) => ({
      heading: g.heading,
      links: g.links.filter((l) => !l.flag || flags.has(l.flag)).map(({ to, label }) => ({ to, label })),
    }))
    .filter((g) => g.links.length > 0);
}
