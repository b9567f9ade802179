import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'Nama roda wajib diisi',
    wheelNameTooLong: 'Nama roda maksimal 50 karakter',
    domainNameRequired: 'Nama bidang wajib diisi',
    domainNameTooLong: 'Nama bidang maksimal 30 karakter',
    invalidColor: 'Format warna tidak valid',
    tooFewDomains: 'Minimal diperlukan 3 bidang',
    tooManyDomains: 'Maksimal 12 bidang',
    duplicateDomainName: 'Setiap bidang harus memiliki nama yang berbeda',
    descriptorTooLong: 'Deskripsi maksimal 120 karakter',
    descriptorNotText: 'Deskripsi harus berupa teks',
  },
} satisfies Translation<EnglishBundle['wheel']>;
