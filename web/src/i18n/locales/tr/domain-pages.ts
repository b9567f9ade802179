import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: yaşam çarkının bir alanı | Lifewheel',
  },
  eyebrow: 'Yaşam çarkınızın bir alanı',
  covers: 'Bu alan neleri kapsar?',
  signsOfBalance: 'Dengenin işaretleri',
  signsOfStrain: 'Zorlanmanın işaretleri',
  research: 'Araştırmalar ne diyor?',
  sources_one: 'Kaynak',
  sources_other: 'Kaynaklar',
  evidence: 'Kanıt türü',
  reflection: 'Üzerinde düşünmek için sorular',
  cta: {
    title: 'Bu alan sizin için nasıl gidiyor?',
    body: 'Bu alanı ve hayatınızın diğer alanlarını yaklaşık 5 dakikada puanlayın. Ücretsiz ve hesap gerekmez.',
    link: 'Ücretsiz teste başla',
  },
  tools: 'Bu alan için kendi kendine koçluk araçları',
  otherAreas: 'Çarkın diğer alanları',
} satisfies Translation<EnglishBundle['domainPages']>;
