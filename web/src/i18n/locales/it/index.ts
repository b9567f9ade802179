import type { LanguageBundle } from '../../translation.js';
import { account } from './account.js';
import { assessment } from './assessment.js';
import { auth } from './auth.js';
import { coachingTools } from './coaching-tools.js';
import { common } from './common.js';
import { customize } from './customize.js';
import { domains } from './domains.js';
import { home } from './home.js';
import { premium } from './premium.js';
import { results } from './results.js';
import { wheel } from './wheel.js';

export const bundle: LanguageBundle = {
  common,
  domains,
  home,
  assessment,
  results,
  customize,
  wheel,
  coachingTools,
  auth,
  premium,
  account,
};
