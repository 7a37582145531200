import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, isApiError, orgTypeOf, paths } from 'shared-session';
import { NotFoundPage, useSession } from 'shared-ui';
import { providerCompetition, type ProviderCompetition } from '../../competitions/data';
import { CompetitionPageState } from '../../competitions/detail/parts';
import { BallotsPanel } from './BallotsPanel';
import { parseId } from './routeIds';
import '../../competitions/detail/competitions.css';

type State = { state: 'loading' } | { state: 'ready'; value: ProviderCompetition } | { state: 'failed'; message: string; notFound: boolean };

/** `/flexprovider/competitions/{id}/ballots`: the provider's ballots in one competition. */
export default function BallotsPage() {
  const session = useSession();
  const params = useParams();
  const id = parseId(params.competitionId);
  if (orgTypeOf(session?.claims) !== 'flexprovider' || id === null) return <NotFoundPage />;
  return <Ballots key={id} id={id} />;
}

function Ballots({ id }: { id: number }) {
  const { i18n } = useLingui();
  const [result, setResult] = useState<State>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    providerCompetition(id).then(
      (value) => current && setResult({ state: 'ready', value }),
      (error: unknown) =>
        current &&
        setResult({
          state: 'failed',
          notFound: isApiError(error) && (error.status === 404 || error.status === 403),
          message: errorMessage(error, i18n._({ id: 'manage.ballots.competitionFailed', message: 'The competition could not be loaded.' })),
        }),
    );
    return () => {
      current = false;
    };
  }, [id, i18n]);

  if (result.state !== 'ready') return <CompetitionPageState result={result} />;
  const c = result.value;
  return (
    <section className="competitions-page" aria-labelledby="ballots-title">
      <div className="competitions-page__head">
        <div>
          <h1 id="ballots-title">
            <Trans id="manage.ballots.pageTitle" message="Your ballots" />
          </h1>
          <p className="competitions-page__subtitle">
            <Trans id="manage.ballots.pageSubtitle" message="{name} · {reference}" values={{ name: c.name, reference: c.reference }} />
          </p>
        </div>
        <div className="competitions-page__actions">
          <Link className="fx-button" to={paths.providerCompetition(c.id)}>
            <Trans id="manage.ballots.backToCompetition" message="Back to the competition" />
          </Link>
        </div>
      </div>
      <BallotsPanel competition={c} />
    </section>
  );
}
