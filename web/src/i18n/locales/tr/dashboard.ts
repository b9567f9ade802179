import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Değerlendirmelerin',
    showMore: 'Önceki değerlendirmeleri göster',
    loadingMore: 'Önceki değerlendirmeler yükleniyor…',
    moreFailed: 'Önceki değerlendirmelerin yüklenemedi. Bağlantını kontrol edip tekrar dene.',
  },
  compare: {
    howTo: 'İki değerlendirmeyi karşılaştırmak için birinde, sonra diğerinde “Karşılaştır”ı seç.',
    pick: 'Karşılaştır',
    picked: 'Karşılaştırma için seçildi',
    pickSecond: 'Şimdi {{date}} tarihli değerlendirmeyle karşılaştırmak için ikinci bir değerlendirme seç.',
    differentWheel: 'Farklı çark: başka alanları puanlıyor, bu yüzden seçtiğinle karşılaştırılamaz.',
    differentTitle: 'Farklı çark',
    differentBody: 'Bu değerlendirmeler seçtiğinden farklı alanları puanlıyor, bu yüzden alan alan karşılaştırılamaz.',
    title: '{{earlier}} ile {{later}} karşılaştırması',
    legendLater: 'Dolu: {{date}}',
    legendEarlier: 'Kesikli çizgi: {{date}}',
    caption: '{{earlier}} ve {{later}} tarihlerinde her alandaki mevcut memnuniyet ve değişim (1–10).',
    earlier: 'Önce',
    later: 'Sonra',
    change: 'Değişim',
    close: 'Karşılaştırmayı kapat',
  },
  trends: {
    title: 'Her alan nasıl gidiyor',
    intro: '12 alanlı standart çarkla yaptığın tüm değerlendirmelerde her alandaki mevcut memnuniyetin.',
    loading: 'Eğilimlerin yükleniyor…',
    loadFailed: 'Eğilimlerin yüklenemedi. Bağlantını kontrol edip tekrar dene.',
    notYet: 'Eğilimlerin, standart çarkla ikinci değerlendirmenden itibaren görünür.',
    summary: 'Başta {{first}}, şimdi {{last}} (değerlendirme sayısı: {{count}})',
    stuck: 'Yerinde sayıyor: son üç değerlendirmede aynı puan',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
