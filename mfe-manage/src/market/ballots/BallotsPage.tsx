import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { orgTypeOf, paths } from 'shared-session';
import { LoadState, NotFoundPage, useSession, useLoad } from 'shared-ui';
import { providerCompetition } from '../../common/competitions';
import { COMPETITION_PAGE_LOAD } from '../../competitions/detail/parts';
import { parseId } from '../../common/routeId';
import { BallotsPanel } from './BallotsPanel';
import '../../competitions/detail/competitions.css';

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
  const { result } = useLoad(() => providerCompetition(id), i18n._({ id: 'competitions.page.loadFailed', message: 'The competition could not be loaded.' }), [id]);

  if (result.state !== 'ready') return <LoadState result={result} {...COMPETITION_PAGE_LOAD} />;
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
