import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Roda kehidupan untuk dicetak',
    description:
      'Roda kehidupan satu halaman untuk dicetak di kertas A4 atau Letter: nilai setiap bidang dengan tangan, dengan kode QR ke roda daring. Untuk ruangan tanpa ponsel.',
    sessionTitle: 'Lembar kertas untuk {{name}}',
  },
  screen: {
    intro: 'Satu halaman per orang, untuk ruangan tanpa ponsel. Siapa pun yang mau bisa memindai kode QR dan melanjutkan secara daring.',
    print: 'Cetak',
    paperSize: 'Pilih A4 atau Letter di jendela cetak: lembar ini muat dalam satu halaman pada keduanya.',
    preview: 'Pratinjau lembar cetak',
    back: 'Kembali ke sesi',
    loading: 'Memuat lembar…',
    notFound: 'Kami tidak menemukan sesi ini di antara sesi Anda.',
  },
  paper: {
    title: 'Roda kehidupan saya',
    instructions:
      'Untuk setiap bidang, tanyakan pada diri sendiri seberapa puas Anda hari ini, dari {{min}} (sama sekali tidak) sampai {{max}} (sepenuhnya). Warnai potongannya dari titik tengah sampai lingkaran itu.',
    scale: 'Titik tengah bernilai {{zero}}, lingkaran terluar {{max}}.',
    name: 'Nama Anda',
    date: 'Tanggal',
    riseTitle: 'Pilih satu bidang. Seperti apa rasanya jika naik satu poin?',
    riseHint: 'Sesuatu yang kecil dan nyata yang bisa Anda lakukan bulan ini.',
    wheelLabel: 'Roda kosong untuk diwarnai, satu potongan per bidang: {{areas}}',
    online: 'Lebih suka pakai ponsel? Isi penilaian secara daring:',
    session: 'Bergabunglah ke sesi secara daring dengan kode {{code}}:',
    qrLabel: 'Kode QR ke {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
