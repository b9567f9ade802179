import { assessment } from './assessment.js';
import { common } from './common.js';
import { customize } from './customize.js';
import { domains } from './domains.js';
import { home } from './home.js';
import { results } from './results.js';
import { wheel } from './wheel.js';

/** The English bundle: every key the app uses. Other languages mirror its shape. */
export const en = { common, domains, home, assessment, results, customize, wheel };
