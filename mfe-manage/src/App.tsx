import { lazy, Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Navigate, Route } from 'react-router-dom';
import { paths } from 'shared-session';
import { AreaApp, PageLoader, type AreaDefinition } from 'shared-ui';
import { OperatorCompetitionListPage } from './competitions/list/OperatorCompetitionListPage';
import { OperatorCompetitionPage } from './competitions/detail/OperatorCompetitionPage';
import { ProviderCompetitionPage } from './competitions/provider/ProviderCompetitionPage';
import { PROVIDER_APPLICATIONS, OPERATOR_APPLICATIONS, providerStagePath, operatorApplicationPath } from './applications/paths';
import { AVAILABILITY_PATHS } from './availability/paths';
import { COMPETITIONS_PATHS } from './competitions/paths';
import { BIDS_PATHS } from './market/provider-bids/paths';
import { reviewPaths } from './market/review/routes';
import { OPERATOR_ASSETS_PATHS } from './operator-assets/paths';
import { FLEXASSETS_PATH, QUALIFICATION_PATHS } from './qualification/paths';

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
// Market access and plans: the provider's markets with the market-interest modal; the organisation's subscriptions (with the provider's alerts).
const MarketAccessPage = lazy(() => import('./market-access/MarketAccessPage'));
const SubscriptionsPage = lazy(() => import('./subscriptions'));
// Contracts: the provider's and the operator's registers, detail, accept and terminate.
const ContractsScreen = lazy(() => import('./contracts/ContractsPage'));
// Milestones of contracts with planned assets: evidence, decisions, overdue ones.
const MilestonesScreen = lazy(() => import('./milestones/MilestonesPage'));
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
    { path: so, title: <Trans id="manage.screen.so" message="Manage competitions" /> },
  ],
  children: (
    <>
      {/* Contracts (flag `contracts`: the host's route guard and the submenu entry). */}
      <Route path={`${fp}/contracts`} element={loading(<ContractsScreen org="flexprovider" />)} />
      <Route path={`${so}/contracts`} element={loading(<ContractsScreen org="systemoperator" />)} />
      {/* Milestones (flag `milestones`). */}
      <Route path={`${fp}/milestones`} element={loading(<MilestonesScreen org="flexprovider" />)} />
      <Route path={`${so}/milestones`} element={loading(<MilestonesScreen org="systemoperator" />)} />
      {/* Competitions: the operator's list and page, the provider's page. */}
      <Route path={COMPETITIONS_PATHS.list} element={<OperatorCompetitionListPage />} />
      <Route path={COMPETITIONS_PATHS.organisationList} element={<OperatorCompetitionListPage />} />
      <Route path={COMPETITIONS_PATHS.legacyList} element={<Navigate to={COMPETITIONS_PATHS.list} replace />} />
      <Route path={COMPETITIONS_PATHS.operatorCompetition} element={<OperatorCompetitionPage />} />
      <Route path={COMPETITIONS_PATHS.providerCompetition} element={<ProviderCompetitionPage />} />
      {/* The provider's ballots and bids. */}
      <Route path={paths.providerBallots(':competitionId')} element={loading(<BallotsPage />)} />
      <Route path={paths.providerBallot(':competitionId', ':ballotId')} element={loading(<BallotPage />)} />
      {/* Competition creation, edit (?edit=ID) and start from a template (?template=ID). */}
      <Route path={COMPETITIONS_PATHS.create} element={loading(<CompetitionCreatePage />)} />
      <Route path={COMPETITIONS_PATHS.templates} element={loading(<TemplatesPage />)} />
      {/* The operator's bid review: /manage/systemoperator/bids with view, decision (?competition=ID) and confirm. */}
      <Route path={reviewPaths.summaries} element={loading(<BidSummariesPage />)} />
      <Route path={reviewPaths.view()} element={loading(<BidReviewPage />)} />
      <Route path={reviewPaths.decision()} element={loading(<BidReviewPage />)} />
      <Route path={reviewPaths.confirm()} element={loading(<ConfirmResultsPage />)} />
      {/* The provider's assets and their availability: flexassets with ?view=new|edit|upload; availability, change, confirm. */}
      <Route path={paths.providerAssets(':orgId')} element={loading(<AssetsPage />)} />
      <Route path={FLEXASSETS_PATH} element={loading(<AssetsPage />)} />
      <Route path={AVAILABILITY_PATHS.list} element={loading(<AvailabilityPage screen="list" />)} />
      <Route path={AVAILABILITY_PATHS.change} element={loading(<AvailabilityPage screen="change" />)} />
      <Route path={AVAILABILITY_PATHS.confirm} element={loading(<AvailabilityPage screen="confirm" />)} />
      {/* The provider's bids: /manage/flexprovider/bids with list, submit, bulk-upload, edit, history. */}
      <Route path={BIDS_PATHS.root} element={loading(<ProviderBidsPage screen="list" />)} />
      <Route path={BIDS_PATHS.list} element={loading(<ProviderBidsPage screen="list" />)} />
      <Route path={BIDS_PATHS.submit} element={loading(<ProviderBidsPage screen="submit" />)} />
      <Route path={BIDS_PATHS.bulkUpload} element={loading(<ProviderBidsPage screen="bulk-upload" />)} />
      <Route path={BIDS_PATHS.edit} element={loading(<ProviderBidsPage screen="edit" />)} />
      <Route path={BIDS_PATHS.history} element={loading(<ProviderBidsPage screen="history" />)} />
      {/* Company qualification: the provider's applications and the five-stage wizard; the operator's review. */}
      <Route path={PROVIDER_APPLICATIONS} element={loading(<ApplicationsPage />)} />
      <Route path={`${PROVIDER_APPLICATIONS}/:id`} element={loading(<ApplicationWizardPage />)} />
      <Route path={providerStagePath(':id', ':section')} element={loading(<ApplicationWizardPage />)} />
      <Route path={OPERATOR_APPLICATIONS} element={loading(<OperatorApplicationsPage />)} />
      <Route path={operatorApplicationPath(':id')} element={loading(<OperatorApplicationPage />)} />
      {/* Asset qualification: the provider's screens under /qualification; the operator's assets, areas and grid topology. */}
      <Route path={QUALIFICATION_PATHS.root} element={<Navigate to={QUALIFICATION_PATHS.overview} replace />} />
      <Route path={QUALIFICATION_PATHS.overview} element={loading(<QualificationPage screen="overview" />)} />
      <Route path={QUALIFICATION_PATHS.assets} element={loading(<QualificationPage screen="assets" />)} />
      <Route path={QUALIFICATION_PATHS.addData} element={loading(<QualificationPage screen="add-data" />)} />
      <Route path={QUALIFICATION_PATHS.confirm} element={loading(<QualificationPage screen="confirm" />)} />
      <Route path={QUALIFICATION_PATHS.upload} element={loading(<QualificationPage screen="upload" />)} />
      <Route path={OPERATOR_ASSETS_PATHS.assets} element={loading(<OperatorAssetsPage screen="all" />)} />
      <Route path={OPERATOR_ASSETS_PATHS.overview} element={loading(<OperatorAssetsPage screen="overview" />)} />
      <Route path={OPERATOR_ASSETS_PATHS.qualified} element={loading(<OperatorAssetsPage screen="qualified" />)} />
      <Route path={OPERATOR_ASSETS_PATHS.unqualified} element={loading(<OperatorAssetsPage screen="unqualified" />)} />
      <Route path={OPERATOR_ASSETS_PATHS.areas} element={loading(<OperatorAssetsPage screen="areas" />)} />
      <Route path={OPERATOR_ASSETS_PATHS.topology} element={loading(<OperatorAssetsPage screen="grid-topology-upload" />)} />
      <Route path={`${fp}/market-access`} element={loading(<MarketAccessPage />)} />
      {[fp, so].map((base) => (
        <Route key={base} path={`${base}/subscriptions`} element={loading(<SubscriptionsPage base={`${base}/subscriptions`} />)} />
      ))}
      {[fp, so].map((base) => (
        <Route key={base} path={`${base}/subscriptions/:id`} element={loading(<SubscriptionsPage base={`${base}/subscriptions`} one />)} />
      ))}
    </>
  ),
};

export function App() {
  return <AreaApp definition={definition} />;
}
