import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Akun Anda | Lifewheel', description: 'Unduh semua yang disimpan Lifewheel tentang Anda, atau hapus akun Anda.' },
  nav: { link: 'Akun' },
  title: 'Akun Anda',
  intro: 'Anda masuk sebagai {{email}}.',
  loading: 'Memuat akun Anda…',
  export: {
    title: 'Unduh data Anda',
    body: 'Semua yang disimpan Lifewheel tentang Anda: akun, penilaian yang disimpan, catatan dan kemajuan di alat-alat, pesan yang Anda kirim kepada kami, langganan milis, dan pembayaran Anda.',
    json: 'Unduh sebagai JSON',
    csv: 'Unduh sebagai CSV (spreadsheet)',
    preparing: 'Menyiapkan berkas Anda…',
    failed: 'Unduhan gagal. Periksa koneksi Anda lalu coba lagi.',
  },
  delete: {
    title: 'Hapus akun Anda',
    body: 'Ini akan menghapus penilaian yang disimpan, catatan dan kemajuan di alat-alat, pesan yang Anda kirim kepada kami, langganan milis, dan akses masuk Anda. Catatan pembayaran tetap disimpan untuk pembukuan kami, tanpa alamat email Anda. Tindakan ini tidak dapat dibatalkan.',
    open: 'Hapus akun saya…',
    dialogTitle: 'Hapus akun Anda selamanya?',
    label: 'Ketik alamat email Anda untuk mengonfirmasi',
    hint: 'Ketik {{email}}',
    confirm: 'Hapus akun saya',
    cancel: 'Tetap simpan akun saya',
    deleting: 'Menghapus…',
    failed: 'Akun Anda tidak dapat dihapus. Periksa koneksi Anda lalu coba lagi.',
    errors: { confirmRequired: 'Ketik alamat email Anda untuk mengonfirmasi.', confirmMismatch: 'Itu bukan alamat email akun ini.' },
    doneTitle: 'Akun Anda telah dihapus',
    done: 'Semua yang kami simpan tentang Anda telah dihapus, dan Anda sudah keluar.',
    home: 'Kembali ke beranda',
  },
} satisfies Translation<EnglishBundle['account']>;
