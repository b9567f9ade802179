import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'ホイール名を入力してください',
    wheelNameTooLong: 'ホイール名は50文字以内で入力してください',
    domainNameRequired: '領域名を入力してください',
    domainNameTooLong: '領域名は30文字以内で入力してください',
    invalidColor: '色の形式が正しくありません',
    tooFewDomains: '領域は3つ以上必要です',
    tooManyDomains: '領域は最大12個までです',
    duplicateDomainName: '領域にはそれぞれ異なる名前を付けてください',
    descriptorTooLong: '説明は120文字以内で入力してください',
    descriptorNotText: '説明はテキストで入力してください',
  },
} satisfies Translation<EnglishBundle['wheel']>;
