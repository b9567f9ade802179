import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Vui lòng nhập tên bánh xe',
    wheelNameTooLong: 'Tên bánh xe không được dài quá 50 ký tự',
    domainNameRequired: 'Vui lòng nhập tên lĩnh vực',
    domainNameTooLong: 'Tên lĩnh vực không được dài quá 30 ký tự',
    invalidColor: 'Định dạng màu không hợp lệ',
    tooFewDomains: 'Cần ít nhất 3 lĩnh vực',
    tooManyDomains: 'Tối đa 12 lĩnh vực',
    duplicateDomainName: 'Mỗi lĩnh vực cần một tên khác nhau',
    descriptorTooLong: 'Mô tả không được dài quá 120 ký tự',
    descriptorNotText: 'Mô tả phải là văn bản',
  },
} satisfies Translation<EnglishBundle['wheel']>;
