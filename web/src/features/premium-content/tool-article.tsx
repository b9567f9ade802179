import { useTranslation } from 'react-i18next';
import type { PremiumTool } from '@lifewheel/contracts';
import { useContentLang } from './use-content-lang.js';
import { ToolDoneToggle } from './tool-done-toggle.js';
import { ToolNotes } from './tool-notes.js';

/** One tool in full: purpose, numbered steps, reflection prompts, method and source, minutes; then the person's mark and notes. */
export function ToolArticle({ tool }: { tool: PremiumTool }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const titleId = `tool-${tool.id}-title`;
  return (
    <article id={`tool-${tool.id}`} className="premium-tool" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} lang={lang} className="premium-tool__title">
        {tool.title}
      </h2>
      <p className="premium-tool__meta">
        {t('coachingTools.minutes', { count: tool.minutes })} · <span lang={lang}>{tool.summary}</span>
      </p>
      <ToolDoneToggle toolId={tool.id} done={tool.done} doneAt={tool.doneAt} titleId={titleId} />
      <h3>{t('premiumContent.tool.purpose')}</h3>
      <p lang={lang}>{tool.purpose}</p>
      <h3>{t('premiumContent.tool.steps')}</h3>
      <ol lang={lang} className="premium-tool__steps">
        {tool.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      <h3>{t('premiumContent.tool.prompts')}</h3>
      <ul lang={lang}>
        {tool.prompts.map((prompt, index) => (
          <li key={index}>{prompt}</li>
        ))}
      </ul>
      <h3>{t('premiumContent.tool.method')}</h3>
      <p lang={lang}>
        {tool.method.name}: {tool.method.source}
      </p>
      <ToolNotes toolId={tool.id} notes={tool.notes} />
    </article>
  );
}
