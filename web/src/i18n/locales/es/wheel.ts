import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'La rueda necesita un nombre',
    wheelNameTooLong: 'El nombre de la rueda puede tener como máximo 50 caracteres',
    domainNameRequired: 'El área necesita un nombre',
    domainNameTooLong: 'El nombre del área puede tener como máximo 30 caracteres',
    invalidColor: 'El formato del color no es válido',
    tooFewDomains: 'Se necesitan al menos 3 áreas',
    tooManyDomains: 'Se permiten como máximo 12 áreas',
    duplicateDomainName: 'Cada área necesita un nombre distinto',
    descriptorTooLong: 'La descripción puede tener como máximo 120 caracteres',
    descriptorNotText: 'La descripción debe ser un texto',
  },
} satisfies Translation<EnglishBundle['wheel']>;
