import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Ikuti penilaian roda kehidupan | Lifewheel',
    description:
      'Jawab dua pertanyaan singkat untuk setiap bidang hidup Anda: seberapa puas Anda sekarang, dan seberapa puas yang Anda inginkan. Gratis dan pribadi.',
  },
  title: 'Roda kehidupan Anda',
  progress: 'Pertanyaan {{current}} dari {{total}}',
  progressLabel: 'Kemajuan penilaian',
  current: {
    question: 'Seberapa puas Anda dengan bidang “{{domain}}” saat ini?',
    legend: 'Kepuasan saat ini: {{domain}}',
  },
  desired: {
    question: 'Seberapa puas Anda ingin merasa dalam bidang “{{domain}}”?',
    legend: 'Kepuasan yang diinginkan: {{domain}}',
  },
  scale: {
    guidance: 'Pilih angka dari 1 (sangat tidak puas) sampai 10 (sangat puas). Tombol 1-9 dan 0 (untuk 10) juga bisa dipakai.',
    low: 'Sangat Tidak Puas',
    high: 'Sangat Puas',
    option: '{{value}}',
  },
  buttons: {
    next: 'Berikutnya',
    previous: 'Sebelumnya',
    undo: 'Urungkan',
    viewResults: 'Lihat Hasil',
    saving: 'Menyimpan…',
  },
  restored: 'Selamat datang kembali: jawaban Anda sejauh ini sudah kami simpan.',
  saveFailed: 'Penilaian gagal disimpan. Silakan coba lagi.',
  saveRateLimited: 'Banyak penilaian disimpan dari jaringan Anda dalam satu menit terakhir. Tunggu satu menit lalu coba lagi; jawaban Anda masih ada di sini.',
  customWheel: 'Roda khusus: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
