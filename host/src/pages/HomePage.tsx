import './home/home.css';
import { Trans } from '@lingui/react';
import { paths } from 'shared-session';
import { useSession } from 'shared-ui';
import { useNavigation } from '../navigation/useNavigation';
import { useCanOpen } from './home/canOpen';
import { MaxHome } from './home/MaxHome';
import { OperatorHome, OPERATOR_LINKS } from './home/OperatorHome';
import { PlainUserHome } from './home/PlainUserHome';
import { ProviderHome, PROVIDER_LINKS } from './home/ProviderHome';
import { PageIntro } from './PageIntro';

export { ExplorePage } from './home/ExplorePage';

/**
 * /home: what needs the user's attention, from the API, per organisation type (a max flex provider
 * gets the max home: valuation and exchange activity). Each section
 * shows only when the user may open where it leads (the host's route guards decide).
 */
export function HomePage() {
  const session = useSession();
  const nav = useNavigation();
  const canOpen = useCanOpen();
  const email = session?.claims.email ?? '';
  let body;
  let lead;
  let title = <Trans id="home.title" message="Home" />;
  if (nav.orgType === 'flexprovider' && session?.claims.role?.is_max_org) {
    // A max organisation (spec platform §2.2): its own home, under the max layout.
    title = <Trans id="home.max.title" message="Max home" />;
    lead = <Trans id="home.lead.max" message="Signed in as {email}. What your qualifying assets are worth in the open competitions, and your activity on the exchange." values={{ email }} />;
    body = <MaxHome orgId={nav.orgId} />;
  } else if (nav.orgType === 'flexprovider') {
    lead = <Trans id="home.lead.provider" message="Signed in as {email}. Here is what needs your attention as a flex provider." values={{ email }} />;
    body = (
      <ProviderHome
        orgId={nav.orgId}
        canBid={canOpen(PROVIDER_LINKS.bids)}
        canOperate={canOpen(PROVIDER_LINKS.upcoming)}
        canSettle={canOpen(PROVIDER_LINKS.settlementRequired) && (session?.claims.permission_names ?? []).includes('view-settlement')}
        canMilestones={canOpen(PROVIDER_LINKS.milestones)}
      />
    );
  } else if (nav.orgType === 'systemoperator') {
    lead = <Trans id="home.lead.operator" message="Signed in as {email}. Here is where your competitions stand." values={{ email }} />;
    body = (
      <OperatorHome
        orgId={nav.orgId}
        canCreate={canOpen(OPERATOR_LINKS.create)}
        canDecide={canOpen(OPERATOR_LINKS.bids)}
        canOperate={canOpen(OPERATOR_LINKS.upcoming)}
        canMilestones={canOpen(OPERATOR_LINKS.milestones)}
      />
    );
  } else {
    lead = <Trans id="home.lead.plain" message="Signed in as {email}. Here is how to get started." values={{ email }} />;
    body = <PlainUserHome canExplore={canOpen(paths.explore)} />;
  }
  return (
    <PageIntro title={title} lead={lead}>
      {body}
    </PageIntro>
  );
}
