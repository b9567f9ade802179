import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Укажите название колеса',
    wheelNameTooLong: 'Название колеса должно быть не длиннее 50 символов',
    domainNameRequired: 'Укажите название сферы',
    domainNameTooLong: 'Название сферы должно быть не длиннее 30 символов',
    invalidColor: 'Неверный формат цвета',
    tooFewDomains: 'Нужно не меньше 3 сфер',
    tooManyDomains: 'Можно не больше 12 сфер',
    duplicateDomainName: 'У каждой сферы должно быть своё название',
    descriptorTooLong: 'Описание должно быть не длиннее 120 символов',
    descriptorNotText: 'Описание должно быть текстом',
  },
} satisfies Translation<EnglishBundle['wheel']>;
