import type { validationMessages } from '@bondhon/shared/validation-messages';
import type account from '../features/auth/locales/en-account.json';
import type adminOverview from '../features/admin-overview/locales/en.json';
import type auditLog from '../features/audit-log/locales/en.json';
import type auth from '../features/auth/locales/en.json';
import type biodataVisibility from '../features/biodata-visibility/locales/en.json';
import type biodataDeletion from '../features/biodata-deletion/locales/en.json';
import type biodatas from '../features/biodatas/locales/en.json';
import type blocks from '../features/blocks/locales/en.json';
import type payments from '../features/contact-payments/locales/en.json';
import type paymentOffer from '../features/contact-payments/locales/en-offer.json';
import type contactRequests from '../features/contact-requests/locales/en.json';
import type favourites from '../features/favourites/locales/en.json';
import type home from '../features/home/locales/en.json';
import type homeSections from '../features/home/locales/en-sections.json';
import type matches from '../features/matches/locales/en.json';
import type myBiodata from '../features/my-biodata/locales/en.json';
import type biodataForm from '../features/my-biodata/locales/en-form.json';
import type notifications from '../features/notifications/locales/en.json';
import type premiumRequests from '../features/premium-requests/locales/en.json';
import type moderation from '../features/moderation/locales/en.json';
import type reports from '../features/reports/locales/en.json';
import type reportsAdmin from '../features/reports/locales/en-admin.json';
import type successStories from '../features/success-stories/locales/en.json';
import type users from '../features/users/locales/en.json';
import type biodataFields from '../locales/en-biodata-fields.json';
import type biodataMore from '../locales/en-biodata-more.json';
import type options from '../locales/en-options.json';
import type dashboard from '../locales/en-dashboard.json';
import type errorCodes from '../locales/en-error-codes.json';
import type photos from '../locales/en-photos.json';
import type footer from '../locales/en-footer.json';
import type districts from '../locales/en-districts.json';
import type safety from '../locales/en-safety.json';
import type frame from '../locales/en.json';

/**
 * Every string key the code may ask for: the frame's (the default namespace) and each
 * namespace's, spelled `namespace.key` (lib/i18n.ts). `t` with a key that no catalogue has does
 * not type-check.
 */
type Catalogue = typeof frame &
  typeof account &
  typeof adminOverview &
  typeof auditLog &
  typeof auth &
  typeof biodatas &
  typeof biodataVisibility &
  typeof biodataDeletion &
  typeof blocks &
  typeof payments &
  typeof paymentOffer &
  typeof contactRequests &
  typeof favourites &
  typeof home &
  typeof homeSections &
  typeof matches &
  typeof myBiodata &
  typeof biodataForm &
  typeof notifications &
  typeof premiumRequests &
  typeof moderation &
  typeof reports &
  typeof reportsAdmin &
  typeof successStories &
  typeof safety &
  typeof users &
  typeof biodataFields &
  typeof biodataMore &
  typeof options &
  typeof dashboard &
  typeof errorCodes &
  typeof photos &
  typeof footer &
  typeof districts & { validation: typeof validationMessages };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
