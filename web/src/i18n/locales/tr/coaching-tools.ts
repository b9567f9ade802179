import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Hayatın her alanı için kendi kendine koçluk araçları | Lifewheel',
    description: 'Yaşam çarkının 12 alanına göre gruplanmış {{count}} kısa kendi kendine koçluk egzersizi: her biri ne işe yarar ve ne kadar sürer.',
  },
  title: 'Kendi kendine koçluk araçları',
  intro:
    'Tek başınıza yapabileceğiniz {{count}} kısa ve pratik egzersiz, en çok yardımcı oldukları yaşam alanına göre gruplandı. Her birinde net adımlar, düşünme soruları ve dayandığı yöntem yer alıyor.',
  jumpTo: 'Bir alana git',
  groupCount_one: '{{count}} araç',
  groupCount_other: '{{count}} araç',
  minutes_one: '{{count}} dakika',
  minutes_other: '{{count}} dakika',
  premium: {
    badge: 'Premium sürüm',
    body: 'Tüm araçların kilidini adım adım rehberlikle açın, ilerlemenizi zaman içinde kaydedin ve hayatınızın her alanını daha derinlemesine keşfedin. Hepsi yalnızca {{price}}.',
    cta: 'Premium’a geç',
    fullTools: 'Araçların tamamını adımlarıyla açın',
  },
  assessment: {
    body: 'Nereden başlayacağınızdan emin değil misiniz? Çarkınız, farkların en büyük olduğu alanları gösterir.',
    link: 'Ücretsiz teste başla',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
