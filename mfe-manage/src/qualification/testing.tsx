/* Test helpers of the asset qualification and operator asset screens (not part of the package's surface). */
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, i18n, loadCatalog, type OrgType, type Qualification, type QualificationSummary, type Toast } from 'shared-session';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';
import { serveApi, signIn, type Routes as ApiRoutes } from '../test/manage';
import { OperatorAssetsPage, type OperatorAssetsScreenName } from '../operator-assets';
import { QualificationPage } from './QualificationPage';
import type { QualificationScreenName } from './paths';

export const PROVIDER_ID = 41;
export const OPERATOR_ID = 31;

const PROVIDER_SCREENS: QualificationScreenName[] = ['overview', 'assets', 'add-data', 'confirm', 'upload'];
const OPERATOR_SCREENS: Array<[string, OperatorAssetsScreenName]> = [
  ['/manage/systemoperator/assets', 'all'],
  ['/manage/systemoperator/assets/overview', 'overview'],
  ['/manage/systemoperator/assets/qualified', 'qualified'],
  ['/manage/systemoperator/assets/unqualified', 'unqualified'],
  ['/manage/systemoperator/areas', 'areas'],
  ['/manage/systemoperator/grid-topology-upload', 'grid-topology-upload'],
];

/** One competition's counts as flex/qualificationsummary/ answers them. */
export function summary(patch: Partial<QualificationSummary> = {}): QualificationSummary {
  return {
    competition: 7,
    name: 'Norwich winter peak',
    reference: 'NOR-7',
    status: 'qualifying',
    operator: OPERATOR_ID,
    operator_name: 'Northern Lines',
    eligible: 2,
    qualified: 0,
    ineligible: 1,
    disqualified: 0,
    planned: 0,
    qualifying_assets: 2,
    providers: 1,
    entries: 0,
    entry_status: null,
    entered_assets: 0,
    ...patch,
  };
}

/** A qualification row as flex/qualifications/ answers it. */
export function qualification(patch: Partial<Qualification> = {}): Qualification {
  return {
    id: 501,
    competition: 7,
    flex_asset: 1,
    planned_asset: null,
    planned: false,
    eligibility_status: 'eligible',
    computed_status: 'eligible',
    reasons: [],
    override_status: null,
    override_reason: null,
    flex_provider: PROVIDER_ID,
    ref: 'BAT-001',
    name: 'Harbour battery',
    asset_type: 'storage',
    asset_category: 'storage',
    competition_status: 'qualifying',
    updated: '2026-12-01T10:00:00Z',
    ...patch,
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  orgType?: OrgType;
  permissions?: string[];
  flags?: string[];
}

/** Serves `routes` and renders the qualification or operator asset screen at `url`; collects toasts. */
export function renderScreen(url: string, routes: ApiRoutes, { orgType = 'flexprovider', permissions, flags = [] }: RenderOptions = {}) {
  const api = serveApi(routes);
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
  const operator = orgType === 'systemoperator';
  signIn({
    orgType,
    orgId: operator ? OPERATOR_ID : PROVIDER_ID,
    permissions: permissions ?? (operator ? ['default', 'view-competitions', 'manage-competitions'] : ['default', 'view-competitions', 'manage-bids']),
    flags,
  });
  const toasts: Toast[] = [];
  const sub = bus.toast$.subscribe((t) => toasts.push(t));
  const user: UserEvent = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  const view = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {PROVIDER_SCREENS.map((s) => (
            <Route key={s} path={`/manage/flexprovider/qualification/${s}`} element={<QualificationPage screen={s} />} />
          ))}
          {OPERATOR_SCREENS.map(([path, s]) => (
            <Route key={path} path={path} element={<OperatorAssetsPage screen={s} />} />
          ))}
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { user, api, toasts, view, stop: () => sub.unsubscribe() };
}
