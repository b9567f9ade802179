import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_KINDS, FOLLOW_UP_MESSAGES, MAILING_LIST_CONSENT_TEXT } from '@lifewheel/contracts';
import { followUps } from '../../i18n/locales/en/follow-ups.js';
import { FOLLOW_UP_FIELDS } from './follow-up-fields.js';
import { KIND_TEXT_KEY } from './follow-up-kind-text.js';

describe('follow-ups English texts', () => {
  it('shows exactly the consent sentence the server stores as agreed to', () => {
    expect(followUps.fields.consent.label).toBe(MAILING_LIST_CONSENT_TEXT);
  });

  it("has every contract message under its key, in the server's words", () => {
    expect(followUps.messages).toEqual(FOLLOW_UP_MESSAGES);
  });

  it('has a title, description, button and confirmation for every kind, and a label for every field', () => {
    for (const kind of FOLLOW_UP_KINDS) {
      const texts = followUps.kinds[KIND_TEXT_KEY[kind]];
      expect(texts.title && texts.description && texts.submit && texts.confirmation).toBeTruthy();
      for (const field of FOLLOW_UP_FIELDS[kind]) {
        const fieldTexts: { label: string; hint?: string } = followUps.fields[field.textKey];
        expect(fieldTexts.label).toBeTruthy();
        if (field.hint) {
          expect(field.hint).toBe(`followUps.fields.${field.textKey}.hint`);
          expect(fieldTexts.hint).toBeTruthy();
        }
      }
    }
  });

  it('tells a mailing-list signup to confirm from the inbox, and how long the link works', () => {
    expect(followUps.kinds.mailingList.confirmation).toMatch(/inbox/);
    expect(followUps.confirm.expired).toContain('{{days}}');
  });
});
