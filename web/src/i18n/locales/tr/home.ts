import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: ücretsiz yaşam çarkı testi',
    description:
      'Hayatınızın 12 alanını puanlayın, şu an olduğunuz yerle olmak istediğiniz yer arasındaki farkı görün ve araştırmalara dayanan fikirler edinin. Ücretsiz.',
  },
  hero: {
    title: 'Tüm hayatınıza tek bakışta göz atın',
    tagline:
      'Hayatın 12 alanında ne kadar memnun olduğunuzu ve ne kadar memnun olmak istediğinizi puanlayın. Çarkınız, nerede iyi gittiğinizi ve küçük bir değişikliğin en çok nerede fark yaratabileceğini gösterir.',
    takeAssessment: 'Ücretsiz teste başla',
    takeAssessmentShort: 'Teste başla',
    customize: 'Kişiselleştir',
    duration: 'Yaklaşık 5 dakika. Hesap gerekmez.',
  },
  promo: {
    badge: 'Yeni: Premium sürüm',
    body: '100’den fazla kendi kendine koçluk aracının kilidini açın, ilerlemenizi zaman içinde kaydedin ve hayatınızın her alanını daha derinlemesine keşfedin. Hepsi yalnızca {{price}}.',
    cta: 'Premium’a geç',
  },
  explainer: {
    title: 'Yaşam çarkı nasıl işler?',
    steps: [
      {
        title: 'Her alanı puanlayın',
        body: '12 alanın her biri için bugün ne kadar memnun olduğunuzu ve ne kadar memnun olmak istediğinizi 1’den 10’a kadar seçin.',
      },
      {
        title: 'Çarkınızı görün',
        body: 'Yanıtlarınız bir çarka dönüşür. Yuvarlak, dolu bir çark yumuşakça döner; göçükler hayatın nerede sarsıldığını gösterir.',
      },
      {
        title: 'Sonraki adımınızı bulun',
        body: 'Bugün ile hedefleriniz arasındaki en büyük farklar, küçük bir değişikliğin en çok nerede işe yarayabileceğini gösterir.',
      },
    ],
  },
  domains: {
    title: 'Çarkınızın 12 alanı',
    intro: 'Her alan çarkın bir dilimidir. Hepsi bir araya gelince hayatınızın yalnızca bir kısmını değil, bütününü gösterir.',
  },
} satisfies Translation<EnglishBundle['home']>;
