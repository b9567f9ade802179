import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Penilaian kamu',
    showMore: 'Tampilkan penilaian sebelumnya',
    loadingMore: 'Memuat penilaian sebelumnya…',
    moreFailed: 'Penilaian kamu sebelumnya tidak bisa dimuat. Periksa koneksi lalu coba lagi.',
  },
  compare: {
    howTo: 'Untuk membandingkan dua penilaian, pilih "Bandingkan" di salah satunya, lalu di yang lain.',
    pick: 'Bandingkan',
    picked: 'Dipilih untuk dibandingkan',
    pickSecond: 'Sekarang pilih penilaian kedua untuk dibandingkan dengan penilaian {{date}}.',
    differentWheel: 'Roda berbeda: roda ini menilai area lain, jadi tidak bisa dibandingkan dengan yang kamu pilih.',
    differentTitle: 'Roda berbeda',
    differentBody: 'Penilaian ini menilai area yang berbeda dari yang kamu pilih, jadi tidak bisa dibandingkan per area.',
    title: '{{earlier}} dibandingkan dengan {{later}}',
    legendLater: 'Terisi: {{date}}',
    legendEarlier: 'Garis putus-putus: {{date}}',
    caption: 'Kepuasan saat ini di setiap area pada {{earlier}} dan {{later}}, serta perubahannya (1 sampai 10).',
    earlier: 'Sebelum',
    later: 'Sesudah',
    change: 'Perubahan',
    close: 'Tutup perbandingan',
  },
  trends: {
    title: 'Perkembangan tiap area',
    intro: 'Kepuasan kamu saat ini di tiap area di semua penilaian dengan roda standar 12 area.',
    loading: 'Memuat tren kamu…',
    loadFailed: 'Tren kamu tidak bisa dimuat. Periksa koneksi lalu coba lagi.',
    notYet: 'Tren kamu muncul mulai penilaian kedua dengan roda standar.',
    summary: 'Awalnya {{first}}, sekarang {{last}} (jumlah penilaian: {{count}})',
    stuck: 'Jalan di tempat: skor sama di tiga penilaian terakhir',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
