// The tool texts come from the page's `load`, in the page's language: the build runs it before
// pre-rendering the page and entry-client before hydrating it (app/lazy-page.tsx), so the HTML lists the tools and React
// reuses it. Only the public part of each tool is here: the paid steps and prompts are in
// @lifewheel/content/premium, which the web app never imports.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../app/page-meta.js';
import { useLocalizedPath } from '../app/language-context.js';
import { usePageData, type PageLoadArgs } from '../app/lazy-page.js';
import { AreaJumpLinks } from '../features/coaching-tools/area-jump-links.js';
import { loadCoachingTools } from '../features/coaching-tools/coaching-tool-files.js';
import { PremiumInvitation } from '../features/coaching-tools/premium-invitation.js';
import { ToolGroupSection } from '../features/coaching-tools/tool-group-section.js';
import { groupByPrimaryDomain } from '../features/coaching-tools/tool-groups.js';
import '../features/coaching-tools/coaching-tools.css';

export async function load({ language }: PageLoadArgs) {
  const tools = await loadCoachingTools(language);
  return { groups: groupByPrimaryDomain(tools), count: tools.length };
}

export function Component() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { groups, count } = usePageData<Awaited<ReturnType<typeof load>>>();
  return (
    <div className="page coaching-tools">
      <PageMeta title={t('coachingTools.meta.title')} description={t('coachingTools.meta.description', { count })} />
      <h1>{t('coachingTools.title')}</h1>
      <p className="coaching-tools__intro">{t('coachingTools.intro', { count })}</p>
      <PremiumInvitation />
      <AreaJumpLinks groups={groups} />
      {groups.map((group) => (
        <ToolGroupSection key={group.domainId} group={group} />
      ))}
      <div className="coaching-tools__assessment">
        <p>{t('coachingTools.assessment.body')}</p>
        <Link to={to('/assessment')} className="button button--large">
          {t('coachingTools.assessment.link')}
        </Link>
      </div>
      {/* A long page: the offer again at its end, where a convinced reader arrives. */}
      <PremiumInvitation />
    </div>
  );
}
