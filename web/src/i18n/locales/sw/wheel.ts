import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Jina la gurudumu linahitajika',
    wheelNameTooLong: 'Jina la gurudumu lisizidi herufi 50',
    domainNameRequired: 'Jina la eneo linahitajika',
    domainNameTooLong: 'Jina la eneo lisizidi herufi 30',
    invalidColor: 'Muundo wa rangi si sahihi',
    tooFewDomains: 'Angalau maeneo 3 yanahitajika',
    tooManyDomains: 'Maeneo yasizidi 12',
    duplicateDomainName: 'Kila eneo linahitaji jina tofauti',
    descriptorTooLong: 'Maelezo yasizidi herufi 120',
    descriptorNotText: 'Maelezo lazima yawe maandishi',
  },
} satisfies Translation<EnglishBundle['wheel']>;
