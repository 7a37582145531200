import { Trans } from '@lingui/react';
import { paths } from 'shared-session';
import { AreaApp, type AreaDefinition } from 'shared-ui';

const fp = '/settlement/flexprovider';
const so = '/settlement/systemoperator';

const definition: AreaDefinition = {
  area: 'settlement',
  version: __APP_VERSION__,
  root: '/settlement',
  title: <Trans id="settlement.title" message="Settlement" />,
  submenu: 'settlement',
  sections: () => [
    {
      heading: <Trans id="settlement.related" message="Related" />,
      links: [{ to: paths.dashboard, label: <Trans id="settlement.toMap" message="Go to the map" /> }],
    },
  ],
  screens: [
    { path: fp, title: <Trans id="settlement.overview" message="Settlement overview" /> },
    { path: `${fp}/overview`, title: <Trans id="settlement.overview" message="Settlement overview" /> },
    { path: `${fp}/required`, title: <Trans id="settlement.required" message="Settlement data required" /> },
    { path: `${fp}/upload`, title: <Trans id="settlement.upload" message="Upload settlement data" /> },
    { path: `${fp}/settlementreports`, title: <Trans id="settlement.reports" message="Settlement reports" /> },
    { path: `${fp}/invoices`, title: <Trans id="settlement.invoices" message="Invoices" /> },
    { path: `${fp}/delivery-performance`, title: <Trans id="settlement.performance" message="Delivery performance" /> },
    { path: so, title: <Trans id="settlement.title" message="Settlement" /> },
    { path: `${so}/invoices`, title: <Trans id="settlement.invoices" message="Invoices" /> },
    { path: `${so}/settlementreports`, title: <Trans id="settlement.reports" message="Settlement reports" /> },
  ],
};

export function App() {
  return <AreaApp definition={definition} />;
}
