import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { AreaLanding, NotFoundPage } from 'shared-ui';

function SettlementLanding() {
  const p = '/settlement/flexprovider';
  return (
    <AreaLanding
      area="settlement"
      version={__APP_VERSION__}
      title={<Trans id="settlement.title" message="Settlement" />}
      sections={[
        {
          heading: <Trans id="settlement.data" message="Settlement" />,
          links: [
            { to: `${p}/required`, label: <Trans id="settlement.required" message="Settlement data required" /> },
            { to: `${p}/upload`, label: <Trans id="settlement.upload" message="Upload settlement data" /> },
            { to: `${p}/settlementreports`, label: <Trans id="settlement.reports" message="Settlement reports" /> },
            { to: `${p}/invoices`, label: <Trans id="settlement.invoices" message="Invoices" /> },
          ],
        },
      ]}
    />
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/settlement" element={<SettlementLanding />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
