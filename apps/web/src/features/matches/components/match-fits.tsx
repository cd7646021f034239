import type { MatchFit } from '@bondhon/shared/schemas/matches';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/**
 * What fits between the member and a suggestion, a chip each, in the order the server gives them
 * (MATCH_FITS: the both-ways expectations first, then what the two share). Nothing when nothing
 * is said.
 */
export function MatchFits({ fits }: { fits: readonly MatchFit[] }) {
  const { t } = useTranslation();
  if (fits.length === 0) return null;
  return (
    <ul aria-label={t('matches.fitsLabel')} className="mt-4 flex flex-wrap gap-1.5">
      {fits.map((fit) => (
        <li
          key={fit}
          className="badge h-auto min-h-6 gap-1 badge-outline py-0.5 text-left text-xs leading-snug font-medium whitespace-normal badge-primary"
        >
          <Icon name="check" className="size-3.5 shrink-0" />
          {t(`matches.fits.${fit}`)}
        </li>
      ))}
    </ul>
  );
}
