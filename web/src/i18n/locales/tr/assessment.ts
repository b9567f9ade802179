import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Yaşam çarkı testini yapın | Lifewheel',
    description: 'Hayatınızın her alanı için iki kısa soruyu yanıtlayın: şu an ne kadar memnunsunuz ve ne kadar memnun olmak istiyorsunuz? Ücretsiz ve gizli.',
  },
  title: 'Yaşam çarkınız',
  progress: 'Soru {{current}} / {{total}}',
  progressLabel: 'Test ilerlemesi',
  current: {
    question: '“{{domain}}” alanından şu an ne kadar memnunsunuz?',
    legend: 'Şu anki memnuniyet: {{domain}}',
  },
  desired: {
    question: '“{{domain}}” alanından ne kadar memnun olmak istersiniz?',
    legend: 'Hedeflenen memnuniyet: {{domain}}',
  },
  scale: {
    guidance: '1 (hiç memnun değilim) ile 10 (çok memnunum) arasında bir sayı seçin. 1-9 tuşları ve 10 için 0 tuşu da çalışır.',
    low: 'Hiç memnun değilim',
    high: 'Çok memnunum',
    option: '{{value}}',
  },
  buttons: {
    next: 'İleri',
    previous: 'Geri',
    undo: 'Geri al',
    viewResults: 'Sonuçları gör',
    saving: 'Kaydediliyor…',
  },
  restored: 'Tekrar hoş geldiniz: şimdiye kadarki yanıtlarınızı sakladık.',
  saveFailed: 'Test kaydedilemedi. Lütfen tekrar deneyin.',
  saveRateLimited: 'Son bir dakikada ağınızdan çok sayıda test kaydedildi. Lütfen bir dakika bekleyip tekrar deneyin; yanıtlarınız hâlâ burada.',
  customWheel: 'Özel çark: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
