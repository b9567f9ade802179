import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: '請填寫生命之輪名稱',
    wheelNameTooLong: '生命之輪名稱不能超過 50 個字元',
    domainNameRequired: '請填寫領域名稱',
    domainNameTooLong: '領域名稱不能超過 30 個字元',
    invalidColor: '顏色格式無效',
    tooFewDomains: '至少需要 3 個領域',
    tooManyDomains: '最多只能有 12 個領域',
    duplicateDomainName: '每個領域的名稱都不能重複',
    descriptorTooLong: '描述不能超過 120 個字元',
    descriptorNotText: '描述必須是文字',
  },
} satisfies Translation<EnglishBundle['wheel']>;
