import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Bitte gib deinem Rad einen Namen',
    wheelNameTooLong: 'Der Name des Rads darf höchstens 50 Zeichen lang sein',
    domainNameRequired: 'Bitte gib dem Bereich einen Namen',
    domainNameTooLong: 'Der Name des Bereichs darf höchstens 30 Zeichen lang sein',
    invalidColor: 'Ungültiges Farbformat',
    tooFewDomains: 'Mindestens 3 Bereiche erforderlich',
    tooManyDomains: 'Höchstens 12 Bereiche möglich',
    duplicateDomainName: 'Jeder Bereich braucht einen eigenen Namen',
    descriptorTooLong: 'Die Beschreibung darf höchstens 120 Zeichen lang sein',
    descriptorNotText: 'Die Beschreibung muss Text sein',
  },
} satisfies Translation<EnglishBundle['wheel']>;
