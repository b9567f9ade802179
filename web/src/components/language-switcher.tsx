import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, localizedPath, splitLanguage, type Language } from '../i18n/languages.js';
import { LANGUAGE_NAMES } from '../i18n/language-names.js';
import { useLanguage } from '../app/language-context.js';
import { hasBundle, loadBundle } from '../i18n/language-bundles.js';
import { showToast } from './toast/toast-store.js';
import { LANGUAGE_STORAGE_KEY } from '../i18n/detect-language.js';

/** Keeps the person on the same page (and, in the assessment, their saved answers). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  // The texts are fetched before the URL changes, so the new page appears in one language at once.
  // If they cannot be fetched, the person stays where they are, in the language they can read,
  // and is told why nothing changed.
  const change = async (next: Language) => {
    const { path } = splitLanguage(location.pathname);
    const bundle = await loadBundle(next);
    if (!bundle && next !== 'en' && hasBundle(next)) {
      showToast({ title: t('common.toast.errorTitle'), description: t('common.language.loadFailed'), variant: 'error' });
      return;
    }
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the URL still carries the language.
    }
    void navigate(`${localizedPath(next, path)}${location.search}${location.hash}`);
  };
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('common.language.label')}</span>
      <select value={language} onChange={(event) => void change(event.target.value as Language)} aria-label={t('common.language.label')}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
