// The library is imported statically, not with import(): this page is pre-rendered and its HTML
// must list the tools. The page is its own lazy chunk, so the library stays out of the first
// visit to / and /assessment. Only the public part of each tool is here: the paid steps and prompts
// are in @lifewheel/content/premium, which the web app never imports.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { coachingTools } from '@lifewheel/content/coaching-tools';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { AreaJumpLinks } from '../features/coaching-tools/area-jump-links.js';
import { PremiumInvitation } from '../features/coaching-tools/premium-invitation.js';
import { ToolGroupSection } from '../features/coaching-tools/tool-group-section.js';
import { groupByPrimaryDomain } from '../features/coaching-tools/tool-groups.js';
import '../features/coaching-tools/coaching-tools.css';

const groups = groupByPrimaryDomain(coachingTools);

export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const contentLang = language === 'en' ? undefined : 'en';
  const count = coachingTools.length;
  return (
    <div className="page coaching-tools">
      <PageMeta title={t('coachingTools.meta.title')} description={t('coachingTools.meta.description', { count })} />
      <h1>{t('coachingTools.title')}</h1>
      <p className="coaching-tools__intro">{t('coachingTools.intro', { count })}</p>
      {contentLang && <p className="coaching-tools__english-only">{t('coachingTools.englishOnly')}</p>}
      <PremiumInvitation />
      <AreaJumpLinks groups={groups} />
      {groups.map((group) => (
        <ToolGroupSection key={group.domainId} group={group} contentLang={contentLang} />
      ))}
      <div className="coaching-tools__assessment">
        <p>{t('coachingTools.assessment.body')}</p>
        <Link to={to('/assessment')} className="button button--large">
          {t('coachingTools.assessment.link')}
        </Link>
      </div>
      {/* A long page: the offer again at its end, where a convinced reader arrives (English only). */}
      <PremiumInvitation />
    </div>
  );
}
