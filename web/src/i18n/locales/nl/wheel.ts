import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Geef je wiel een naam',
    wheelNameTooLong: 'De naam van het wiel mag hoogstens 50 tekens lang zijn',
    domainNameRequired: 'Geef het gebied een naam',
    domainNameTooLong: 'De naam van het gebied mag hoogstens 30 tekens lang zijn',
    invalidColor: 'Ongeldige kleurnotatie',
    tooFewDomains: 'Minstens 3 gebieden nodig',
    tooManyDomains: 'Maximaal 12 gebieden toegestaan',
    duplicateDomainName: 'Elk gebied heeft een eigen naam nodig',
    descriptorTooLong: 'De beschrijving mag hoogstens 120 tekens lang zijn',
    descriptorNotText: 'De beschrijving moet tekst zijn',
  },
} satisfies Translation<EnglishBundle['wheel']>;
