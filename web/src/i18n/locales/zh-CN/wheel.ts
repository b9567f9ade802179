import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: '请填写生命之轮名称',
    wheelNameTooLong: '生命之轮名称不能超过 50 个字符',
    domainNameRequired: '请填写领域名称',
    domainNameTooLong: '领域名称不能超过 30 个字符',
    invalidColor: '颜色格式无效',
    tooFewDomains: '至少需要 3 个领域',
    tooManyDomains: '最多只能有 12 个领域',
    duplicateDomainName: '每个领域的名称都不能重复',
    descriptorTooLong: '描述不能超过 120 个字符',
    descriptorNotText: '描述必须是文字',
  },
} satisfies Translation<EnglishBundle['wheel']>;
