import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { FOCUS_REMINDER_DAYS, LANGUAGES, directionOf, type FocusReminderDay } from '@lifewheel/contracts';
import { DOMAIN_TEXT_LANGUAGES, domainTexts } from '@lifewheel/content/domain-names';
import type { DefaultDomainId } from '@lifewheel/wheel';
import { extraHeaders } from '../email-headers.js';
import { FOCUS_REMINDER_EMAIL_TEXTS, type FocusReminderEmailTexts } from './focus-reminder-email-texts.js';
import { focusReminderEmail } from './focus-reminder-email.js';

const FOCUS_ID = '3f0c2a9e-0000-4000-8000-000000000007';
const TOKEN = 'S'.repeat(43);
const SITE = 'https://wheel.example.org';
const secretsIn = (language: string) => ({
  to: 'ana@example.com',
  rerateUrl: `${SITE}/${language}/premium/focus/${FOCUS_ID}/rerate`,
  stopUrl: `${SITE}/${language}/focus-reminders/stop/${TOKEN}`,
  oneClickStopUrl: `${SITE}/api/focus-reminders/stop?token=${TOKEN}`,
});
const render = (language: string, day: FocusReminderDay = 7, domain: DefaultDomainId = 'physical-health', opened = secretsIn(language), siteUrl = SITE) =>
  focusReminderEmail({ focusId: FOCUS_ID, day, domain, language, siteUrl, secrets: 'sealed' }, opened);

/** Every text of one language's set, with where it sits. */
const textsOf = (texts: FocusReminderEmailTexts): [string, string][] => [
  ...FOCUS_REMINDER_DAYS.flatMap((day) => Object.entries(texts.days[day]).map(([key, text]): [string, string] => [`days.${day}.${key}`, text])),
  ['rerateButton', texts.rerateButton],
  ['why', texts.why],
  ['stopLink', texts.stopLink],
];

describe('focus reminder email', () => {
  const english = FOCUS_REMINDER_EMAIL_TEXTS['en']!;

  it.each(LANGUAGES)('is written in %s, with every text, and names the domain in that language', (language) => {
    const texts = FOCUS_REMINDER_EMAIL_TEXTS[language];
    expect(texts).toBeDefined();
    const own = textsOf(texts!);
    expect(own.map(([path]) => path)).toEqual(textsOf(english).map(([path]) => path));
    for (const [path, text] of own) expect(text.trim().length, path).toBeGreaterThan(1);
    // The texts that speak of the domain keep the place its name goes.
    for (const day of FOCUS_REMINDER_DAYS) {
      expect(texts!.days[day].subject, `${language} day ${day}`).toContain('{domain}');
      expect(texts!.days[day].intro, `${language} day ${day}`).toContain('{domain}');
    }
    if (language !== 'en') expect(texts!.days[7].intro).not.toBe(english.days[7].intro);

    const name = domainTexts(language)['physical-health'].name;
    for (const day of FOCUS_REMINDER_DAYS) {
      const message = render(language, day);
      expect(message.language).toBe(language);
      expect(message.subject).toBe(texts!.days[day].subject.replaceAll('{domain}', name));
      expect(message.text).toContain(texts!.days[day].intro.replaceAll('{domain}', name));
      expect(message.text).not.toContain('{domain}');
      expect(message.html).not.toContain('{domain}');
      expect(message.html).toContain(`<html lang="${language}" dir="${directionOf(language)}">`);
    }
  });

  it('has domain names in exactly the languages the site speaks', () => {
    expect([...DOMAIN_TEXT_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  it('checks in midway on day 7 and closes the 30 days on day 30', () => {
    expect(render('en', 7, 'family').subject).toBe('A week into your focus on Family');
    const closing = render('en', 30, 'family');
    expect(closing.subject).toBe('Your 30 days of focus on Family are done');
    expect(closing.text).toContain('Re-rate Family to see how far it has moved since you started.');
    expect(closing.text).toContain('choose what comes next');
  });

  it('names the domain as the web pages do in that language', () => {
    expect(render('de', 7, 'physical-health').subject).toBe('Eine Woche Fokus auf „Körperliche Gesundheit“');
    expect(render('es-MX', 7, 'fun-recreation').text).toContain('Diversión y tiempo libre');
    expect(render('es', 7, 'fun-recreation').text).toContain('Ocio y diversión');
  });

  it('writes Arabic right to left', () => {
    expect(render('ar').html).toContain('<html lang="ar" dir="rtl">');
  });

  it('leads with the re-rate link and carries the stop page, in the text and the HTML, to the sealed address', () => {
    const message = render('fr', 30);
    const { rerateUrl, stopUrl } = secretsIn('fr');
    expect(message.to).toBe('ana@example.com');
    expect(message.text).toContain(`Réévaluer maintenant: ${rerateUrl}`);
    expect(message.text).toContain(`Arrêter les rappels de ce focus: ${stopUrl}`);
    expect(message.text.indexOf(rerateUrl)).toBeLessThan(message.text.indexOf(stopUrl));
    // The button is the first link of the body.
    const links = [...message.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links[0]).toBe(rerateUrl);
    expect(links).toContain(stopUrl);
  });

  it('offers RFC 8058 one-click stop first, then the stop page, in headers the sender accepts', () => {
    const { oneClickStopUrl, stopUrl } = secretsIn('sv');
    const headers = render('sv').headers;
    expect(headers).toEqual({
      'List-Unsubscribe': `<${oneClickStopUrl}>, <${stopUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(extraHeaders(headers)).toEqual(headers);
  });

  it('falls back to the base language, then English', () => {
    expect(render('es-AR').language).toBe('es');
    expect(render('es-AR').subject).toBe('Una semana centrándote en Salud física');
    expect(render('xx', 7, 'friends').subject).toBe('A week into your focus on Friends');
  });

  it('escapes what it puts into HTML', () => {
    const opened = { ...secretsIn('en'), rerateUrl: 'https://example.org/r?x=1&y="2"', stopUrl: 'https://example.org/s<b>' };
    const odd = render('en', 7, 'career-vocation', opened, 'https://example.org/a"b<c>');
    // The English name has an ampersand of its own.
    expect(odd.html).toContain('Career &#38; Vocation');
    expect(odd.html).not.toContain('Career & Vocation');
    expect(odd.html).not.toContain('a"b<c>');
    expect(odd.html).toContain('a&#34;b&#60;c&#62;');
    expect(odd.html).toContain('href="https://example.org/r?x=1&#38;y=&#34;2&#34;"');
    expect(odd.html).not.toContain('<b>');
    expect(odd.text).toContain('Career & Vocation');
  });

  it('fails the job at once for a day or a domain assessments never sends', () => {
    expect(() => render('en', 14 as FocusReminderDay)).toThrow(UnrecoverableError);
    expect(() => render('en', 7, 'cooking' as DefaultDomainId)).toThrow(UnrecoverableError);
  });
});
