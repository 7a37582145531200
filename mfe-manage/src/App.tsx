import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { AreaLanding, NotFoundPage } from 'shared-ui';

function ManageLanding() {
  const p = '/manage/flexprovider';
  return (
    <AreaLanding
      area="manage"
      version={__APP_VERSION__}
      title={<Trans id="manage.title" message="Manage" />}
      sections={[
        {
          heading: <Trans id="manage.bids" message="Bids" />,
          links: [
            { to: `${p}/bids/submit`, label: <Trans id="manage.bids.submit" message="Submit new bids" /> },
            { to: `${p}/bids/bulk-upload`, label: <Trans id="manage.bids.bulk" message="Bulk bid submission" /> },
            { to: `${p}/bids/edit`, label: <Trans id="manage.bids.edit" message="Edit active bids" /> },
            { to: `${p}/bids/history`, label: <Trans id="manage.bids.results" message="Bid results" /> },
          ],
        },
        {
          heading: <Trans id="manage.assetQualification" message="Asset qualification" />,
          links: [
            { to: `${p}/qualification/confirm`, label: <Trans id="manage.q.confirm" message="Confirm entry status" /> },
            { to: `${p}/qualification/add-data`, label: <Trans id="manage.q.addData" message="Complete asset data" /> },
            { to: `${p}/qualification/assets`, label: <Trans id="manage.q.eligibility" message="Asset eligibility" /> },
          ],
        },
        {
          heading: <Trans id="manage.companyQualification" message="Company qualification" />,
          links: [{ to: `${p}/applications`, label: <Trans id="manage.applications" message="View applications" /> }],
        },
        {
          heading: <Trans id="manage.contracts" message="Contracts" />,
          links: [
            { to: `${p}/contracts`, label: <Trans id="manage.contracts.obligations" message="Contractual obligations" /> },
            { to: `${p}/milestones`, label: <Trans id="manage.milestones" message="Milestones" /> },
          ],
        },
        {
          heading: <Trans id="manage.marketAccess" message="Market access" />,
          links: [{ to: `${p}/market-access`, label: <Trans id="manage.markets" message="View markets" /> }],
        },
      ]}
    />
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/manage" element={<ManageLanding />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
