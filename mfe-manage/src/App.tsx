import { Trans } from '@lingui/react';
import { paths } from 'shared-session';
import { AreaApp, type AreaDefinition } from 'shared-ui';

const fp = '/manage/flexprovider';
const so = '/manage/systemoperator';

const definition: AreaDefinition = {
  area: 'manage',
  version: __APP_VERSION__,
  root: '/manage',
  title: <Trans id="manage.title" message="Manage" />,
  sections: (orgType, orgId) =>
    orgType === 'systemoperator'
      ? [
          {
            heading: <Trans id="manage.so.competitions" message="Competitions" />,
            links: [
              { to: paths.operatorCompetitions(orgId ?? ''), label: <Trans id="manage.so.competitions.list" message="View competitions" /> },
              { to: `${so}/competitions/create`, label: <Trans id="manage.so.competitions.create" message="Create a competition" /> },
              { to: `${so}/competitions/templates`, label: <Trans id="manage.so.competitions.templates" message="Competition templates" /> },
            ],
          },
          {
            heading: <Trans id="manage.bids" message="Bids" />,
            links: [
              { to: `${so}/bids/view`, label: <Trans id="manage.so.bids.view" message="View bids" /> },
              { to: `${so}/bids/decision`, label: <Trans id="manage.so.bids.decision" message="Decide bids" /> },
              { to: `${so}/bids/confirm`, label: <Trans id="manage.so.bids.confirm" message="Confirm results" /> },
            ],
          },
          {
            heading: <Trans id="manage.so.assets" message="Assets" />,
            links: [
              { to: `${so}/assets/overview`, label: <Trans id="manage.so.assets.overview" message="Assets overview" /> },
              { to: `${so}/assets/qualified`, label: <Trans id="manage.so.assets.qualified" message="Qualified assets" /> },
              { to: `${so}/assets/unqualified`, label: <Trans id="manage.so.assets.unqualified" message="Unqualified assets" /> },
              { to: `${so}/areas`, label: <Trans id="manage.so.areas" message="Operating areas" /> },
              { to: `${so}/grid-topology-upload`, label: <Trans id="manage.so.topology" message="Grid topology upload" /> },
            ],
          },
          {
            heading: <Trans id="manage.companyQualification" message="Company qualification" />,
            links: [{ to: `${so}/applications`, label: <Trans id="manage.applications" message="View applications" /> }],
          },
          {
            heading: <Trans id="manage.contracts" message="Contracts" />,
            links: [
              { to: `${so}/contracts`, label: <Trans id="manage.contracts.obligations" message="Contractual obligations" /> },
              { to: `${so}/milestones`, label: <Trans id="manage.milestones" message="Milestones" /> },
            ],
          },
        ]
      : [
          {
            heading: <Trans id="manage.bids" message="Bids" />,
            links: [
              { to: `${fp}/bids/submit`, label: <Trans id="manage.bids.submit" message="Submit new bids" /> },
              { to: `${fp}/bids/bulk-upload`, label: <Trans id="manage.bids.bulk" message="Bulk bid submission" /> },
              { to: `${fp}/bids/edit`, label: <Trans id="manage.bids.edit" message="Edit active bids" /> },
              { to: `${fp}/bids/history`, label: <Trans id="manage.bids.results" message="Bid results" /> },
            ],
          },
          {
            heading: <Trans id="manage.assetQualification" message="Asset qualification" />,
            links: [
              { to: `${fp}/qualification/confirm`, label: <Trans id="manage.q.confirm" message="Confirm entry status" /> },
              { to: `${fp}/qualification/add-data`, label: <Trans id="manage.q.addData" message="Complete asset data" /> },
              { to: `${fp}/qualification/assets`, label: <Trans id="manage.q.eligibility" message="Asset eligibility" /> },
            ],
          },
          {
            heading: <Trans id="manage.companyQualification" message="Company qualification" />,
            links: [{ to: `${fp}/applications`, label: <Trans id="manage.applications" message="View applications" /> }],
          },
          {
            heading: <Trans id="manage.contracts" message="Contracts" />,
            links: [
              { to: `${fp}/contracts`, label: <Trans id="manage.contracts.obligations" message="Contractual obligations" /> },
              { to: `${fp}/milestones`, label: <Trans id="manage.milestones" message="Milestones" /> },
            ],
          },
          {
            heading: <Trans id="manage.marketAccess" message="Market access" />,
            links: [{ to: `${fp}/market-access`, label: <Trans id="manage.markets" message="View markets" /> }],
          },
        ],
  screens: [
    ...['', '/:id', '/:id/:section'].map((s) => ({ path: `${fp}/applications${s}`, title: <Trans id="manage.screen.applications" message="Qualification applications" /> })),
    ...['', '/:step'].map((s) => ({ path: `${fp}/availability${s}`, title: <Trans id="manage.screen.availability" message="Asset availability" /> })),
    ...['', '/:step'].map((s) => ({ path: `${fp}/bids${s}`, title: <Trans id="manage.screen.bids" message="Bids" /> })),
    { path: `${fp}/contracts`, title: <Trans id="manage.screen.contracts" message="Contracts" /> },
    { path: `${fp}/market-access`, title: <Trans id="manage.screen.marketAccess" message="Market access" /> },
    { path: `${fp}/milestones`, title: <Trans id="manage.screen.milestones" message="Milestones" /> },
    ...['', '/:id'].map((s) => ({ path: `${fp}/subscriptions${s}`, title: <Trans id="manage.screen.subscriptions" message="Subscriptions" /> })),
    ...['', '/:step'].map((s) => ({ path: `${fp}/qualification${s}`, title: <Trans id="manage.screen.qualification" message="Asset qualification" /> })),
    { path: `${fp}/:orgId/flexassets`, title: <Trans id="manage.screen.flexassets" message="Flex assets" /> },
    { path: `${fp}/flexassets`, title: <Trans id="manage.screen.flexassets" message="Flex assets" /> },
    { path: so, title: <Trans id="manage.screen.so" message="Manage competitions" /> },
    { path: `${so}/areas`, title: <Trans id="manage.so.areas" message="Operating areas" /> },
    { path: `${so}/assets`, title: <Trans id="manage.so.assets" message="Assets" /> },
    { path: `${so}/assets/overview`, title: <Trans id="manage.so.assets.overview" message="Assets overview" /> },
    { path: `${so}/assets/qualified`, title: <Trans id="manage.so.assets.qualified" message="Qualified assets" /> },
    { path: `${so}/assets/unqualified`, title: <Trans id="manage.so.assets.unqualified" message="Unqualified assets" /> },
    { path: `${so}/contracts`, title: <Trans id="manage.screen.contracts" message="Contracts" /> },
    { path: `${so}/grid-topology-upload`, title: <Trans id="manage.so.topology" message="Grid topology upload" /> },
    { path: `${so}/milestones`, title: <Trans id="manage.screen.milestones" message="Milestones" /> },
    { path: `${so}/competitions/templates`, title: <Trans id="manage.so.competitions.templates" message="Competition templates" /> },
    { path: `${so}/competitions/create`, title: <Trans id="manage.so.competitions.create" message="Create a competition" /> },
    { path: `${so}/competitions`, title: <Trans id="manage.screen.so.competitionList" message="Competitions" /> },
    ...['', '/:step'].map((s) => ({ path: `${so}/bids${s}`, title: <Trans id="manage.screen.so.bids" message="Bids" /> })),
    ...['', '/:id'].map((s) => ({ path: `${so}/subscriptions${s}`, title: <Trans id="manage.screen.subscriptions" message="Subscriptions" /> })),
    ...['', '/:id'].map((s) => ({ path: `${so}/applications${s}`, title: <Trans id="manage.screen.so.applications" message="Qualification applications" /> })),
    { path: `${so}/:orgId/competitions`, title: <Trans id="manage.screen.so.competitionList" message="Competitions" /> },
    { path: '/flexprovider/competitions/:competitionId', title: <Trans id="manage.screen.fpCompetition" message="Competition" /> },
    { path: '/flexprovider/competitions/:competitionId/ballots', title: <Trans id="manage.screen.ballots" message="Ballots" /> },
    { path: '/flexprovider/competitions/:competitionId/ballots/:ballotId', title: <Trans id="manage.screen.ballot" message="Ballot" /> },
    { path: '/systemoperator/competitions', title: <Trans id="manage.screen.soCompetition" message="Competition" /> },
    { path: '/systemoperator/competitions/:competitionId', title: <Trans id="manage.screen.soCompetition" message="Competition" /> },
  ],
};

export function App() {
  return <AreaApp definition={definition} />;
}
