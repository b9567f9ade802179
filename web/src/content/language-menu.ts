// The language menu is a <details> of real links (components/language-switcher.tsx), usable with
// no script. Here: the choice is remembered as the app remembers it, and Escape or a click
// elsewhere closes the menu.
import { closeLanguageMenuOnEscapeOrOutside } from '../components/language-menu-closing.js';
import { LANGUAGE_STORAGE_KEY } from '../i18n/detect-language.js';

export function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the URL still carries the language.
  }
}

export function installLanguageMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('details.language-switcher');
  if (!menu) return;
  menu.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
    if (link) rememberLanguage(link.hreflang);
  });
  closeLanguageMenuOnEscapeOrOutside(menu);
}
