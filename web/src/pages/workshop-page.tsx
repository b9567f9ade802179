import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WheelConfig } from '@lifewheel/wheel';
import { createWorkshop, listWorkshops } from '../api/workshops.js';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { Spinner } from '../components/spinner.js';
import { readStoredJson } from '../app/browser-storage.js';
import { useFormatters } from '../features/results/use-formatters.js';
import { useCurrentUser } from '../hooks/use-current-user.js';
import { LANGUAGE_NAMES } from '../i18n/language-names.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { useWorkshopTexts } from '../i18n/workshop-texts.js';
import '../features/workshops/workshops.css';

/** Where the customize page keeps the person's wheel (features/customize/custom-wheel-storage.ts). */
const CUSTOM_WHEEL_KEY = 'lifewheel.customWheel.v1';
const customWheel = (stored: unknown): WheelConfig | null => {
  const wheel = stored as Partial<WheelConfig> | null;
  return wheel && typeof wheel.name === 'string' && Array.isArray(wheel.domains) && wheel.domains.length > 0 ? (wheel as WheelConfig) : null;
};

/** `/workshop`: a logged-in facilitator starts a session (name, wheel, language) and sees past ones. */
export function Component() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, loading } = useCurrentUser();
  // The wheel built on the customize page, if this browser keeps one (the service checks it again).
  const [custom] = useState(() => (typeof window === 'undefined' ? null : customWheel(readStoredJson(CUSTOM_WHEEL_KEY))));
  const format = useFormatters();
  const textsReady = useWorkshopTexts(language);
  const [name, setName] = useState('');
  const [useCustom, setUseCustom] = useState(false);
  const [sessionLanguage, setSessionLanguage] = useState<Language>(language);
  const past = useQuery({ queryKey: ['/api/workshops'], queryFn: ({ signal }) => listWorkshops(signal), enabled: Boolean(user) });
  const start = useMutation({
    mutationFn: () => createWorkshop({ name, language: sessionLanguage, ...(useCustom && custom ? { wheel: custom } : {}) }),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/workshops'] });
      void navigate(to(`/workshop/${created.id}`));
    },
  });

  if (!loading && !user) return <Navigate to={`${to('/login')}?next=${encodeURIComponent(to('/workshop'))}`} replace />;
  if (!textsReady || loading) return <div className="page page--narrow page--awaiting">{<Spinner />}</div>;

  return (
    <div className="page page--narrow workshop-start">
      <PageMeta title={t('workshops.start.metaTitle')} description={t('workshops.start.metaDescription')} />
      <h1>{t('workshops.start.title')}</h1>
      <p>{t('workshops.start.intro')}</p>
      <p>
        <Link to={to('/sheet')}>{t('workshops.start.paperSheet')}</Link>
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate();
        }}
      >
        <label>
          {t('workshops.start.nameLabel')}
          <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} name="name" />
        </label>
        {custom && (
          <label>
            {t('workshops.start.wheelLabel')}
            <select value={useCustom ? 'custom' : 'default'} onChange={(event) => setUseCustom(event.target.value === 'custom')} name="wheel">
              <option value="default">{t('workshops.start.wheelDefault')}</option>
              <option value="custom">{t('workshops.start.wheelCustom', { name: custom.name })}</option>
            </select>
          </label>
        )}
        <label>
          {t('workshops.start.languageLabel')}
          <select value={sessionLanguage} onChange={(event) => setSessionLanguage(event.target.value as Language)} name="language">
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        {start.isError && <p role="alert">{t('workshops.screen.actionFailed')}</p>}
        <button type="submit" className="button button--primary" disabled={start.isPending} aria-busy={start.isPending}>
          {start.isPending ? t('workshops.start.submitting') : t('workshops.start.submit')}
        </button>
      </form>
      <section aria-labelledby="workshops-past-title">
        <h2 id="workshops-past-title">{t('workshops.start.pastTitle')}</h2>
        {past.isPending ? (
          <Spinner label={t('workshops.start.loading')} />
        ) : past.data?.workshops.length ? (
          <ul className="workshop-list">
            {past.data.workshops.map((workshop) => (
              <li key={workshop.id}>
                <Link to={to(`/workshop/${workshop.id}`)}>{workshop.name}</Link>
                <span>{t('workshops.start.created', { date: format.date(workshop.createdAt) })}</span>
                <span>{t(`workshops.status.${workshop.status}`)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('workshops.start.pastEmpty')}</p>
        )}
      </section>
    </div>
  );
}
