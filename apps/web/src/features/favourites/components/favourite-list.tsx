import { TOAST_MS } from '@bondhon/shared/constants';
import type { FavouriteRecord } from '@bondhon/shared/schemas/favourites';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataActions, DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { QueryList } from '../../../components/ui/query-list';
import { confirmAction } from '../../../lib/dialogs';
import i18n from '../../../lib/i18n';
import { optionLabel } from '../../../lib/option-labels';
import { toast } from '../../../lib/toast';
import { useDeleteFavourite } from '../api/delete-favourite';
import { useFavourites } from '../api/get-favourites';
import { refusalMessage } from '../../../lib/error-text';

function showDeleteFailure(reason: string | null) {
  toast.error(
    reason
      ? i18n.t('favourites.deleteFailedReason', { message: reason })
      : i18n.t('favourites.deleteFailed'),
    { duration: TOAST_MS.standard },
  );
}

function FavouriteRow({
  favourite,
  detailsHref,
}: {
  favourite: FavouriteRecord;
  detailsHref: (id: string) => string;
}) {
  const { t } = useTranslation();
  const deletion = useDeleteFavourite();

  const onDelete = async () => {
    const isConfirmed = await confirmAction({
      title: t('common.areYouSure'),
      text: t('favourites.confirmText'),
      confirmText: t('favourites.confirmButton'),
      isDestructive: true,
    });
    if (!isConfirmed) return;
    deletion.mutate(
      { id: favourite._id },
      {
        onSuccess: ({ deletedCount }) => {
          if (deletedCount > 0) {
            toast.success(t('favourites.deleted'), { duration: TOAST_MS.standard });
          } else showDeleteFailure(null);
        },
        onError: (error) => showDeleteFailure(refusalMessage(error)),
      },
    );
  };

  return (
    <DataRow>
      <DataCell label={t('favourites.columns.biodataId')}>
        <Link
          to={detailsHref(favourite.biodataId)}
          className="link font-semibold link-primary"
          aria-label={t('favourites.viewLabel', { id: favourite.addid })}
        >
          {optionLabel.id(favourite.addid)}
        </Link>
      </DataCell>
      <DataCell label={t('favourites.columns.name')} className="font-medium break-words">
        {favourite.name}
      </DataCell>
      <DataCell label={t('favourites.columns.division')}>
        {optionLabel.division(favourite.permanentDivision)}
      </DataCell>
      <DataCell label={t('favourites.columns.occupation')}>
        {optionLabel.occupation(favourite.Occupation)}
      </DataCell>
      <DataActions label={t('favourites.columns.delete')}>
        <Button
          className="btn btn-outline btn-sm btn-error"
          isBusy={deletion.isPending}
          icon={<Icon name="trash" className="size-4" />}
          spinnerSize="xs"
          aria-label={t('favourites.deleteLabel', { id: favourite.addid })}
          onClick={() => void onDelete()}
        >
          {t('favourites.delete')}
        </Button>
      </DataActions>
    </DataRow>
  );
}

/**
 * 'My Favourite Biodatas' (spec §2): the caller's favourites with Biodata Id, Name, Division,
 * Occupation and Delete, which asks first (spec §5). Empty, it points to the listing.
 */
export function FavouriteList({
  email,
  detailsHref,
  browseHref,
}: {
  /** The signed-in user's e-mail. */
  email: string;
  detailsHref: (id: string) => string;
  /** The biodata listing, to find favourites. */
  browseHref: string;
}) {
  const { t } = useTranslation();
  const favourites = useFavourites(email);

  return (
    <QueryList
      query={favourites}
      loadingLabel={t('favourites.loading')}
      loadFailed={t('favourites.loadFailed')}
      empty={
        <EmptyState
          icon={<Icon name="heart" />}
          title={t('favourites.emptyTitle')}
          body={t('favourites.emptyBody')}
          action={
            <Link to={browseHref} className="btn btn-primary">
              <Icon name="search" className="size-5" />
              {t('favourites.browse')}
            </Link>
          }
        />
      }
    >
      {(items) => (
        <DataTable
          title={t('favourites.caption', { count: items.length })}
          scrollHint={t('common.scrollHint')}
          isBusy={favourites.isRefetching}
          columns={[
            t('favourites.columns.biodataId'),
            t('favourites.columns.name'),
            t('favourites.columns.division'),
            t('favourites.columns.occupation'),
          ]}
          actionsColumn={t('favourites.columns.delete')}
        >
          {items.map((favourite) => (
            <FavouriteRow key={favourite._id} favourite={favourite} detailsHref={detailsHref} />
          ))}
        </DataTable>
      )}
    </QueryList>
  );
}
