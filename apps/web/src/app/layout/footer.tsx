import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/ui/logo-mark';
import { SocialIcon, type SocialNetwork } from '../../components/ui/icons';
import { loadStrings } from '../../lib/i18n';
import { footerStrings } from '../../locales/footer';

// Its strings come with its code: below every page, it arrives after the page's first paint.
await loadStrings(footerStrings);

const QUICK_LINKS = ['home', 'about', 'premiumPlans', 'contact'] as const;
const POLICY_LINKS = ['privacy', 'terms', 'refund', 'help'] as const;
const SOCIAL_LINKS = [
  'facebook',
  'whatsapp',
  'youtube',
  'linkedin',
] as const satisfies readonly SocialNetwork[];

/** The footer's links are placeholders (spec §2): focusable and named, but they go nowhere. */
function onPlaceholderClick(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

const linkClass =
  'rounded-sm text-neutral-content underline-offset-4 hover:text-gold hover:underline';

function FooterSection({
  heading,
  className,
  children,
}: {
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h2 className="mb-4 text-lg font-semibold text-gold">{heading}</h2>
      {children}
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    // Drawn when near the screen (content-visibility): below every page's first screen, its
    // style, layout and paint wait until the reader scrolls near it (40rem held for it till then).
    <footer className="on-dark bg-neutral text-neutral-content [contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-3 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm md:col-span-3 lg:col-span-1">
          <p className="flex items-center gap-2 font-display text-2xl font-bold">
            <LogoMark className="size-9" />
            {t('app.name')}
          </p>
          <p className="mt-3 leading-relaxed">{t('footer.tagline')}</p>
        </div>

        <FooterSection heading={t('footer.quickLinks.heading')}>
          <ul className="space-y-2">
            {QUICK_LINKS.map((key) => (
              <li key={key}>
                <a href="#" onClick={onPlaceholderClick} className={linkClass}>
                  {t(`footer.quickLinks.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>

        <FooterSection heading={t('footer.policies.heading')}>
          <ul className="space-y-2">
            {POLICY_LINKS.map((key) => (
              <li key={key}>
                <a href="#" onClick={onPlaceholderClick} className={linkClass}>
                  {t(`footer.policies.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>

        <FooterSection heading={t('footer.social.heading')} className="col-span-2 md:col-span-1">
          <ul className="flex flex-wrap gap-3">
            {SOCIAL_LINKS.map((network) => (
              <li key={network}>
                <a
                  href="#"
                  onClick={onPlaceholderClick}
                  aria-label={t(`footer.social.${network}`)}
                  className="flex size-11 items-center justify-center rounded-full border border-neutral-content/30 text-neutral-content transition-colors hover:border-gold hover:text-gold"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>
      </div>

      <div className="border-t border-neutral-content/20">
        <p className="page-container py-5 text-center text-sm">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
