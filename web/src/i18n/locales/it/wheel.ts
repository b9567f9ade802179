import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Dai un nome alla ruota',
    wheelNameTooLong: 'Il nome della ruota può avere al massimo 50 caratteri',
    domainNameRequired: 'Dai un nome all’area',
    domainNameTooLong: 'Il nome dell’area può avere al massimo 30 caratteri',
    invalidColor: 'Formato del colore non valido',
    tooFewDomains: 'Servono almeno 3 aree',
    tooManyDomains: 'Sono consentite al massimo 12 aree',
    duplicateDomainName: 'Ogni area deve avere un nome diverso',
    descriptorTooLong: 'La descrizione può avere al massimo 120 caratteri',
    descriptorNotText: 'La descrizione deve essere un testo',
  },
} satisfies Translation<EnglishBundle['wheel']>;
