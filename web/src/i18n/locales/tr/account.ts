import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Hesabın | Lifewheel', description: 'Lifewheel’in senin hakkında sakladığı her şeyi indir ya da hesabını sil.' },
  nav: { link: 'Hesap' },
  title: 'Hesabın',
  intro: '{{email}} adresiyle giriş yaptın.',
  loading: 'Hesabın yükleniyor…',
  export: {
    title: 'Verilerini indir',
    body: 'Lifewheel’in senin hakkında sakladığı her şey: hesabın, kaydedilmiş değerlendirmelerin, araçlardaki notların ve ilerlemen, bize gönderdiğin mesajlar, e-posta listesi aboneliğin ve ödemelerin.',
    json: 'JSON olarak indir',
    csv: 'CSV olarak indir (tablo)',
    preparing: 'Dosyan hazırlanıyor…',
    failed: 'İndirme başarısız oldu. Bağlantını kontrol edip tekrar dene.',
  },
  delete: {
    title: 'Hesabını sil',
    body: 'Bu işlem kaydedilmiş değerlendirmelerini, araçlardaki notlarını ve ilerlemeni, bize gönderdiğin mesajları, e-posta listesi aboneliğini ve giriş bilgilerini siler. Ödeme kayıtları muhasebe için saklanır, ama e-posta adresin olmadan. Bu işlem geri alınamaz.',
    open: 'Hesabımı sil…',
    dialogTitle: 'Hesabın kalıcı olarak silinsin mi?',
    label: 'Onaylamak için e-posta adresini yaz',
    hint: '{{email}} yaz',
    confirm: 'Hesabımı sil',
    cancel: 'Hesabımı koru',
    deleting: 'Siliniyor…',
    failed: 'Hesabın silinemedi. Bağlantını kontrol edip tekrar dene.',
    errors: { confirmRequired: 'Onaylamak için e-posta adresini yaz.', confirmMismatch: 'Bu, bu hesabın e-posta adresi değil.' },
    doneTitle: 'Hesabın silindi',
    done: 'Senin hakkında sakladığımız her şey silindi ve oturumun kapatıldı.',
    home: 'Ana sayfaya dön',
  },
} satisfies Translation<EnglishBundle['account']>;
