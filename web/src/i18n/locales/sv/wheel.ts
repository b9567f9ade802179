import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Hjulet behöver ett namn',
    wheelNameTooLong: 'Hjulets namn får vara högst 50 tecken',
    domainNameRequired: 'Området behöver ett namn',
    domainNameTooLong: 'Områdets namn får vara högst 30 tecken',
    invalidColor: 'Ogiltigt färgformat',
    tooFewDomains: 'Minst 3 områden krävs',
    tooManyDomains: 'Högst 12 områden är tillåtna',
    duplicateDomainName: 'Varje område behöver ett eget namn',
    descriptorTooLong: 'Beskrivningen får vara högst 120 tecken',
    descriptorNotText: 'Beskrivningen måste vara text',
  },
} satisfies Translation<EnglishBundle['wheel']>;
