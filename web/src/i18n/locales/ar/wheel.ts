import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'اسم العجلة مطلوب',
    wheelNameTooLong: 'يجب ألا يتجاوز اسم العجلة 50 حرفًا',
    domainNameRequired: 'اسم المجال مطلوب',
    domainNameTooLong: 'يجب ألا يتجاوز اسم المجال 30 حرفًا',
    invalidColor: 'صيغة اللون غير صحيحة',
    tooFewDomains: 'يلزم 3 مجالات على الأقل',
    tooManyDomains: 'الحد الأقصى 12 مجالًا',
    duplicateDomainName: 'يجب أن يكون لكل مجال اسم مختلف',
    descriptorTooLong: 'يجب ألا يتجاوز الوصف 120 حرفًا',
    descriptorNotText: 'يجب أن يكون الوصف نصًا',
  },
} satisfies Translation<EnglishBundle['wheel']>;
