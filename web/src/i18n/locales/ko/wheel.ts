import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: '수레바퀴 이름을 입력해 주세요',
    wheelNameTooLong: '수레바퀴 이름은 50자 이하여야 해요',
    domainNameRequired: '영역 이름을 입력해 주세요',
    domainNameTooLong: '영역 이름은 30자 이하여야 해요',
    invalidColor: '색상 형식이 올바르지 않아요',
    tooFewDomains: '영역은 3개 이상 필요해요',
    tooManyDomains: '영역은 최대 12개까지 만들 수 있어요',
    duplicateDomainName: '영역마다 다른 이름을 붙여 주세요',
    descriptorTooLong: '설명은 120자 이하여야 해요',
    descriptorNotText: '설명은 텍스트로 입력해야 해요',
  },
} satisfies Translation<EnglishBundle['wheel']>;
