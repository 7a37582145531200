import { orgTypeOf } from 'shared-session';
import { NotFoundPage, useSession } from 'shared-ui';
import { BidResultsPage } from './BidResultsPage';
import { BidsListPage } from './BidsListPage';
import { BulkBidUploadPage } from './BulkBidUploadPage';
import { EditBidsPage } from './EditBidsPage';
import type { BidsScreenName } from './paths';
import { SubmitBidsPage } from './SubmitBidsPage';

/**
 * The flex provider's bids screens under /manage/flexprovider/bids (workflows §2): list, submit,
 * bulk-upload, edit and history. Other organisations get the area's 404.
 */
export function ProviderBidsPage({ screen }: { screen: BidsScreenName }) {
  const session = useSession();
  if (orgTypeOf(session?.claims) !== 'flexprovider') return <NotFoundPage />;
  switch (screen) {
    case 'submit':
      return <SubmitBidsPage />;
    case 'bulk-upload':
      return <BulkBidUploadPage />;
    case 'edit':
      return <EditBidsPage />;
    case 'history':
      return <BidResultsPage />;
    default:
      return <BidsListPage />;
  }
}

export default ProviderBidsPage;
