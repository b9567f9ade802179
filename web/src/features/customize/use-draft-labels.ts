import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftLabels } from './wheel-draft.js';

/** The page-language names of the untouched defaults. */
export function useDraftLabels(): DraftLabels {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      wheelName: t('customize.defaultWheelName'),
      domainName: (id) => t(`domains.${id}.name`),
      domainDescriptor: (id) => t(`domains.${id}.descriptor`),
    }),
    // A new language means new texts; t itself changes with it too.
    [t, i18n.language],
  );
}
