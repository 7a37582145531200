/** The create and edit screens of an asset (`?view=new`, `?view=edit&asset=ID`). */
import { useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { toast, type FlexAsset } from 'shared-session';
import { EmptyState, useLoad } from 'shared-ui';
import { createAsset, getAsset, updateAsset } from './api';
import { AssetForm } from './AssetForm';
import { EMPTY_ASSET, valuesOf } from './model';
import { assetsPath } from './paths';

function useSaved(orgId: number) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return (asset: FlexAsset, created: boolean) => {
    const n = asset.qualifying_competitions.length;
    toast({
      kind: 'success',
      title: created
        ? i18n._({ id: 'manage.assets.created', message: '{ref} was added', values: { ref: asset.ref } })
        : i18n._({ id: 'manage.assets.saved', message: '{ref} was saved', values: { ref: asset.ref } }),
      text: i18n._({
        id: 'manage.assets.qualifies',
        message: '{n, plural, =0 {It qualifies for no live competition at the moment.} one {It qualifies for # live competition.} other {It qualifies for # live competitions.}}',
        values: { n },
      }),
    });
    navigate(assetsPath(orgId));
  };
}

export function NewAsset({ orgId, voltages }: { orgId: number; voltages: readonly number[] }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const saved = useSaved(orgId);
  return (
    <AssetForm
      initialValues={EMPTY_ASSET}
      voltages={voltages}
      save={createAsset}
      onSaved={(a) => saved(a, true)}
      onCancel={() => navigate(assetsPath(orgId))}
      submitLabel={i18n._({ id: 'manage.assets.form.create', message: 'Add asset' })}
    />
  );
}

export function EditAsset({ orgId, assetId, voltages }: { orgId: number; assetId: string; voltages: readonly number[] }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const saved = useSaved(orgId);
  const { result } = useLoad(() => getAsset(assetId), i18n._({ id: 'manage.assets.loadOneFailed', message: 'The asset could not be loaded.' }), [assetId]);
  if (result.state === 'loading') {
    return (
      <p role="status">
        <Trans id="manage.assets.loadingOne" message="Loading the asset…" />
      </p>
    );
  }
  if (result.state === 'failed') {
    return (
      <EmptyState
        title={
          result.notFound ? (
            <Trans id="manage.assets.notFound" message="This asset is not one of yours" />
          ) : (
            <Trans id="manage.assets.loadOneFailedTitle" message="The asset could not be loaded" />
          )
        }
        description={result.message}
      />
    );
  }
  return (
    <AssetForm
      initialValues={valuesOf(result.value)}
      voltages={voltages}
      save={(body) => updateAsset(result.value.id, body)}
      onSaved={(a) => saved(a, false)}
      onCancel={() => navigate(assetsPath(orgId))}
      submitLabel={i18n._({ id: 'manage.assets.form.save', message: 'Save changes' })}
    />
  );
}
