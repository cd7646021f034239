import type { BiodataType } from '@bondhon/shared/options';
import { useTranslation } from 'react-i18next';
import { BiodataCard } from '../../../components/ui/biodata-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { useSimilarBiodatas } from '../api/get-similar-biodatas';

/** 'More {Male|Female} biodatas' under a profile (spec §2): others of the same type. */
export function SimilarBiodatas({
  biodataType,
  excludeId,
  detailsHref,
}: {
  biodataType: BiodataType;
  excludeId: string;
  detailsHref: (id: string) => string;
}) {
  const { t } = useTranslation();
  const similar = useSimilarBiodatas({ gender: biodataType, exclude: excludeId });

  let content;
  if (similar.isPending) {
    content = <LoadingIndicator label={t('details.similar.loading')} />;
  } else if (similar.isError) {
    content = (
      <LoadError
        message={t('details.similar.loadFailed')}
        retryLabel={t('details.retry')}
        onRetry={() => void similar.refetch()}
      />
    );
  } else if (similar.data.length === 0) {
    content = <EmptyState icon={<Icon name="search" />} title={t('details.similar.empty')} />;
  } else {
    content = (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {similar.data.map((biodata) => (
          <li key={biodata._id}>
            <BiodataCard biodata={biodata} href={detailsHref(biodata._id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="similar-biodatas" className="mt-12 border-t border-base-300 pt-10">
      <h2 id="similar-biodatas" className="mb-6 text-2xl font-bold text-primary sm:text-3xl">
        {t(`details.similar.heading${biodataType}`)}
      </h2>
      {content}
    </section>
  );
}
