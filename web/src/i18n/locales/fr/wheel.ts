import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Le nom de la roue est obligatoire',
    wheelNameTooLong: 'Le nom de la roue ne doit pas dépasser 50 caractères',
    domainNameRequired: 'Le nom du domaine est obligatoire',
    domainNameTooLong: 'Le nom du domaine ne doit pas dépasser 30 caractères',
    invalidColor: 'Format de couleur non valide',
    tooFewDomains: 'Il faut au moins 3 domaines',
    tooManyDomains: '12 domaines au maximum',
    duplicateDomainName: 'Chaque domaine doit avoir un nom différent',
    descriptorTooLong: 'La description ne doit pas dépasser 120 caractères',
    descriptorNotText: 'La description doit être du texte',
  },
} satisfies Translation<EnglishBundle['wheel']>;
