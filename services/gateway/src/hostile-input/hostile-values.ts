import fc from 'fast-check';

/**
 * Values a careless or hostile client sends: the building blocks of the hostile-input suite's
 * bodies, path segments, query strings and headers. Sizes are capped so thousands of cases fit in
 * well under two minutes; the body limit (64 KB) is still crossed now and then.
 */

/** `text` with each lone surrogate replaced by U+FFFD: what can go into a URL or header (String#toWellFormed, before ES2024 typings). */
export const wellFormed = (text: string): string => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Strings that have broken servers before: NUL, lone surrogates, injections, traversal, look-alikes. */
const NOTORIOUS_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\ufeff',
  '\u202eevil',
  '\u00e9\u0301',
  '😀'.repeat(50),
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%ff%fe',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  'true',
  '0x10',
  'ana@example.test',
  'ANA@EXAMPLE.TEST ',
  'a@b',
  '00000000-0000-0000-0000-000000000000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '\r\nSet-Cookie: x=1',
  'javascript:alert(1)',
  '//evil.example',
];

const loneSurrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 4 });

/** Ordinary text with a NUL or an unpaired surrogate inside: valid JSON, but nothing PostgreSQL stores. */
export const brokenUnicode: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\ud800', '\udfff', '\udc00\ud800'), fc.string({ maxLength: 12 }))
  .map(([before, broken, after]) => `${before}${broken}${after}`);

/** Any string: notorious ones, random Unicode (every code point), lone surrogates, and long ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NOTORIOUS_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: loneSurrogates, weight: 1 },
  { arbitrary: brokenUnicode, weight: 2 },
  { arbitrary: fc.constantFrom(1_000, 10_000, 60_000).map((length) => 'ä'.repeat(length)), weight: 1 },
);

/** Numbers JSON can carry that a schema rarely expects. */
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE, 2 ** 31, -(2 ** 63)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays and objects nested `depth` levels deep (deep enough to cross the edge's 32 levels, small enough for fast-check to shrink). */
export const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
};

/** Any JSON value of a wrong or surprising kind, small or big, flat or deep. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        hostileString.filter((key) => key.length < 200),
        fc.constantFrom('__proto__', 'constructor', ''),
      ),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
    fc.integer({ min: 20, max: 40 }).map((depth) => nested(depth, 1)),
    fc.constantFrom(500, 5_000).map((length) => Array.from({ length }, (_, index) => index)),
  ),
})).value;

/** A path segment as it goes on the wire: hostile text percent-encoded, or raw spellings of traversal and broken encodings. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString.filter((text) => text.length > 0 && text.length < 5_000).map((text) => encodeURIComponent(wellFormed(text))), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '..%2f..%2fetc%2fpasswd',
      '%2F',
      '%5C',
      '%00',
      '%ff%fe',
      '%c0%ae%c0%ae',
      '%e0%a4%a',
      '%',
      '%%32%65',
      '%ed%a0%80',
      ';a=b',
      'a;jsessionid=1',
      '%20',
      '~',
      'CON',
    ),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(200, 2_000, 12_000).map((length) => 'x'.repeat(length)), weight: 1 },
);

/** A query-string value as it goes on the wire; the suite also repeats keys and uses `key[x]=` to make arrays and objects. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((text) => text.length < 5_000).map((text) => encodeURIComponent(wellFormed(text))),
  fc.constantFrom('%', '%ff', '%00', '%e0%a4%a', '+', '&', '=', '%26%3D'),
);
