import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to "{page} · Bondhon" while the page is shown. */
export function useDocumentTitle(page: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.titleTemplate', { page });
  }, [page, t]);
}

/** A screen's one h1, an optional lead paragraph, and the document title to match. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <header className="mb-6 sm:mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-2 max-w-2xl text-base text-muted sm:text-lg">{lead}</p> : null}
      {children}
    </header>
  );
}
