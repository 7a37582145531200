import { Link, useParams } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { NotFoundPage } from 'shared-ui';
import { CookiePreferences } from '../../consent/CookiePreferences';
import { PageIntro } from '../PageIntro';

function BasicTerms() {
  return (
    <PageIntro title={<Trans id="legal.basicTerms.title" message="Basic terms" />}>
      <p>
        <Trans
          id="legal.basicTerms.p1"
          message="These terms apply to every user of Flex. You use Flex on behalf of your organisation and keep your login details to yourself."
        />
      </p>
      <p>
        <Trans
          id="legal.basicTerms.p2"
          message="Data you submit (assets, bids, meter readings) must be accurate to the best of your knowledge. System operators rely on it to run competitions and settle delivery."
        />
      </p>
      <p>
        <Trans id="legal.basicTerms.p3" message="The full signed terms of your organisation's agreement take precedence over this summary." />
      </p>
    </PageIntro>
  );
}

function ServiceTerms() {
  return (
    <PageIntro title={<Trans id="legal.serviceTerms.title" message="Service terms" />}>
      <p>
        <Trans
          id="legal.serviceTerms.p1"
          message="The service terms describe what we provide to your organisation: availability of the platform, support hours, and how changes to the service are announced."
        />
      </p>
      <p>
        <Trans
          id="legal.serviceTerms.p2"
          message="Competition rules, bid obligations and settlement are set by each system operator and shown with each competition."
        />
      </p>
    </PageIntro>
  );
}

function Cookies() {
  return (
    <PageIntro title={<Trans id="legal.cookies.title" message="Cookie information" />}>
      <p>
        <Trans id="legal.cookies.intro" message="Flex uses three kinds of cookies and local storage. Each is described below, with your choice for it." />
      </p>
      <CookiePreferences />
      <p>
        <Trans id="legal.cookies.keep" message="Your choice is kept for 365 days, then we ask again. You can change it here at any time." />
      </p>
    </PageIntro>
  );
}

/** /legal/:document? — basic-terms, serviceterms, cookies; without a document, the list. */
export function LegalPage() {
  const { document } = useParams();
  if (document === 'basic-terms') return <BasicTerms />;
  if (document === 'serviceterms') return <ServiceTerms />;
  if (document === 'cookies') return <Cookies />;
  if (document !== undefined) return <NotFoundPage />;
  return (
    <PageIntro title={<Trans id="legal.title" message="Legal" />}>
      <ul>
        <li><Link to="/legal/basic-terms"><Trans id="legal.basicTerms.title" message="Basic terms" /></Link></li>
        <li><Link to="/legal/serviceterms"><Trans id="legal.serviceTerms.title" message="Service terms" /></Link></li>
        <li><Link to="/legal/cookies"><Trans id="legal.cookies.title" message="Cookie information" /></Link></li>
      </ul>
    </PageIntro>
  );
}
