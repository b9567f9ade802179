// The script of a premium section's page (`/premium/content/{section}`, issue 20), in place of the
// app. The page is pre-rendered (top bar, the sections' links, the section's title and intro) and
// usable without it; this adds what every content page gets (content/install-content-page.ts) and
// an island for the answer, which depends on who asks: the 12 areas for a premium person, the way
// in and the public preview for everyone else. Preact and i18next draw it, with the few texts the
// build wrote into the page (i18n/island-texts.ts); neither the router nor TanStack Query, nor a
// language's whole bundle, loads here: the budget is a content page's, 60 KB.
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { PremiumSection } from '@lifewheel/contracts';
import { LanguageProvider } from './app/language-context.js';
import { installContentPage } from './content/install-content-page.js';
import { PREMIUM_SECTION_MOUNT_ID } from './features/premium-content/premium-section-mount.js';
import { SectionIsland } from './features/premium-content/section-island.js';
import { i18nextInstance } from './i18n/i18next-instance.js';
import { readIslandTexts } from './i18n/island-texts.js';
import './styles/app.css';

const { language } = installContentPage();
const mount = document.getElementById(PREMIUM_SECTION_MOUNT_ID);
const texts = readIslandTexts(document);
const section = mount?.dataset['section'] as PremiumSection | undefined;
if (mount && texts && section) {
  const i18n = i18nextInstance(language, { [language]: { translation: texts } });
  // The pre-rendered spinner goes: the island's first render is the same spinner, in this same task.
  mount.replaceChildren();
  createRoot(mount).render(
    <I18nextProvider i18n={i18n}>
      <LanguageProvider value={language}>
        <SectionIsland section={section} />
      </LanguageProvider>
    </I18nextProvider>,
  );
}
