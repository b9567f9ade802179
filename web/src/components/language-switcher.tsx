import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, localizedPath, splitLanguage, type Language } from '../i18n/languages.js';
import { LANGUAGE_NAMES } from '../i18n/language-names.js';
import { useLanguage } from '../app/language-context.js';
import { hasBundle, loadBundle } from '../i18n/language-bundles.js';
import { showToast } from './toast/toast-store.js';
import { rememberLanguage } from '../i18n/language-offer-storage.js';
import { closeLanguageMenuOnEscapeOrOutside } from './language-menu-closing.js';

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A menu of real links, one per language, so it works before (or without) any script: on a content
 * page it never hydrates (web/src/content/language-menu.ts remembers the choice).
 * In the app a click stays in the app: it keeps the person on the same page (and, in the
 * assessment, their saved answers).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useRef<HTMLDetailsElement>(null);
  const { path } = splitLanguage(location.pathname);
  const suffix = `${location.search}${location.hash}`;
  useEffect(() => closeLanguageMenuOnEscapeOrOutside(menu.current!), []);

  // The texts are fetched before the URL changes, so the new page appears in one language at once.
  // If they cannot be fetched, the person stays where they are, in the language they can read,
  // and is told why nothing changed.
  const change = async (event: MouseEvent, next: Language) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    menu.current!.open = false;
    const bundle = await loadBundle(next);
    if (!bundle && next !== 'en' && hasBundle(next)) {
      showToast({ title: t('common.toast.errorTitle'), description: t('common.language.loadFailed'), variant: 'error' });
      return;
    }
    rememberLanguage(next);
    void navigate(`${localizedPath(next, path)}${suffix}`);
  };
  return (
    <details className="language-switcher" ref={menu}>
      <summary className="language-switcher__toggle">
        <span className="visually-hidden">{t('common.language.label')} </span>
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </summary>
      <ul className="language-switcher__menu">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={`${localizedPath(code, path)}${suffix}`}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
              onClick={(event) => void change(event, code)}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
