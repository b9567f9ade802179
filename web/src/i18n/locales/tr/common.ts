import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'İçeriğe geç',
  loading: 'Yükleniyor…',
  nav: {
    home: 'Lifewheel ana sayfa',
    login: 'Giriş yap',
    dashboard: 'Panelim',
    mainMenu: 'Ana menü',
  },
  language: {
    label: 'Dil',
    switchTo: 'Dili değiştir',
    offer: 'Lifewheel {{language}} olarak da kullanılabilir.',
    offerAccept: '{{language}} sürüme geç',
    offerDismiss: 'Hayır, teşekkürler',
    loadFailed: 'Bu dil yüklenemedi. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  },
  footer: {
    tagline: 'Hayatınızdaki dengeye ücretsiz ve gizli bir bakış.',
    about: 'Yaşam çarkı, genellikle Paul J. Meyer’a atfedilen bir koçluk egzersizidir.',
    privacy: 'Yanıtlarınız yalnızca sonuçlarınızı görüntülediğinizde, size özel bir bağlantı altında kaydedilir.',
    coachingTools: 'Koçluk araçları',
    domains: 'Yaşam alanları',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    body: 'Aradığınız sayfayı bulamadık. Taşınmış olabilir ya da bağlantı eksik olabilir.',
    home: 'Ana sayfaya git',
  },
  toast: {
    region: 'Bildirimler (F8)',
    close: 'Kapat',
    errorTitle: 'Hata',
  },
  errors: {
    unexpected: 'Bizim tarafımızda bir sorun oluştu. Lütfen sayfayı yeniden yükleyin.',
    reload: 'Yeniden yükle',
  },
  meta: {
    defaultTitle: 'Lifewheel: ücretsiz yaşam çarkı testi',
    defaultDescription:
      'Hayatınızın 12 alanını puanlayın, şu an olduğunuz yerle olmak istediğiniz yer arasındaki farkı görün ve araştırmalara dayanan fikirler edinin. Ücretsiz.',
  },
} satisfies Translation<EnglishBundle['common']>;
