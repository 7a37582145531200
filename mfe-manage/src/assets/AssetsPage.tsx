/**
 * The provider's assets (workflows §2, §3 "Assets and qualification") at
 * `/manage/flexprovider/{orgId}/flexassets` and `/manage/flexprovider/flexassets` (the own
 * organisation): the table, and through `?view=` adding, editing and uploading a CSV of assets.
 */
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { hasPermissions, orgTypeOf, PERMISSIONS } from 'shared-session';
import { EmptyState, NotFoundPage, Notification, useSession, useLoad } from 'shared-ui';
import { voltages as loadVoltages } from './api';
import { EditAsset, NewAsset } from './AssetEditor';
import { AssetsList } from './AssetsList';
import { BulkAssetsUpload } from './BulkAssetsUpload';
import { assetsPath, viewOf } from './paths';
import './assets.css';

export default function AssetsPage() {
  const claims = useSession()?.claims;
  const { orgId: orgParam } = useParams();
  const ownOrg = claims?.role.id ?? null;
  if (orgTypeOf(claims) !== 'flexprovider' || ownOrg === null) return <NotFoundPage />;
  if (orgParam !== undefined && orgParam !== String(ownOrg)) return <OtherOrganisation ownOrg={ownOrg} />;
  return <Assets orgId={ownOrg} canEdit={hasPermissions(claims, [PERMISSIONS.viewManageUi])} />;
}

function Shell({ heading, actions, children }: { heading: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="assets-page" aria-labelledby="assets-title">
      <div className="assets-page__head">
        <h1 id="assets-title" tabIndex={-1}>
          {heading}
        </h1>
        {actions ? <div className="assets-page__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

function OtherOrganisation({ ownOrg }: { ownOrg: number }) {
  return (
    <Shell heading={<Trans id="manage.assets.title" message="Assets" />}>
      <EmptyState
        title={<Trans id="manage.assets.otherOrg.title" message="These assets are not yours to see" />}
        description={<Trans id="manage.assets.otherOrg.text" message="You can only see the assets of your own organisation." />}
        action={
          <Link to={assetsPath(ownOrg)}>
            <Trans id="manage.assets.otherOrg.link" message="Go to your organisation's assets" />
          </Link>
        }
      />
    </Shell>
  );
}

function Assets({ orgId, canEdit }: { orgId: number; canEdit: boolean }) {
  const { i18n } = useLingui();
  const [search] = useSearchParams();
  const { view, assetId } = viewOf(search);
  const voltages = useLoad(loadVoltages, i18n._({ id: 'manage.assets.voltagesFailed', message: 'The list of connection voltages could not be loaded.' }), []);
  const list = voltages.result.state === 'ready' ? voltages.result.value : [];
  const back = (
    <Link className="fx-button" to={assetsPath(orgId)}>
      <Trans id="manage.assets.backToList" message="Back to your assets" />
    </Link>
  );

  if (view !== 'list' && !canEdit) {
    return (
      <Shell heading={<Trans id="manage.assets.title" message="Assets" />}>
        <EmptyState
          title={<Trans id="manage.assets.noPermission.title" message="You cannot change assets" />}
          description={<Trans id="manage.assets.noPermission.text" message="Adding and changing assets needs access to the manage area. Ask your team admin to give it to you." />}
          action={back}
        />
      </Shell>
    );
  }
  if (view === 'upload') {
    return (
      <Shell heading={<Trans id="manage.assets.upload.heading" message="Upload assets" />} actions={back}>
        <BulkAssetsUpload orgId={orgId} />
      </Shell>
    );
  }
  if (view === 'new' || view === 'edit') {
    const heading = view === 'new' ? <Trans id="manage.assets.new.heading" message="Add an asset" /> : <Trans id="manage.assets.edit.heading" message="Edit asset" />;
    let body: ReactNode;
    if (voltages.result.state === 'loading') {
      body = (
        <p role="status">
          <Trans id="manage.assets.loadingForm" message="Loading the form…" />
        </p>
      );
    } else if (voltages.result.state === 'failed') {
      body = <Notification kind="error" title={voltages.result.message} />;
    } else if (view === 'new') {
      body = <NewAsset orgId={orgId} voltages={list} />;
    } else {
      body = <EditAsset orgId={orgId} assetId={assetId ?? ''} voltages={list} />;
    }
    return (
      <Shell heading={heading} actions={back}>
        {body}
      </Shell>
    );
  }
  return (
    <Shell
      heading={<Trans id="manage.assets.title" message="Assets" />}
      actions={
        canEdit ? (
          <>
            <Link className="fx-button fx-button--primary" to={assetsPath(orgId, 'new')}>
              <Trans id="manage.assets.add" message="Add an asset" />
            </Link>
            <Link className="fx-button" to={assetsPath(orgId, 'upload')}>
              <Trans id="manage.assets.uploadLink" message="Upload a CSV of assets" />
            </Link>
          </>
        ) : null
      }
    >
      <p className="assets-page__intro">
        <Trans
          id="manage.assets.intro"
          message="Your organisation's assets. Their qualification for competitions is worked out again whenever you add, change or deactivate one."
        />
      </p>
      <AssetsList orgId={orgId} canEdit={canEdit} voltages={list} />
    </Shell>
  );
}
