import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { SuggestedMatches } from '../../features/matches/components/suggested-matches';
import { matchStrings } from '../../features/matches/locales';
import { loadStrings } from '../../lib/i18n';
import { paths } from '../paths';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(matchStrings);

/** Suggested for you (issue 20): biodatas that suit the member's, both ways, best fit first. */
export function MatchesPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('matches.title')} lead={t('matches.lead')} />
      <SuggestedMatches
        detailsHref={paths.biodataDetails.href}
        editBiodataHref={paths.customer.editBiodata.href()}
      />
    </div>
  );
}

export { MatchesPage as Component };
