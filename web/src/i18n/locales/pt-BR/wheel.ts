import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Dê um nome à roda',
    wheelNameTooLong: 'O nome da roda pode ter no máximo 50 caracteres',
    domainNameRequired: 'Dê um nome à área',
    domainNameTooLong: 'O nome da área pode ter no máximo 30 caracteres',
    invalidColor: 'Formato de cor inválido',
    tooFewDomains: 'São necessárias pelo menos 3 áreas',
    tooManyDomains: 'São permitidas no máximo 12 áreas',
    duplicateDomainName: 'Cada área precisa de um nome diferente',
    descriptorTooLong: 'A descrição pode ter no máximo 120 caracteres',
    descriptorNotText: 'A descrição precisa ser um texto',
  },
} satisfies Translation<EnglishBundle['wheel']>;
