import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PREMIUM_KINDS, premiumFilesIn } from './premium-files.js';

// A data folder of its own: English and German complete, Spanish with one kind missing, Portuguese
// complete with a Brazilian file over it.
const root = mkdtempSync(join(tmpdir(), 'lifewheel-premium-'));
mkdirSync(join(root, 'premium'));
mkdirSync(join(root, 'public'));
const write = (name: string, value: unknown) => writeFileSync(join(root, 'premium', name), JSON.stringify(value));
for (const kind of PREMIUM_KINDS) {
  write(`${kind}.en.json`, { a: { text: `${kind} in English`, more: 'English' } });
  write(`${kind}.de.json`, { a: { text: `${kind} auf Deutsch`, more: 'Deutsch' } });
  write(`${kind}.pt.json`, { a: { text: `${kind} em português`, more: 'português' } });
}
write('coaching-tools.es.json', { a: { text: 'en español' } });
write('plans.es.json', { a: { text: 'en español' } });
write('plans.pt-BR.json', { a: { text: 'plano do Brasil' } });
writeFileSync(join(root, 'public', 'coaching-tools.pt.json'), JSON.stringify({ a: { title: 'Título', summary: 'Resumo' } }));
writeFileSync(join(root, 'public', 'coaching-tools.pt-BR.json'), JSON.stringify({ a: { summary: 'Resumo do Brasil' } }));
const files = premiumFilesIn(pathToFileURL(`${join(root, 'premium')}/`), pathToFileURL(`${join(root, 'public')}/`));

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('premiumContentLanguage', () => {
  it('serves a language its own texts only when all three kinds are written', () => {
    expect(files.premiumContentLanguage('en')).toBe('en');
    expect(files.premiumContentLanguage('de')).toBe('de');
    // Half a library would mislead: Spanish lacks its deep dives, so Spanish readers get English.
    expect(files.premiumContentLanguage('es')).toBe('en');
    expect(files.premiumContentLanguage('ja')).toBe('en');
  });

  it('serves a regional language its parent’s texts when it has no files of its own', () => {
    expect(files.premiumContentLanguage('pt-BR')).toBe('pt');
    expect(files.premiumContentLanguage('es-MX')).toBe('en');
  });

  it('answers anything that is not a language code with English, never a file elsewhere', () => {
    for (const name of ['', 'constructor', '__proto__', '../premium/de', 'de/../de', 'DE']) expect(files.premiumContentLanguage(name), name).toBe('en');
  });
});

describe('premiumFile', () => {
  it('reads a language’s file, and a regional one over its parent’s, key by key', () => {
    expect(files.premiumFile('plans', 'de')).toEqual({ a: { text: 'plans auf Deutsch', more: 'Deutsch' } });
    expect(files.premiumFile('plans', 'pt-BR')).toEqual({ a: { text: 'plano do Brasil', more: 'português' } });
  });

  it('refuses a language that has no such file', () => {
    expect(() => files.premiumFile('deep-dives', 'es')).toThrow(RangeError);
  });
});

describe('publicToolTexts', () => {
  it('gives the public titles and summaries, a regional language’s over its parent’s, and nothing for an unknown code', () => {
    expect(files.publicToolTexts('pt-BR')).toEqual({ a: { title: 'Título', summary: 'Resumo do Brasil' } });
    expect(files.publicToolTexts('../public/coaching-tools.pt')).toEqual({});
  });
});
