import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PremiumDeepDivesOverview, PremiumPlansOverview, PremiumToolsOverview, PremiumToolsPreview } from '@lifewheel/contracts';
import { LanguageProvider } from '../../app/language-context.js';
import { premiumSectionTexts } from '../../entry-server.js';
import { i18nextInstance } from '../../i18n/i18next-instance.js';
import type { Language } from '../../i18n/languages.js';
import { GateView } from './gate-view.js';
import type { LoadState } from './load-state.js';
import { PremiumAnswer } from './premium-answer.js';
import { SectionOverview } from './section-overviews.js';

const tools: PremiumToolsOverview = {
  section: 'tools',
  domain: null,
  contentLanguage: 'en',
  domains: [{ domain: 'family', tools: [{ id: 't1', title: 'Tool one', summary: 'A summary', minutes: 10, done: true } as never] }],
};
const preview: PremiumToolsPreview = {
  section: 'tools',
  domain: null,
  contentLanguage: 'en',
  domains: [{ domain: 'friends', toolCount: 1, tools: [{ id: 't2', title: 'Tool two', summary: 'Another', minutes: 1 }] }],
};
const deepDives: PremiumDeepDivesOverview = {
  section: 'deep-dives',
  domain: null,
  contentLanguage: 'en',
  domains: [
    {
      domain: 'spirituality',
      findingCount: 2,
      exercises: [{ title: 'An exercise', minutes: 15 }],
      furtherReading: [{ title: 'A book', authors: 'A. Author', year: 2001 }],
    },
  ],
};
const plans: PremiumPlansOverview = {
  section: 'plans',
  domain: null,
  contentLanguage: 'en',
  domains: [{ domain: 'career-vocation', summary: 'A month', weekFocuses: ['One', 'Two', 'Three', 'Four'] }],
};

const answered = <T,>(data: T): LoadState<T> => ({ pending: false, failed: false, retrying: false, data, error: undefined, retry: () => undefined });
const pending: LoadState<never> = { pending: true, failed: false, retrying: false, data: undefined, error: undefined, retry: () => undefined };
const failed: LoadState<never> = { pending: false, failed: true, retrying: false, data: undefined, error: new Error('offline'), retry: () => undefined };

/** Everything the premium section pages' island can draw, with only the texts the build writes into the page. */
async function renderIsland(language: Language): Promise<string> {
  const texts = JSON.parse(await premiumSectionTexts(language)) as Record<string, unknown>;
  const i18n = i18nextInstance(language, { [language]: { translation: texts } });
  const views: ReactNode[] = [
    <GateView key="visitor" titleId="a" visitor here="/premium/content/tools" preview={answered(preview)} />,
    <GateView key="free" titleId="b" visitor={false} here="/premium/content/tools" preview={pending} />,
    <GateView key="failed" titleId="c" visitor here="/premium/content/tools" preview={failed} />,
    <SectionOverview key="tools" content={tools} />,
    <SectionOverview key="deep-dives" content={deepDives} />,
    <SectionOverview key="plans" content={plans} />,
    <PremiumAnswer key="answer-failed" answer={failed} gate={() => null}>
      {() => null}
    </PremiumAnswer>,
  ];
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <LanguageProvider value={language}>{views}</LanguageProvider>
    </I18nextProvider>,
  );
}

describe("the premium section pages' island texts", () => {
  it.each(['en', 'ar', 'ja', 'hi', 'pt-BR'] as const)('cover every text the island draws in %s (no key shows instead of a text)', async (language) => {
    const html = await renderIsland(language);
    expect(html).not.toMatch(/\b(premiumContent|coachingTools|domains|common|results)\.[a-zA-Z]/);
    expect(html).toContain('Tool one');
  });

  it("are the page's language, not English, where the language has them", async () => {
    const html = await renderIsland('ja');
    expect(html).toContain('家族');
    expect(html).not.toContain('Family');
  });
});
