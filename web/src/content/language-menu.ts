// The language menu is a <details> of real links (components/language-switcher.tsx), usable with
// no script. Here: the choice is remembered as the app remembers it, and Escape or a click
// elsewhere closes the menu.
import { closeLanguageMenuOnEscapeOrOutside } from '../components/language-menu-closing.js';
import { isLanguage } from '../i18n/languages.js';
import { rememberLanguage } from '../i18n/language-offer-storage.js';

export function installLanguageMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('details.language-switcher');
  if (!menu) return;
  menu.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
    if (link && isLanguage(link.hreflang)) rememberLanguage(link.hreflang);
  });
  closeLanguageMenuOnEscapeOrOutside(menu);
}
