import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { QualificationScreen } from './QualificationScreen';
import { FLEXASSETS_PATH, QUALIFICATION_PATHS } from './paths';

/**
 * Upload assets (/manage/flexprovider/qualification/upload): assets are added in bulk with the
 * flexassets CSV on the assets screens; qualification runs on every new or changed asset.
 */
export function UploadPage() {
  return (
    <QualificationScreen
      path={QUALIFICATION_PATHS.upload}
      title={<Trans id="manage.qualification.upload.title" message="Upload assets" />}
      intro={
        <Trans
          id="manage.qualification.upload.intro"
          message="Add many assets at once from a CSV file (the flexassets template): every row is checked first, and if any row has a problem nothing is saved. Each new or changed asset is qualified against every competition at once."
        />
      }
    >
      <ol>
        <li>
          <Trans id="manage.qualification.upload.step1" message="Download the flexassets template on the bulk upload screen and fill in one row per asset, with its location (postcode or coordinates), connection voltage and capacities." />
        </li>
        <li>
          <Trans id="manage.qualification.upload.step2" message="Upload the file and correct any rows it reports." />
        </li>
        <li>
          <Trans id="manage.qualification.upload.step3" message="Come back to see which competitions your assets qualify for, and confirm your entry." />
        </li>
      </ol>
      <p>
        <Link className="fx-button fx-button--primary" to={FLEXASSETS_PATH}>
          <Trans id="manage.qualification.upload.link" message="Go to the bulk asset upload" />
        </Link>
      </p>
      <p>
        <Link to={QUALIFICATION_PATHS.assets}>
          <Trans id="manage.qualification.upload.eligibility" message="See asset eligibility" />
        </Link>
      </p>
    </QualificationScreen>
  );
}
