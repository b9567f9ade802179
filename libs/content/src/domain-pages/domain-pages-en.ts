// The English pages, for the content checks: the web app loads each page's file itself, one
// language and one domain at a time (web/src/features/domain-pages/domain-page-files.ts).
import careerVocation from '../data/domain-pages/en/career-vocation.json' with { type: 'json' };
import financialWellbeing from '../data/domain-pages/en/financial-wellbeing.json' with { type: 'json' };
import physicalHealth from '../data/domain-pages/en/physical-health.json' with { type: 'json' };
import emotionalWellbeing from '../data/domain-pages/en/emotional-wellbeing.json' with { type: 'json' };
import family from '../data/domain-pages/en/family.json' with { type: 'json' };
import friends from '../data/domain-pages/en/friends.json' with { type: 'json' };
import relationshipsLove from '../data/domain-pages/en/relationships-love.json' with { type: 'json' };
import communityGiving from '../data/domain-pages/en/community-giving.json' with { type: 'json' };
import funRecreation from '../data/domain-pages/en/fun-recreation.json' with { type: 'json' };
import physicalEnvironment from '../data/domain-pages/en/physical-environment.json' with { type: 'json' };
import personalGrowth from '../data/domain-pages/en/personal-growth.json' with { type: 'json' };
import spirituality from '../data/domain-pages/en/spirituality.json' with { type: 'json' };
import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainPage } from '../types.js';

// Checked against the schema by the unit tests, like every content file.
export const domainPagesEn = {
  'career-vocation': careerVocation,
  'financial-wellbeing': financialWellbeing,
  'physical-health': physicalHealth,
  'emotional-wellbeing': emotionalWellbeing,
  family,
  friends,
  'relationships-love': relationshipsLove,
  'community-giving': communityGiving,
  'fun-recreation': funRecreation,
  'physical-environment': physicalEnvironment,
  'personal-growth': personalGrowth,
  spirituality,
} as Record<DefaultDomainId, DomainPage>;
