import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PremiumContent } from '@lifewheel/contracts';
import { DeepDiveView } from './deep-dive-view.js';
import { PlanView } from './plan-view.js';
import { DeepDivesOverview, PlansOverview, ToolsOverview } from './section-overviews.js';
import { ToolArticle } from './tool-article.js';

/** The premium answer, drawn by its shape: a section's 12 areas, or one area's content. */
export function ContentBody({ content }: { content: PremiumContent }) {
  useScrollToHash();
  switch (content.section) {
    case 'tools':
      return content.domain === null ? (
        <ToolsOverview domains={content.domains} />
      ) : (
        <div className="premium-tools">
          {content.tools.map((tool) => (
            <ToolArticle key={tool.id} tool={tool} />
          ))}
        </div>
      );
    case 'deep-dives':
      return content.domain === null ? <DeepDivesOverview domains={content.domains} /> : <DeepDiveView content={content} />;
    case 'plans':
      return content.domain === null ? <PlansOverview domains={content.domains} /> : <PlanView content={content} />;
  }
}

/** A plan links to a tool by `#tool-{id}`; the tool is on the page only once the answer is drawn. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    target?.focus({ preventScroll: true });
  }, [hash]);
}
