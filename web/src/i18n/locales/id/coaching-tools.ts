import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Alat self-coaching untuk setiap bidang kehidupan | Lifewheel',
    description:
      'Ringkasan {{count}} latihan self-coaching singkat, dikelompokkan menurut 12 bidang roda kehidupan: kegunaan tiap latihan dan berapa lama waktunya.',
  },
  title: 'Alat self-coaching',
  intro:
    '{{count}} latihan singkat dan praktis yang bisa Anda lakukan sendiri, dikelompokkan menurut bidang hidup yang paling terbantu. Setiap latihan berisi langkah yang jelas, pertanyaan reflektif, dan metode yang mendasarinya.',
  jumpTo: 'Langsung ke bidang',
  groupCount_other: '{{count}} alat',
  minutes_other: '{{count}} menit',
  premium: {
    badge: 'Versi Premium',
    body: 'Buka semua alat dengan panduan langkah demi langkah, simpan perkembangan Anda dari waktu ke waktu, dan dalami setiap bidang hidup Anda, hanya {{price}}.',
    cta: 'Dapatkan Akses Premium',
    fullTools: 'Buka alat lengkap beserta langkah-langkahnya',
  },
  assessment: {
    body: 'Bingung mulai dari mana? Roda Anda menunjukkan bidang mana yang jaraknya paling besar.',
    link: 'Ikuti penilaian gratis',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
