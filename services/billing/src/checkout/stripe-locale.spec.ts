import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@lifewheel/contracts';
import { STRIPE_CHECKOUT_LOCALE, stripeCheckoutLocale } from './stripe-locale.js';

/**
 * The locales the installed `stripe` SDK declares for `Checkout.SessionCreateParams.Locale`, read
 * from its own type declarations: an SDK upgrade that drops a locale fails this test.
 */
function sdkCheckoutLocales(): Set<string> {
  const entry = createRequire(import.meta.url).resolve('stripe');
  let root = dirname(entry);
  while (!root.endsWith('node_modules/stripe')) root = dirname(root);
  const declarations = readFileSync(join(root, 'cjs/resources/Checkout/Sessions.d.ts'), 'utf8');
  const createParams = declarations.slice(declarations.indexOf('interface SessionCreateParams'));
  const union = /type Locale = ([^;]+);/.exec(createParams)?.[1];
  if (!union) throw new Error('SessionCreateParams.Locale not found in the stripe SDK declarations');
  return new Set([...union.matchAll(/'([^']+)'/g)].map((match) => match[1]!));
}

describe('the Stripe Checkout locale table', () => {
  const supported = sdkCheckoutLocales();

  it('reads a plausible list from the SDK', () => {
    expect(supported.has('auto')).toBe(true);
    expect(supported.has('ja')).toBe(true);
    expect(supported.size).toBeGreaterThan(30);
  });

  it.each(LANGUAGES)('maps %s to a locale the SDK lists', (language) => {
    const locale = stripeCheckoutLocale(language);
    expect(locale).toBeTruthy();
    expect(supported.has(locale), `${language} -> ${locale}`).toBe(true);
  });

  it('lists exactly our 24 languages, no more', () => {
    expect(Object.keys(STRIPE_CHECKOUT_LOCALE).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGES).toHaveLength(24);
  });

  it('uses a language-specific locale wherever Stripe has one, and auto only where it has none', () => {
    expect(STRIPE_CHECKOUT_LOCALE).toMatchObject({ hi: 'hi-IN', 'es-MX': 'es-419', 'zh-CN': 'zh', 'zh-TW': 'zh-TW', 'pt-BR': 'pt-BR', ar: 'auto', sw: 'auto' });
    for (const language of LANGUAGES) {
      const locale = STRIPE_CHECKOUT_LOCALE[language];
      // A language whose own code (or base code) Stripe lists must not fall back to auto.
      const base = language.split('-')[0]!;
      if (supported.has(language) || supported.has(base)) expect(locale, language).not.toBe('auto');
    }
  });
});
