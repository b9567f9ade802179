/**
 * The language menu (a <details>) closes on Escape, focus back on its toggle, and on a click
 * elsewhere. Plain DOM, shared by the app's switcher and the content pages' script. Returns the
 * function that removes the listeners.
 */
export function closeLanguageMenuOnEscapeOrOutside(menu: HTMLDetailsElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  };
  const onClick = (event: MouseEvent) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  };
  menu.addEventListener('keydown', onKey);
  document.addEventListener('click', onClick);
  return () => {
    menu.removeEventListener('keydown', onKey);
    document.removeEventListener('click', onClick);
  };
}
