// The printable paper wheel of the standard wheel: a public page, pre-rendered in every language.
// Its texts are their own chunk; its `load` fetches them first (app/lazy-page.tsx), so the HTML
// already has them.
import { useTranslation } from 'react-i18next';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage } from '../app/language-context.js';
import type { PageLoadArgs } from '../app/lazy-page.js';
import { Spinner } from '../components/spinner.js';
import { PaperSheet } from '../features/paper-sheet/paper-sheet.js';
import { useSiteOrigin } from '../features/paper-sheet/use-site-origin.js';
import { localizedPath } from '../i18n/languages.js';
import { useSheetTexts } from '../i18n/sheet-texts.js';

export async function load({ language }: PageLoadArgs) {
  await useSheetTexts.preload(language);
  return null;
}

/** `/sheet`: a blank wheel of the 12 areas to print, with a QR code to the online assessment. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useSiteOrigin();
  if (!useSheetTexts(language)) return <div className="page page--awaiting">{<Spinner />}</div>;
  const domains = DEFAULT_DOMAINS.map((domain) => ({ label: t(`domains.${domain.id}.name`), color: domain.color }));
  return (
    <>
      <PageMeta title={t('sheet.meta.title')} description={t('sheet.meta.description')} />
      <PaperSheet heading={t('sheet.meta.title')} domains={domains} url={origin && `${origin}${localizedPath(language, '/assessment')}`} />
    </>
  );
}
