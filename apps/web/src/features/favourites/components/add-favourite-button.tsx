import { TOAST_MS } from '@bondhon/shared/constants';
import type { BiodataRecord } from '@bondhon/shared/schemas/biodata';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../lib/toast';
import { useAddFavourite } from '../api/add-favourite';
import { refusalMessage } from '../../../lib/error-text';

type FavouriteTarget = Pick<
  BiodataRecord,
  '_id' | 'name' | 'permanentDivision' | 'addid' | 'occupation'
>;

/**
 * Add Favorite (spec §2, §8): 'Add to Favorites' when added, the 'Already added' notice (not a
 * success) when it was there already, an error toast when it failed.
 */
export function AddFavouriteButton({
  biodata,
  viewerEmail,
}: {
  biodata: FavouriteTarget;
  viewerEmail: string;
}) {
  const { t } = useTranslation();
  const favourite = useAddFavourite();

  const onAddFavorite = () => {
    favourite.mutate(
      {
        userEmail: viewerEmail,
        biodataId: biodata._id,
        name: biodata.name,
        permanentDivision: biodata.permanentDivision,
        addid: biodata.addid,
        Occupation: biodata.occupation,
      },
      {
        onSuccess: ({ insertedId }) => {
          if (insertedId) {
            toast.success(t('favourites.add.added'), { duration: TOAST_MS.standard });
          } else {
            toast.notice(t('favourites.add.alreadyAdded'), {
              duration: TOAST_MS.standard,
              icon: <Icon name="info" className="size-5 shrink-0 text-info" />,
            });
          }
        },
        onError: (error) => {
          const reason = refusalMessage(error);
          toast.error(
            reason
              ? t('favourites.add.failedReason', { message: reason })
              : t('favourites.add.failed'),
            { duration: TOAST_MS.standard },
          );
        },
      },
    );
  };

  return (
    <Button
      className="btn btn-block btn-outline btn-primary"
      isBusy={favourite.isPending}
      icon={<Icon name="heart" className="size-5" />}
      onClick={onAddFavorite}
    >
      {t('favourites.add.button')}
    </Button>
  );
}
