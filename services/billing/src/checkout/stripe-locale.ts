import type Stripe from 'stripe';
import type { Language } from '@lifewheel/contracts';

/**
 * The locales Stripe Checkout names in the SDK's union, without its open `string & {}` member (which
 * would let any typo through): a value here is one Stripe really translates its page into.
 */
type NamedLocale<L> = L extends string ? (string extends L ? never : L) : never;
export type StripeCheckoutLocale = NamedLocale<Stripe.Checkout.SessionCreateParams.Locale>;

/**
 * Our language code to the locale Stripe Checkout opens in: one table, every language listed (the
 * compiler refuses a missing one). `auto` where Stripe has no page in that language (Arabic,
 * Swahili): Stripe then follows the browser instead of forcing English.
 */
export const STRIPE_CHECKOUT_LOCALE = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  it: 'it',
  pt: 'pt',
  nl: 'nl',
  'zh-CN': 'zh',
  'zh-TW': 'zh-TW',
  ja: 'ja',
  ko: 'ko',
  ar: 'auto',
  ru: 'ru',
  hi: 'hi-IN',
  'pt-BR': 'pt-BR',
  'es-MX': 'es-419',
  'pt-PT': 'pt',
  sv: 'sv',
  tr: 'tr',
  id: 'id',
  vi: 'vi',
  th: 'th',
  sw: 'auto',
  fil: 'fil',
} as const satisfies Record<Language, StripeCheckoutLocale>;

export const stripeCheckoutLocale = (language: Language): StripeCheckoutLocale => STRIPE_CHECKOUT_LOCALE[language];
