import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, paths, type Region } from 'shared-session';
import { CAPACITY_DECIMALS, EmptyState, formatNumber, useBusValue, type DataTableColumn, useLoad } from 'shared-ui';
import { useNavigation } from '../../navigation/useNavigation';
import { PageIntro } from '../PageIntro';
import { marketplace, type MarketRow } from './api';
import { useCanOpen } from './canOpen';
import { COMPETITION_STATUS } from './labels';
import { OPERATOR_LINKS } from './OperatorHome';
import { REGISTER_PATH } from './PlainUserHome';
import { Section, TableOrEmpty } from './Section';

function columns(i18n: I18n, region: Region): DataTableColumn<MarketRow>[] {
  return [
    {
      key: 'name',
      header: i18n._({ id: 'marketplace.col.competition', message: 'Competition (area)' }),
      isRowHeader: true,
      sortable: true,
      render: (r) => <Link to={paths.operatorCompetition(r.competition)}>{r.name}</Link>,
    },
    { key: 'reference', header: i18n._({ id: 'marketplace.col.reference', message: 'Reference' }), sortable: true },
    { key: 'status', header: i18n._({ id: 'marketplace.col.status', message: 'Status' }), sortable: true, value: (r) => i18n._(COMPETITION_STATUS[r.status]) },
    { key: 'providers', header: i18n._({ id: 'marketplace.col.providers', message: 'Providers with assets there' }), sortable: true, align: 'end' },
    { key: 'qualifyingAssets', header: i18n._({ id: 'marketplace.col.qualifying', message: 'Qualifying assets' }), sortable: true, align: 'end' },
    { key: 'entries', header: i18n._({ id: 'marketplace.col.entries', message: 'Confirmed entries' }), sortable: true, align: 'end' },
    { key: 'bids', header: i18n._({ id: 'marketplace.col.bids', message: 'Bids' }), sortable: true, align: 'end' },
    {
      key: 'capacityOffered',
      header: i18n._({ id: 'marketplace.col.offered', message: 'Capacity offered' }),
      sortable: true,
      align: 'end',
      render: (r) => formatNumber(r.capacityOffered, { maxDecimals: CAPACITY_DECIMALS }, region),
    },
    {
      key: 'map',
      header: i18n._({ id: 'marketplace.col.map', message: 'Map' }),
      exportable: false,
      render: (r) => (
        <Link to={paths.competitionOnMap(r.competition)} aria-label={i18n._({ id: 'marketplace.showOnMap.label', message: 'Show on map: {name}', values: { name: r.name } })}>
          <Trans id="marketplace.showOnMap" message="Show on map" />
        </Link>
      ),
    },
  ];
}

/** The operator's view: the flexibility available to buy in its live competitions. */
function BuyerMarketplace() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const canOpen = useCanOpen();
  const rows = useLoad(marketplace, '', []);
  const cols = useMemo(() => columns(i18n, region), [i18n, region]);
  const canCreate = canOpen(OPERATOR_LINKS.create);
  return (
    <Section
      id="marketplace-supply"
      title={<Trans id="marketplace.supply.title" message="Flexibility available in your competitions" />}
      result={rows.result}
      onRetry={rows.reload}
    >
      {(value) => (
        <TableOrEmpty
          rows={value}
          empty={{
            title: <Trans id="marketplace.empty" message="No flexibility to buy yet" />,
            description: (
              <Trans
                id="marketplace.emptyText"
                message="Providers' assets show here once one of your competitions is open for qualification and assets lie in its area. Create a competition where your network needs flexibility."
              />
            ),
            action: canCreate ? (
              <Link className="fx-button fx-button--primary" to={OPERATOR_LINKS.create}>
                <Trans id="marketplace.create" message="Create a competition" />
              </Link>
            ) : null,
          }}
          caption={<Trans id="marketplace.supply.caption" message="Flexibility available in your live competitions" />}
          columns={cols}
          getRowKey={(r) => r.competition}
          searchable
          pageSize={20}
          exportFilename="marketplace-supply"
          defaultSort={{ key: 'qualifyingAssets', direction: 'descending' }}
        />
      )}
    </Section>
  );
}

/** /marketplace/buy: for buyers (system operators), the flexibility on offer; for others, who buys here and what to do instead. */
export function MarketplaceBuyPage() {
  const nav = useNavigation();
  const canOpen = useCanOpen();
  const buyer = nav.orgType === 'systemoperator';
  return (
    <PageIntro
      title={<Trans id="marketplace.title" message="Buyer marketplace" />}
      lead={
        buyer ? (
          <Trans
            id="marketplace.lead.buyer"
            message="Who could deliver flexibility where you need it: for each of your live competitions, the providers with assets in its area, the assets that qualify, the entries confirmed and the capacity offered in bids."
          />
        ) : (
          <Trans
            id="marketplace.lead.other"
            message="The marketplace is where system operators buy flexibility: they see the qualified capacity in their competitions' areas and the offers made."
          />
        )
      }
    >
      {buyer ? (
        <BuyerMarketplace />
      ) : (
        <EmptyState
          title={<Trans id="marketplace.notBuyer.title" message="Buying is for system operators" />}
          description={
            nav.orgType === 'flexprovider' ? (
              <Trans id="marketplace.notBuyer.provider" message="As a flex provider you sell flexibility: find the competitions your assets qualify for and bid in them." />
            ) : (
              <Trans id="marketplace.notBuyer.plain" message="Your account has no organisation. Register your organisation to buy or sell flexibility, or explore the competitions open now." />
            )
          }
          action={
            <span className="home-actions">
              {nav.orgType === 'user' ? (
                <Link className="fx-button fx-button--primary" to={REGISTER_PATH}>
                  <Trans id="marketplace.register" message="Register an organisation" />
                </Link>
              ) : null}
              {canOpen(paths.explore) ? (
                <Link className="fx-button" to={paths.explore}>
                  <Trans id="marketplace.explore" message="Explore open competitions" />
                </Link>
              ) : (
                <Link className="fx-button" to={paths.dashboard}>
                  <Trans id="marketplace.map" message="Open the map" />
                </Link>
              )}
            </span>
          }
        />
      )}
    </PageIntro>
  );
}
