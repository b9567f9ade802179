import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Çarkın bir adı olmalı',
    wheelNameTooLong: 'Çarkın adı en fazla 50 karakter olabilir',
    domainNameRequired: 'Alanın bir adı olmalı',
    domainNameTooLong: 'Alanın adı en fazla 30 karakter olabilir',
    invalidColor: 'Geçersiz renk biçimi',
    tooFewDomains: 'En az 3 alan gerekli',
    tooManyDomains: 'En fazla 12 alan eklenebilir',
    duplicateDomainName: 'Her alanın farklı bir adı olmalı',
    descriptorTooLong: 'Açıklama en fazla 120 karakter olabilir',
    descriptorNotText: 'Açıklama metin olmalı',
  },
} satisfies Translation<EnglishBundle['wheel']>;
