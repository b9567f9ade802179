import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'โปรดใส่ชื่อวงล้อ',
    wheelNameTooLong: 'ชื่อวงล้อต้องยาวไม่เกิน 50 ตัวอักษร',
    domainNameRequired: 'โปรดใส่ชื่อด้าน',
    domainNameTooLong: 'ชื่อด้านต้องยาวไม่เกิน 30 ตัวอักษร',
    invalidColor: 'รูปแบบสีไม่ถูกต้อง',
    tooFewDomains: 'ต้องมีอย่างน้อย 3 ด้าน',
    tooManyDomains: 'มีได้สูงสุด 12 ด้าน',
    duplicateDomainName: 'แต่ละด้านต้องมีชื่อไม่ซ้ำกัน',
    descriptorTooLong: 'คำอธิบายต้องยาวไม่เกิน 120 ตัวอักษร',
    descriptorNotText: 'คำอธิบายต้องเป็นข้อความ',
  },
} satisfies Translation<EnglishBundle['wheel']>;
