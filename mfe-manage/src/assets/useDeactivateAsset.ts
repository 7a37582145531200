/**
 * Deactivating an asset from the list: asks for confirmation, then deactivates it and reports the
 * outcome. `busy` is the id of the asset being deactivated; `onDeactivated` runs after a success.
 */
import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react';
import { errorMessage, requestConfirmation, toast } from 'shared-session';
import { deactivateAsset, type AssetRow } from './api';

export function useDeactivateAsset(onDeactivated: () => void) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState<number | null>(null);

  const onDeactivate = useCallback(
    async (asset: AssetRow) => {
      const ok = await requestConfirmation({
        id: 'asset-deactivate',
        title: i18n._({ id: 'manage.assets.deactivate.title', message: 'Deactivate {ref}?', values: { ref: asset.ref } }),
        body: i18n._({
          id: 'manage.assets.deactivate.body',
          message:
            'A deactivated asset stops qualifying for competitions and cannot be entered or bid with. It stays in your list under Deactivated, with its details.',
        }),
        confirmLabel: i18n._({ id: 'manage.assets.deactivate.confirm', message: 'Deactivate asset' }),
        cancelLabel: i18n._({ id: 'manage.assets.deactivate.cancel', message: 'Keep it active' }),
        tone: 'danger',
      });
      if (!ok) return;
      setBusy(asset.id);
      try {
        await deactivateAsset(asset.id);
        toast({ kind: 'success', title: i18n._({ id: 'manage.assets.deactivated', message: '{ref} was deactivated', values: { ref: asset.ref } }) });
        onDeactivated();
      } catch (error) {
        toast({
          kind: 'error',
          title: i18n._({ id: 'manage.assets.deactivateFailed', message: '{ref} could not be deactivated', values: { ref: asset.ref } }),
          text: errorMessage(error, i18n._({ id: 'manage.assets.tryAgain', message: 'Please try again.' })),
        });
      } finally {
        setBusy(null);
      }
    },
    [i18n, onDeactivated],
  );

  return { busy, onDeactivate };
}
