// Top bar: switch between consumers and food service, and the language switcher.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { type AudienceMode, type Locale } from '@/lib/routing/routes';
import { homePath } from '@/lib/routing/paths';
import { LanguageSwitcher } from './language-switcher.client';

export async function TopBar({ mode, locale }: { mode: AudienceMode; locale: Locale }) {
  const t = await getTranslations('topbar');
  const other: Locale = locale === 'it' ? 'en' : 'it';
  const tab = (target: AudienceMode, label: string) => (
    <li>
      <Link
        href={homePath(locale, target)}
        aria-current={mode === target ? 'true' : undefined}
        className={`block px-3 py-1.5 text-sm font-semibold ${mode === target ? 'bg-white text-leaf' : 'text-white hover:bg-leaf'}`}
        data-mode-switch={target}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <div className="bg-leaf-dark text-white no-print">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4">
        <nav aria-label={t('audience')}>
          <ul className="flex">
            {tab('B2C', t('consumers'))}
            {tab('B2B', t('foodservice'))}
          </ul>
        </nav>
        <LanguageSwitcher to={other} label={t('switchTo')} short={t('switchToShort')} />
      </div>
    </div>
  );
}
