import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Kailangan ang pangalan ng gulong',
    wheelNameTooLong: 'Hanggang 50 character lang ang pangalan ng gulong',
    domainNameRequired: 'Kailangan ang pangalan ng larangan',
    domainNameTooLong: 'Hanggang 30 character lang ang pangalan ng larangan',
    invalidColor: 'Hindi tama ang format ng kulay',
    tooFewDomains: 'Kailangan ng hindi bababa sa 3 larangan',
    tooManyDomains: 'Hanggang 12 larangan lang ang puwede',
    duplicateDomainName: 'Kailangang magkakaiba ang pangalan ng bawat larangan',
    descriptorTooLong: 'Hanggang 120 character lang ang paglalarawan',
    descriptorNotText: 'Dapat ay teksto ang paglalarawan',
  },
} satisfies Translation<EnglishBundle['wheel']>;
