import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: salah satu bidang roda kehidupan | Lifewheel',
  },
  eyebrow: 'Salah satu bidang roda kehidupan Anda',
  covers: 'Cakupan bidang ini',
  signsOfBalance: 'Tanda-tanda seimbang',
  signsOfStrain: 'Tanda-tanda tertekan',
  research: 'Apa kata riset',
  sources_other: 'Sumber',
  evidence: 'Jenis bukti',
  reflection: 'Pertanyaan untuk direnungkan',
  cta: {
    title: 'Bagaimana bidang ini dalam hidup Anda?',
    body: 'Nilai bidang ini dan bidang hidup Anda lainnya dalam sekitar 5 menit. Gratis, tanpa perlu akun.',
    link: 'Ikuti penilaian gratis',
  },
  tools: 'Alat self-coaching untuk bidang ini',
  otherAreas: 'Bidang lain dalam roda',
} satisfies Translation<EnglishBundle['domainPages']>;
