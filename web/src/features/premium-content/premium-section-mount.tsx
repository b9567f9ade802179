import { useTranslation } from 'react-i18next';
import type { PremiumSection } from '@lifewheel/contracts';
import { Spinner } from '../../components/spinner.js';

/** Where a pre-rendered section page's island draws the answer, and the section it asks for. */
export const PREMIUM_SECTION_MOUNT_ID = 'premium-section-answer';

/**
 * A pre-rendered section page's place for its answer, which depends on who asks: loading until the
 * island (premium-section-entry.tsx) has fetched it.
 */
export function PremiumSectionMount({ section }: { section: PremiumSection }) {
  const { t } = useTranslation();
  return (
    <div id={PREMIUM_SECTION_MOUNT_ID} className="premium-content__answer" data-section={section}>
      <Spinner label={t('premiumContent.loading')} />
    </div>
  );
}
