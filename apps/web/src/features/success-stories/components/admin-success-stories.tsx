import type { SuccessStory } from '@bondhon/shared/schemas/biodata-deletion';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataActions, DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { QueryList } from '../../../components/ui/query-list';
import { confirmAction, showError } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { formatMonth } from '../../../lib/format-month';
import { loadStrings } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSuccessStories, useTakeDownStory } from '../api/success-stories';
import { successStoryStrings } from '../locales';

// Its strings come with its code (the admin overview loads it after its first paint).
await loadStrings(successStoryStrings);

function StoryRow({ story }: { story: SuccessStory }) {
  const { t, i18n } = useTranslation();
  const takeDown = useTakeDownStory();
  const [first, second] = story.partners;
  const couple = t('successStories.couple', { first: first.firstName, second: second.firstName });

  const onTakeDown = async () => {
    const isConfirmed = await confirmAction({
      title: t('successStories.confirmTitle'),
      text: t('successStories.confirmText', { couple }),
      confirmText: t('successStories.takeDown'),
      isDestructive: true,
    });
    if (!isConfirmed) return;
    takeDown.mutate(story.id, {
      onSuccess: () => toast.success(t('successStories.takenDown')),
      onError: (error) => void showError(t('common.errorTitle'), errorText(error)),
    });
  };

  return (
    <DataRow>
      <DataCell label={t('successStories.columnCouple')}>
        <span className="font-semibold">{couple}</span>
        <span className="block text-sm text-muted">
          {t('successStories.married', { month: formatMonth(story.month, i18n.language) })}
        </span>
      </DataCell>
      <DataCell label={t('successStories.columnWords')} className="break-words">
        {story.partners
          .filter((partner) => partner.words !== null)
          .map((partner) => (
            <p key={partner.firstName} className="[overflow-wrap:anywhere]">
              {t('successStories.saidBy', { name: partner.firstName })}: {partner.words}
            </p>
          ))}
      </DataCell>
      <DataActions label={t('successStories.columnAction')}>
        <Button
          className="btn btn-outline btn-sm btn-error whitespace-nowrap"
          isBusy={takeDown.isPending}
          spinnerSize="xs"
          aria-label={t('successStories.takeDownLabel', { couple })}
          onClick={() => void onTakeDown()}
        >
          {t('successStories.takeDown')}
        </Button>
      </DataActions>
    </DataRow>
  );
}

/** The stories on the home page, for admins, each with Take down (in the audit log). */
export function AdminSuccessStories() {
  const { t } = useTranslation();
  const headingId = useId();
  const stories = useSuccessStories();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="font-display text-2xl font-bold text-primary">
        {t('successStories.adminTitle')}
      </h2>
      <p className="mt-1 mb-4 text-muted">{t('successStories.adminLead')}</p>
      <QueryList
        query={stories}
        loadingLabel={t('successStories.adminLoading')}
        loadFailed={t('successStories.adminLoadFailed')}
        empty={<EmptyState icon={<Icon name="heart" />} title={t('successStories.adminEmpty')} />}
      >
        {(items) => (
          <DataTable
            title={t('successStories.adminCaption', { count: items.length })}
            scrollHint={t('common.scrollHint')}
            isBusy={stories.isRefetching}
            columns={[t('successStories.columnCouple'), t('successStories.columnWords')]}
            actionsColumn={t('successStories.columnAction')}
          >
            {items.map((story) => (
              <StoryRow key={story.id} story={story} />
            ))}
          </DataTable>
        )}
      </QueryList>
    </section>
  );
}
