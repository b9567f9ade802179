// The printable paper wheel of the standard wheel: a public page, pre-rendered in every language.
// Its texts are their own chunk; the loader fetches them first, so the HTML already has them.
import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage } from '../app/language-context.js';
import { Spinner } from '../components/spinner.js';
import { PaperSheet } from '../features/paper-sheet/paper-sheet.js';
import { useSiteOrigin } from '../features/paper-sheet/use-site-origin.js';
import { DEFAULT_LANGUAGE, languageOfSegment, localizedPath } from '../i18n/languages.js';
import { useSheetTexts } from '../i18n/sheet-texts.js';

export async function loader({ params }: LoaderFunctionArgs) {
  // A segment that is no language renders the not-found page (app/routes.tsx); English stands in.
  await useSheetTexts.preload(languageOfSegment(params['language']) ?? DEFAULT_LANGUAGE);
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
