import type { DeletionReason } from '@bondhon/shared/schemas/biodata-deletion';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { loadStrings } from '../../../lib/i18n';
import { useIdlePreload } from '../../../lib/idle';
import { biodataDeletionStrings } from '../locales';

// Its strings come with its code, after Your Data's first paint.
await loadStrings(biodataDeletionStrings);

/**
 * The dialog (the schema that checks it, its fields) opens only on a click: fetched once the
 * browser is idle, so the click still opens it at once.
 */
const loadDialog = () => import('./delete-biodata-dialog');
const DeleteBiodataDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.DeleteBiodataDialog })),
);

/** What the screen says once the biodata is gone: a kind word, by the reason given. */
export interface Farewell {
  reason: DeletionReason;
  isStoryShown: boolean;
}

/**
 * "Delete my biodata" on Your Data (issue 21): the section and its dialog, which asks why (and,
 * for a marriage through Bondhon, the spouse's Biodata ID, the story and the consent to share
 * it) and the password, and offers hiding as the gentler way. `onHideInstead` takes the member
 * to hiding; `onDeleted` hears of the deletion (this section goes with the biodata).
 */
export function DeleteBiodataSection({
  biodataName,
  onHideInstead,
  onDeleted,
}: {
  biodataName: string;
  onHideInstead: () => void;
  onDeleted: (farewell: Farewell) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);
  useIdlePreload(loadDialog);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-box border border-error/40 bg-base-100 p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-lg font-semibold text-error">
        {t('biodataDeletion.title')}
      </h2>
      <p className="mt-3 max-w-prose">{t('biodataDeletion.text')}</p>
      <button
        type="button"
        className="btn mt-4 btn-outline btn-error"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <Icon name="trash" className="size-5" />
        {t('biodataDeletion.open')}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <DeleteBiodataDialog
            biodataName={biodataName}
            onClose={() => setIsOpen(false)}
            onHideInstead={() => {
              setIsOpen(false);
              onHideInstead();
            }}
            onDeleted={onDeleted}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * The kind word Your Data shows once the biodata is gone: "Congratulations!" for a marriage
 * (with its story, when both sides made it one), thanks otherwise. Focused when it appears, so
 * that it is read where the dialog was.
 */
export function FarewellNote({ reason, isStoryShown }: Farewell) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const isMarriage = reason === 'marriedThroughBondhon' || reason === 'marriedElsewhere';
  return (
    <div
      role="status"
      className="mb-6 rounded-box border border-primary/40 bg-primary/5 p-5 sm:p-6"
    >
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold focus:outline-none"
      >
        <Icon name={isMarriage ? 'heart' : 'check'} className="size-6 text-primary" />
        {t(isMarriage ? 'biodataDeletion.congratulations' : 'biodataDeletion.deletedTitle')}
      </h2>
      <p className="mt-2">
        {t(isMarriage ? 'biodataDeletion.marriedText' : 'biodataDeletion.deletedText')}
      </p>
      {isStoryShown ? <p className="mt-2 font-medium">{t('biodataDeletion.storyShown')}</p> : null}
    </div>
  );
}
