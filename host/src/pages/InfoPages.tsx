import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { PageIntro } from './PageIntro';

/** /roadmap (system operators, flag `roadmap`). */
export function RoadmapPage() {
  return (
    <PageIntro
      landing
      title={<Trans id="roadmap.title" message="Product roadmap" />}
      lead={
        <Trans
          id="roadmap.lead"
          message="What is planned for system operators: upcoming features for competitions, dispatch and settlement, with their expected release windows. The roadmap board will be published here."
        />
      }
    >
      <p>
        <Trans id="roadmap.feedback" message="Ideas and priorities can be raised with your account manager through Help in the account menu." />
      </p>
    </PageIntro>
  );
}

/** /marketplace/buy: the buyer marketplace. */
export function MarketplaceBuyPage() {
  return (
    <PageIntro
      landing
      title={<Trans id="marketplace.title" message="Buyer marketplace" />}
      lead={
        <Trans
          id="marketplace.lead"
          message="Buy flexibility directly: browse providers' offers by location, capacity and service window, and request a quote. The marketplace listings will appear here."
        />
      }
    >
      <p>
        <Link to="/exchange">
          <Trans id="marketplace.toExchange" message="Looking for load modifications? Go to the exchange." />
        </Link>
      </p>
    </PageIntro>
  );
}
