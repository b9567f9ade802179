import type { ParseKeys } from 'i18next';
import type { en } from './locales/en/index.js';
import type { admin } from './locales/en/admin.js';
import type { dashboard } from './locales/en/dashboard.js';
import type { domainPages } from './locales/en/domain-pages.js';
import type { followUps } from './locales/en/follow-ups.js';
import type { premiumContent } from './locales/en/premium-content.js';
import type { shares } from './locales/en/shares.js';
import type { sheet } from './locales/en/sheet.js';
import type { workshops } from './locales/en/workshops.js';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : never;

/**
 * The shape another language gives to an English text tree: the same keys, any wording. Plural
 * keys (`count_one`, `count_other`) follow the language's own plural categories instead of
 * English's (Japanese needs only `_other`, Arabic six forms), so they are optional here; a unit
 * test checks that each language has exactly the categories `Intl.PluralRules` says it uses.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Translation<Item>[]
    : { [K in keyof T as K extends `${string}_${PluralSuffix}` ? never : K]: Translation<T[K]> } & {
        [K in `${PluralBase<keyof T & string>}_${PluralSuffix}`]?: string;
      };

/**
 * Every key `t` knows. The premium pages' texts are not in the bundle that ships with every page:
 * each language's `premium-content.ts` is its own chunk, added by `usePremiumContentTexts`, and so is
 * `shares.ts` (sharing results with a coach), added by `useShareTexts`, and `workshops.ts`, added by
 * `useWorkshopTexts`, and `sheet.ts` (the printable paper wheel), added by `useSheetTexts`, and the
 * texts of pages the assessment never shows (issue 20: each page fetches them before it renders):
 * `dashboard.ts` (`useDashboardTexts`), `follow-ups.ts` (What's Next and the email links,
 * `useFollowUpTexts`) and `domain-pages.ts` (`useDomainPageTexts`). The operations console's
 * (`admin`, English only) are the console's own chunk, added by `useAdminTexts`.
 */
export type EnglishBundle = typeof en & {
  premiumContent: typeof premiumContent;
  shares: typeof shares;
  workshops: typeof workshops;
  sheet: typeof sheet;
  dashboard: typeof dashboard;
  followUps: typeof followUps;
  domainPages: typeof domainPages;
  admin: typeof admin;
};

/** A key `t` accepts (i18next.d.ts): for state and helpers that hold a key to translate later. */
export type TranslationKey = ParseKeys;

/**
 * Every namespace of the English bundle, in every language: the signed-in and paid areas too
 * (issue 25). Domain pages and the tool library keep their English content under every prefix, but
 * the text around it is translated.
 */
type Namespaces = keyof typeof en;
export type LanguageBundle = { [N in Namespaces]: Translation<EnglishBundle[N]> };
