import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The console's texts (English only, issue 17) are their own chunk, loaded by the console alone:
 * no public page carries them. Added beside the English bundle; other languages fall back to it.
 * False until they are there, or when they could not be fetched (`failed`).
 */
export function useAdminTexts(): { ready: boolean; failed: boolean } {
  const { i18n } = useTranslation();
  const has = () => i18n.getResource('en', 'translation', 'admin') !== undefined;
  const [state, setState] = useState({ ready: has(), failed: false });
  useEffect(() => {
    if (has()) return;
    let active = true;
    import('../../i18n/locales/en/admin.js').then(
      ({ admin }) => {
        i18n.addResourceBundle('en', 'translation', { admin }, true, true);
        if (active) setState({ ready: true, failed: false });
      },
      (error: unknown) => {
        console.warn('The console texts could not be loaded.', error);
        if (active) setState({ ready: false, failed: true });
      },
    );
    return () => {
      active = false;
    };
    // Once per i18next instance.
  }, [i18n]);
  return state;
}
