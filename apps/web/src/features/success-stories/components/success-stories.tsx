import type { SuccessStory } from '@bondhon/shared/schemas/biodata-deletion';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatMonth } from '../../../lib/format-month';
import { loadStrings } from '../../../lib/i18n';
import { useSuccessStories } from '../api/success-stories';
import { successStoryStrings } from '../locales';

// Its strings come with its code, after the home page's first paint.
await loadStrings(successStoryStrings);

function StoryCard({ story }: { story: SuccessStory }) {
  const { t, i18n } = useTranslation();
  const [first, second] = story.partners;
  const said = story.partners.filter((partner) => partner.words !== null);
  return (
    <li className="flex flex-col rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-content">
          <Icon name="heart" className="size-5" />
        </span>
        <div>
          <h3 className="text-lg font-semibold">
            {t('successStories.couple', { first: first.firstName, second: second.firstName })}
          </h3>
          <p className="text-sm text-muted">
            {t('successStories.married', { month: formatMonth(story.month, i18n.language) })}
          </p>
        </div>
      </div>
      {said.length > 0 ? (
        <div className="mt-4 space-y-3">
          {said.map((partner) => (
            <figure key={partner.firstName}>
              <blockquote className="rounded-box bg-base-200 p-4 leading-relaxed [overflow-wrap:anywhere]">
                {partner.words}
              </blockquote>
              <figcaption className="mt-1.5 text-sm text-muted">
                {t('successStories.saidBy', { name: partner.firstName })}
              </figcaption>
            </figure>
          ))}
        </div>
      ) : (
        <p className="mt-4 text-muted">{t('successStories.noWords')}</p>
      )}
    </li>
  );
}

/**
 * "Married through Bondhon" on the home page (issue 21): the newest stories of couples who both
 * confirmed their marriage and agreed to share it. Nothing at all while they load, when there
 * are none, or when they cannot be read: a home page without stories is complete.
 */
export function SuccessStories() {
  const { t } = useTranslation();
  const stories = useSuccessStories();
  if (!stories.isSuccess || stories.data.length === 0) return null;
  return (
    <section aria-labelledby="home-success-stories" className="bg-base-200">
      <div className="page-container py-12 sm:py-16">
        <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
          <h2 id="home-success-stories" className="text-2xl font-bold text-primary sm:text-3xl">
            {t('successStories.heading')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('successStories.intro')}</p>
        </div>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {stories.data.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </ul>
      </div>
    </section>
  );
}
