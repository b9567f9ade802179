import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { retryUnlessRefused } from '../api/http.js';
import { getWorkshop } from '../api/workshops.js';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { Spinner } from '../components/spinner.js';
import { useDomainLabel } from '../features/assessment/use-domain-label.js';
import { PaperSheet } from '../features/paper-sheet/paper-sheet.js';
import { useSiteOrigin } from '../features/paper-sheet/use-site-origin.js';
import { localizedPath } from '../i18n/languages.js';
import { useSheetTexts } from '../i18n/sheet-texts.js';

/**
 * `/workshop/{id}/sheet`: paper sheets for one session, in the page's language: the session's wheel
 * (maybe a custom one), its join code, and a QR code to its join page in that language. Only the
 * facilitator can load the session, so the page is rendered in the browser and never indexed.
 */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const label = useDomainLabel();
  const origin = useSiteOrigin();
  const { workshopId = '' } = useParams();
  const textsReady = useSheetTexts(language);
  const session = useQuery({
    queryKey: ['/api/workshops', workshopId],
    queryFn: ({ signal }) => getWorkshop(workshopId, signal),
    retry: retryUnlessRefused,
  });

  if (!textsReady || session.isPending)
    return <div className="page page--awaiting">{textsReady ? <Spinner label={t('sheet.screen.loading')} /> : <Spinner />}</div>;
  if (session.isError) {
    return (
      <div className="page page--narrow not-found">
        <PageMeta title={t('sheet.meta.title')} description={t('sheet.meta.description')} />
        <p role="alert">{t('sheet.screen.notFound')}</p>
      </div>
    );
  }
  const view = session.data;
  const domains = view.wheel.domains.map((domain) => ({ label: label(domain.name), color: domain.color }));
  return (
    <>
      <PageMeta title={t('sheet.meta.sessionTitle', { name: view.name })} description={t('sheet.meta.description')} />
      <PaperSheet
        heading={t('sheet.meta.sessionTitle', { name: view.name })}
        domains={domains}
        url={origin && `${origin}${localizedPath(language, `/join/${view.code}`)}`}
        subtitle={view.name}
        code={view.code}
      >
        <p>
          <Link to={to(`/workshop/${view.id}`)}>{t('sheet.screen.back')}</Link>
        </p>
      </PaperSheet>
    </>
  );
}
