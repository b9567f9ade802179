import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Langsung ke konten',
  loading: 'Memuat…',
  nav: {
    home: 'Beranda Lifewheel',
    login: 'Masuk',
    dashboard: 'Dasbor',
    mainMenu: 'Menu utama',
  },
  language: {
    label: 'Bahasa',
    switchTo: 'Ganti bahasa',
    offer: 'Lifewheel juga tersedia dalam {{language}}.',
    offerAccept: 'Ganti ke {{language}}',
    offerDismiss: 'Tidak, terima kasih',
    loadFailed: 'Bahasa itu tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.',
  },
  footer: {
    tagline: 'Cara gratis dan pribadi untuk menengok keseimbangan hidup Anda.',
    about: 'Roda kehidupan (wheel of life) adalah latihan coaching yang biasanya dikaitkan dengan Paul J. Meyer.',
    privacy: 'Jawaban Anda hanya disimpan saat Anda melihat hasil, di balik tautan pribadi.',
    coachingTools: 'Alat coaching',
    domains: 'Bidang kehidupan',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    body: 'Kami tidak dapat menemukan halaman yang Anda cari. Mungkin halamannya sudah dipindahkan, atau tautannya tidak lengkap.',
    home: 'Ke beranda',
  },
  toast: {
    region: 'Notifikasi (F8)',
    close: 'Tutup',
    errorTitle: 'Terjadi kesalahan',
  },
  errors: {
    unexpected: 'Ada masalah di sisi kami. Silakan muat ulang halaman.',
    reload: 'Muat ulang',
  },
  meta: {
    defaultTitle: 'Lifewheel: tes roda kehidupan gratis untuk menilai diri',
    defaultDescription:
      'Nilai 12 bidang hidup Anda, lihat jarak antara kondisi sekarang dan yang Anda inginkan, lalu dapatkan ide berbasis riset untuk langkah berikutnya. Gratis.',
  },
} satisfies Translation<EnglishBundle['common']>;
