/**
 * What the assets list shows before the organisation has any asset: an invitation to add one, or
 * to upload many from a CSV file (the links only for people who may edit).
 */
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { EmptyState } from 'shared-ui';
import { assetsPath } from './paths';

export function NoAssetsYet({ orgId, canEdit }: { orgId: number; canEdit: boolean }) {
  return (
    <EmptyState
      title={<Trans id="manage.assets.empty.title" message="You have no assets yet" />}
      description={
        <Trans
          id="manage.assets.empty.text"
          message="Add your assets to see which competitions they qualify for: one at a time, or many at once from a CSV file."
        />
      }
      action={
        canEdit ? (
          <span className="assets-page__actions">
            <Link className="fx-button fx-button--primary" to={assetsPath(orgId, 'new')}>
              <Trans id="manage.assets.empty.add" message="Add your first asset" />
            </Link>
            <Link className="fx-button" to={assetsPath(orgId, 'upload')}>
              <Trans id="manage.assets.empty.upload" message="Upload a CSV of assets" />
            </Link>
          </span>
        ) : null
      }
    />
  );
}
