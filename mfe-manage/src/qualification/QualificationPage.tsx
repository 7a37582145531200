import { orgTypeOf } from 'shared-session';
import { NotFoundPage, useSession } from 'shared-ui';
import { AddDataPage } from './AddDataPage';
import { ConfirmEntryPage } from './ConfirmEntryPage';
import { EligibilityPage } from './EligibilityPage';
import { OverviewPage } from './OverviewPage';
import type { QualificationScreenName } from './paths';
import { UploadPage } from './UploadPage';

/**
 * The flex provider's asset qualification screens under /manage/flexprovider/qualification
 * (workflows §2): overview, assets, add-data, confirm and upload. Other organisations get the 404.
 */
export function QualificationPage({ screen }: { screen: QualificationScreenName }) {
  const session = useSession();
  if (orgTypeOf(session?.claims) !== 'flexprovider') return <NotFoundPage />;
  switch (screen) {
    case 'assets':
      return <EligibilityPage />;
    case 'add-data':
      return <AddDataPage />;
    case 'confirm':
      return <ConfirmEntryPage />;
    case 'upload':
      return <UploadPage />;
    default:
      return <OverviewPage />;
  }
}

export default QualificationPage;
