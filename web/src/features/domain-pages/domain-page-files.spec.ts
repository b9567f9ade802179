import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { LANGUAGES } from '../../i18n/languages.js';
import { loadDomainPage } from './domain-page-files.js';

describe('loadDomainPage', () => {
  it.each(LANGUAGES)('finds every domain page in %s', async (language) => {
    const pages = await Promise.all(DEFAULT_DOMAIN_IDS.map((id) => loadDomainPage(language, id)));
    for (const page of pages) expect(page.intro.length).toBeGreaterThan(100);
  });

  it('builds a regional page from its parent with its own texts over it', async () => {
    const [parent, regional] = await Promise.all([loadDomainPage('pt', 'family'), loadDomainPage('pt-BR', 'family')]);
    // pt is written in Brazilian Portuguese, so pt-BR holds no text of its own yet.
    expect(regional).toEqual(parent);
    const [spain, mexico] = await Promise.all([loadDomainPage('es', 'family'), loadDomainPage('es-MX', 'family')]);
    expect(Object.keys(mexico)).toEqual(Object.keys(spain));
  });
});
