import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const template = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

// The content pages' template (issue 20) must stay the app's in all but the script it loads: a head
// change made in one (a meta tag, the icon) and forgotten in the other would differ by page type.
describe('HTML templates', () => {
  it("content.html is index.html with the content entry in place of the app's boot script", () => {
    const app = template('./index.html');
    expect(app).toContain('src="/src/boot.ts"');
    expect(template('./content.html')).toBe(app.replace('src="/src/boot.ts"', 'src="/src/content-entry.ts"'));
  });
});
