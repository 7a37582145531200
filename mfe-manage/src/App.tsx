import { lazy, Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Navigate, Route } from 'react-router-dom';
import { AreaApp, PageLoader, type AreaDefinition } from 'shared-ui';
import { OperatorCompetitionListPage } from './competitions/list/OperatorCompetitionListPage';
import { OperatorCompetitionPage } from './competitions/detail/OperatorCompetitionPage';
import { ProviderCompetitionPage } from './competitions/provider/ProviderCompetitionPage';

// The competition form (and its map) loads only when its screen is opened.
const CompetitionCreatePage = lazy(() => import('./competitions/create/CompetitionCreatePage'));
const TemplatesPage = lazy(() => import('./competitions/templates/TemplatesPage'));
// The provider's bids screens (list, submit, bulk upload, edit, results) load together when one is opened.
const ProviderBidsPage = lazy(() => import('./market/provider-bids'));
const BallotsPage = lazy(() => import('./market/ballots/BallotsPage'));
const BallotPage = lazy(() => import('./market/ballots/BallotPage'));
// Company qualification: the provider's applications and wizard, the operator's review.
const ApplicationsPage = lazy(() => import('./applications/ApplicationsPage'));
const ApplicationWizardPage = lazy(() => import('./applications/ApplicationWizardPage'));
const OperatorApplicationsPage = lazy(() => import('./applications/OperatorApplicationsPage'));
const OperatorApplicationPage = lazy(() => import('./applications/OperatorApplicationPage'));
// The provider's assets (table, add, edit, CSV upload) and availability screens.
const AssetsPage = lazy(() => import('./assets'));
const AvailabilityPage = lazy(() => import('./availability'));
// Asset qualification: the provider's eligibility, data to complete and entry; the operator's assets with overrides, area map and grid topology.
const QualificationPage = lazy(() => import('./qualification'));
const OperatorAssetsPage = lazy(() => import('./operator-assets'));
const loading = (page: ReactNode) => (
  <Suspense fallback={<PageLoader />}>{page}</Suspense>
);
// The operator's bid review (summaries, bids and decisions with market clearing, results confirmation).
const BidSummariesPage = lazy(() => import('./market/review/BidSummariesPage'));
const BidReviewPage = lazy(() => import('./market/review/BidReviewPage'));
const ConfirmResultsPage = lazy(() => import('./market/review/ConfirmResultsPage'));

const fp = '/manage/flexprovider';
const so = '/manage/systemoperator';

const definition: AreaDefinition = {
  area: 'manage',
  version: __APP_VERSION__,
  root: '/manage',
  title: <Trans id="manage.title" message="Manage" />,
  submenu: 'manage',
  screens: [
    { path: `${fp}/contracts`, title: <Trans id="manage.screen.contracts" message="Contracts" /> },
    { path: `${fp}/market-access`, title: <Trans id="manage.screen.marketAccess" message="Market access" /> },
    { path: `${fp}/milestones`, title: <Trans id="manage.screen.milestones" message="Milestones" /> },
    ...['', '/:id'].map((s) => ({ path: `${fp}/subscriptions${s}`, title: <Trans id="manage.screen.subscriptions" message="Subscriptions" /> })),
    { path: so, title: <Trans id="manage.screen.so" message="Manage competitions" /> },
    { path: `${so}/contracts`, title: <Trans id="manage.screen.contracts" message="Contracts" /> },
    { path: `${so}/milestones`, title: <Trans id="manage.screen.milestones" message="Milestones" /> },
    ...['', '/:id'].map((s) => ({ path: `${so}/subscriptions${s}`, title: <Trans id="manage.screen.subscriptions" message="Subscriptions" /> })),
  ],
  children: (
    <>
      {/* Competitions: the operator's list and page, the provider's page. */}
      <Route path={`${so}/competitions`} element={<OperatorCompetitionListPage />} />
      <Route path={`${so}/:orgId/competitions`} element={<OperatorCompetitionListPage />} />
      <Route path="/systemoperator/competitions" element={<Navigate to={`${so}/competitions`} replace />} />
      <Route path="/systemoperator/competitions/:competitionId" element={<OperatorCompetitionPage />} />
      <Route path="/flexprovider/competitions/:competitionId" element={<ProviderCompetitionPage />} />
      {/* The provider's ballots and bids. */}
      <Route path="/flexprovider/competitions/:competitionId/ballots" element={loading(<BallotsPage />)} />
      <Route path="/flexprovider/competitions/:competitionId/ballots/:ballotId" element={loading(<BallotPage />)} />
      {/* Competition creation, edit (?edit=ID) and start from a template (?template=ID). */}
      <Route path={`${so}/competitions/create`} element={loading(<CompetitionCreatePage />)} />
      <Route path={`${so}/competitions/templates`} element={loading(<TemplatesPage />)} />
      {/* The operator's bid review: /manage/systemoperator/bids with view, decision (?competition=ID) and confirm. */}
      <Route path={`${so}/bids`} element={loading(<BidSummariesPage />)} />
      <Route path={`${so}/bids/view`} element={loading(<BidReviewPage />)} />
      <Route path={`${so}/bids/decision`} element={loading(<BidReviewPage />)} />
      <Route path={`${so}/bids/confirm`} element={loading(<ConfirmResultsPage />)} />
      {/* The provider's assets and their availability: flexassets with ?view=new|edit|upload; availability, change, confirm. */}
      <Route path={`${fp}/:orgId/flexassets`} element={loading(<AssetsPage />)} />
      <Route path={`${fp}/flexassets`} element={loading(<AssetsPage />)} />
      <Route path={`${fp}/availability`} element={loading(<AvailabilityPage screen="list" />)} />
      <Route path={`${fp}/availability/change`} element={loading(<AvailabilityPage screen="change" />)} />
      <Route path={`${fp}/availability/confirm`} element={loading(<AvailabilityPage screen="confirm" />)} />
      {/* The provider's bids: /manage/flexprovider/bids with list, submit, bulk-upload, edit, history. */}
      <Route path={`${fp}/bids`} element={loading(<ProviderBidsPage screen="list" />)} />
      <Route path={`${fp}/bids/list`} element={loading(<ProviderBidsPage screen="list" />)} />
      <Route path={`${fp}/bids/submit`} element={loading(<ProviderBidsPage screen="submit" />)} />
      <Route path={`${fp}/bids/bulk-upload`} element={loading(<ProviderBidsPage screen="bulk-upload" />)} />
      <Route path={`${fp}/bids/edit`} element={loading(<ProviderBidsPage screen="edit" />)} />
      <Route path={`${fp}/bids/history`} element={loading(<ProviderBidsPage screen="history" />)} />
      {/* Company qualification: the provider's applications and the five-stage wizard; the operator's review. */}
      <Route path={`${fp}/applications`} element={loading(<ApplicationsPage />)} />
      <Route path={`${fp}/applications/:id`} element={loading(<ApplicationWizardPage />)} />
      <Route path={`${fp}/applications/:id/:section`} element={loading(<ApplicationWizardPage />)} />
      <Route path={`${so}/applications`} element={loading(<OperatorApplicationsPage />)} />
      <Route path={`${so}/applications/:id`} element={loading(<OperatorApplicationPage />)} />
      {/* Asset qualification: the provider's screens under /qualification; the operator's assets, areas and grid topology. */}
      <Route path={`${fp}/qualification`} element={<Navigate to={`${fp}/qualification/overview`} replace />} />
      <Route path={`${fp}/qualification/overview`} element={loading(<QualificationPage screen="overview" />)} />
      <Route path={`${fp}/qualification/assets`} element={loading(<QualificationPage screen="assets" />)} />
      <Route path={`${fp}/qualification/add-data`} element={loading(<QualificationPage screen="add-data" />)} />
      <Route path={`${fp}/qualification/confirm`} element={loading(<QualificationPage screen="confirm" />)} />
      <Route path={`${fp}/qualification/upload`} element={loading(<QualificationPage screen="upload" />)} />
      <Route path={`${so}/assets`} element={loading(<OperatorAssetsPage screen="all" />)} />
      <Route path={`${so}/assets/overview`} element={loading(<OperatorAssetsPage screen="overview" />)} />
      <Route path={`${so}/assets/qualified`} element={loading(<OperatorAssetsPage screen="qualified" />)} />
      <Route path={`${so}/assets/unqualified`} element={loading(<OperatorAssetsPage screen="unqualified" />)} />
      <Route path={`${so}/areas`} element={loading(<OperatorAssetsPage screen="areas" />)} />
      <Route path={`${so}/grid-topology-upload`} element={loading(<OperatorAssetsPage screen="grid-topology-upload" />)} />
    </>
  ),
};

export function App() {
  return <AreaApp definition={definition} />;
}
