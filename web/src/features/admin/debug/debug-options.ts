import type { DeviceClass, ErrorGroupStatus, FunnelPeriodDays, Language } from '@lifewheel/contracts';

// The filters' choices, as the contracts list them. Written out here rather than imported as
// values: the contract files that hold those lists also build zod schemas at load time, and
// importing them (or the language list) from this lazy chunk made the bundler split the
// languages module out of its first-visit chunk into one more script for every public page
// (e2e/bundle-budget). `Every` makes a choice the contract adds and this list lacks a type error.
type Every<Union, List extends readonly Union[]> = [Exclude<Union, List[number]>] extends [never] ? List : never;

export const ERROR_STATUS_CHOICES = ['open', 'resolved', 'ignored'] as const satisfies readonly ErrorGroupStatus[];
export const FUNNEL_PERIOD_CHOICES = [1, 7, 30] as const satisfies readonly FunnelPeriodDays[];
export const LANGUAGE_CHOICES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'ar',
  'ru',
  'hi',
  'pt-BR',
  'es-MX',
  'pt-PT',
  'sv',
  'tr',
  'id',
  'vi',
  'th',
  'sw',
  'fil',
] as const satisfies readonly Language[];
export const DEVICE_CHOICES = ['mobile', 'tablet', 'desktop'] as const satisfies readonly DeviceClass[];

// Completeness, checked by the compiler.
const allStatuses: Every<ErrorGroupStatus, typeof ERROR_STATUS_CHOICES> = ERROR_STATUS_CHOICES;
const allPeriods: Every<FunnelPeriodDays, typeof FUNNEL_PERIOD_CHOICES> = FUNNEL_PERIOD_CHOICES;
const allLanguages: Every<Language, typeof LANGUAGE_CHOICES> = LANGUAGE_CHOICES;
const allDevices: Every<DeviceClass, typeof DEVICE_CHOICES> = DEVICE_CHOICES;
void [allStatuses, allPeriods, allLanguages, allDevices];
