import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: tes roda kehidupan gratis untuk menilai diri',
    description:
      'Nilai 12 bidang hidup Anda, lihat jarak antara kondisi sekarang dan yang Anda inginkan, lalu dapatkan ide berbasis riset untuk langkah berikutnya. Gratis.',
  },
  hero: {
    title: 'Lihat seluruh hidup Anda dalam sekejap',
    tagline:
      'Nilai seberapa puas Anda di 12 bidang kehidupan, dan seberapa puas yang Anda inginkan. Roda Anda menunjukkan di mana Anda sedang berkembang dan di mana perubahan kecil bisa paling berarti.',
    takeAssessment: 'Mulai Penilaian Gratis',
    takeAssessmentShort: 'Mulai Penilaian',
    customize: 'Sesuaikan',
    duration: 'Sekitar 5 menit. Tanpa perlu akun.',
  },
  promo: {
    badge: 'Baru: Versi Premium',
    body: 'Buka lebih dari 100 alat self-coaching, simpan perkembangan Anda dari waktu ke waktu, dan dalami setiap bidang hidup Anda, hanya {{price}}.',
    cta: 'Dapatkan Akses Premium',
  },
  explainer: {
    title: 'Cara kerja roda kehidupan',
    steps: [
      {
        title: 'Nilai setiap bidang',
        body: 'Untuk masing-masing dari 12 bidang, pilih seberapa puas Anda hari ini dan seberapa puas yang Anda inginkan, dari 1 sampai 10.',
      },
      {
        title: 'Lihat roda Anda',
        body: 'Jawaban Anda membentuk sebuah roda. Roda yang bulat dan penuh berputar mulus; bagian yang penyok menunjukkan di mana hidup terasa bergelombang.',
      },
      {
        title: 'Temukan langkah berikutnya',
        body: 'Jarak terbesar antara kondisi hari ini dan tujuan Anda menunjukkan di mana perubahan kecil bisa paling berarti.',
      },
    ],
  },
  domains: {
    title: '12 bidang dalam roda Anda',
    intro: 'Setiap bidang adalah satu jari-jari roda. Bersama-sama, semuanya memberi gambaran tentang seluruh hidup Anda, bukan hanya satu bagiannya.',
  },
} satisfies Translation<EnglishBundle['home']>;
