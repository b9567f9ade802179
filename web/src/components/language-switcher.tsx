import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, localizedPath, splitLanguage, type Language } from '../i18n/languages.js';
import { LANGUAGE_NAMES } from '../i18n/language-names.js';
import { useLanguage } from '../app/language-context.js';
import { loadBundle } from '../i18n/language-bundles.js';
import { LANGUAGE_STORAGE_KEY } from '../i18n/detect-language.js';

/** Keeps the person on the same page (and, in the assessment, their saved answers). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  // The texts are fetched before the URL changes, so the new page appears in one language at once.
  const change = async (next: Language) => {
    const { path } = splitLanguage(location.pathname);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the URL still carries the language.
    }
    await loadBundle(next);
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
