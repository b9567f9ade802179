import 'i18next';
import type { EnglishBundle } from './translation.js';

// Keys are checked against the English bundle, which every other language mirrors: a key that
// does not exist is a type error instead of raw text on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishBundle };
    returnNull: false;
  }
}
