import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PremiumContent } from '@lifewheel/contracts';
import { DeepDiveView } from './deep-dive-view.js';
import { PlanView } from './plan-view.js';
import { SectionOverview } from './section-overviews.js';
import { ToolArticle } from './tool-article.js';

/** The premium answer, drawn by its shape: a section's 12 areas, or one area's content. */
export function ContentBody({ content }: { content: PremiumContent }) {
  useScrollToHash();
  if (content.domain === null) return <SectionOverview content={content} />;
  switch (content.section) {
    case 'tools':
      return (
        <div className="premium-tools">
          {content.tools.map((tool) => (
            <ToolArticle key={tool.id} tool={tool} />
          ))}
        </div>
      );
    case 'deep-dives':
      return <DeepDiveView content={content} />;
    case 'plans':
      return <PlanView content={content} />;
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
