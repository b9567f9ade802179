import { useTranslation } from 'react-i18next';
import type { PremiumDeepDivesDomain } from '@lifewheel/contracts';
import { useContentLang } from './use-content-lang.js';

/** A domain's deeper content: research with its sources, score patterns, obstacles, three exercises, further reading. */
export function DeepDiveView({ content }: { content: PremiumDeepDivesDomain }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  return (
    <div className="premium-deep-dive">
      <section aria-labelledby="deep-dive-research">
        <h2 id="deep-dive-research">{t('premiumContent.deepDive.research')}</h2>
        {content.research.map((item, index) => (
          <div key={index} className="premium-finding">
            <p lang={lang}>{item.finding}</p>
            <p lang={lang} className="premium-finding__evidence">
              {item.evidence}
            </p>
            <p className="premium-finding__sources-title">{t('premiumContent.deepDive.sources')}</p>
            <ul lang={lang} className="premium-finding__sources">
              {item.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section aria-labelledby="deep-dive-patterns">
        <h2 id="deep-dive-patterns">{t('premiumContent.deepDive.patterns')}</h2>
        <dl className="premium-patterns">
          {(['low', 'mid', 'high'] as const).map((band) => (
            <div key={band}>
              <dt>{t(`premiumContent.deepDive.${band}`)}</dt>
              <dd lang={lang}>{content.patterns[band]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="deep-dive-obstacles">
        <h2 id="deep-dive-obstacles">{t('premiumContent.deepDive.obstacles')}</h2>
        <ul className="premium-obstacles">
          {content.obstacles.map((item, index) => (
            <li key={index}>
              <p lang={lang} className="premium-obstacles__obstacle">
                {item.obstacle}
              </p>
              <p>
                <strong>{t('premiumContent.deepDive.wayThrough')}</strong> <span lang={lang}>{item.wayThrough}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="deep-dive-exercises">
        <h2 id="deep-dive-exercises">{t('premiumContent.deepDive.exercises')}</h2>
        {content.exercises.map((exercise, index) => (
          <article key={index} className="premium-tool" aria-labelledby={`deep-dive-exercise-${index}`}>
            <h3 id={`deep-dive-exercise-${index}`} lang={lang}>
              {exercise.title}
            </h3>
            <p className="premium-tool__meta">{t('coachingTools.minutes', { count: exercise.minutes })}</p>
            <p lang={lang}>{exercise.purpose}</p>
            <h4>{t('premiumContent.tool.steps')}</h4>
            <ol lang={lang} className="premium-tool__steps">
              {exercise.steps.map((step, stepIndex) => (
                <li key={stepIndex}>{step}</li>
              ))}
            </ol>
            <h4>{t('premiumContent.tool.prompts')}</h4>
            <ul lang={lang}>
              {exercise.prompts.map((prompt, promptIndex) => (
                <li key={promptIndex}>{prompt}</li>
              ))}
            </ul>
          </article>
        ))}
      </section>
      <section aria-labelledby="deep-dive-reading">
        <h2 id="deep-dive-reading">{t('premiumContent.deepDive.reading')}</h2>
        <ul lang={lang} className="premium-reading">
          {content.furtherReading.map((reading) => (
            <li key={reading.title}>
              <cite>{reading.title}</cite> ({reading.authors}, {reading.year}). {reading.why}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
