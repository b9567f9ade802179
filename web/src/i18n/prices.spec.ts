import { describe, expect, it } from 'vitest';
import { leaves, type TextTree } from './checks/text-tree.js';

// Issue 25: "The price is written in one place." Billing's amount (PREMIUM_PRICE_CENTS) reaches the
// page through usePremiumPrice and is formatted for the reader; a translation takes it as
// `{{price}}` and never writes an amount or a currency itself.
const files = import.meta.glob<Record<string, TextTree>>('./locales/*/*.ts', { eager: true });
// (Each index.ts only gathers the other files of its language.)

/** A currency written out: a sign with or without digits, an ISO code, or its name in one of our languages. */
const CURRENCY = new RegExp(
  [
    String.raw`\$(?!t\()`, // "$10", "10 $", "US$ 10"; not i18next's $t( nesting
    '[€£¥₹₩₫₺₽]',
    String.raw`\b(?:USD|EUR|GBP|JPY)\b`,
    String.raw`\bdollars?\b`, // en, fr, nl, sv, de (Dollar)
    String.raw`\bdollari\b`, // it
    String.raw`\bd[oó]lar(?:es)?\b`, // es, pt, tr, id
    String.raw`\bdolyar\b`, // fil
    String.raw`\bdola\b`, // sw
    'đô la', // vi
    'доллар', // ru
    'डॉलर', // hi
    'ดอลลาร์', // th
    '달러', // ko
    '美元', // zh
    'ドル', // ja
    'دولار', // ar
  ].join('|'),
  'iu',
);

const texts = Object.entries(files)
  .filter(([file]) => !file.endsWith('/index.ts'))
  .flatMap(([file, exports]) =>
    Object.values(exports).flatMap((tree) => (typeof tree === 'object' ? [...leaves(tree)].map(([path, text]) => ({ file, path, text })) : [])),
  );

describe('prices in the translations', () => {
  it('the check recognises an amount written out in each of our languages', () => {
    const written = [
      'for just $10.',
      'für nur 10 $.',
      'por apenas US$ 10.',
      '価格はわずか10ドルです。',
      'مقابل 10 دولارات فقط',
      'только 10 долларов',
      'сейчас 10 €',
      'chỉ với 10 đô la',
      'ในราคาเพียง 10 ดอลลาร์',
      '단 10달러예요',
      '只需 10 美元',
      'सिर्फ़ 10 डॉलर में',
      'por solo 10 dólares',
      'a soli 10 dollari',
      'kwa dola 10 tu',
      '10 USD',
    ];
    expect(written.filter((text) => !CURRENCY.test(text))).toEqual([]);
    expect(CURRENCY.test('for just {{price}}.')).toBe(false);
  });

  it('none writes an amount or a currency: each takes {{price}}', () => {
    expect(texts.length).toBeGreaterThan(1000);
    const written = texts.filter(({ text }) => CURRENCY.test(text)).map(({ file, path, text }) => `${file} ${path}: ${text}`);
    expect(written).toEqual([]);
  });
});
