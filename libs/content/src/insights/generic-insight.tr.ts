import type { DomainInsight } from '../types.js';

// Kişinin kendi adlandırdığı bir alan için içgörü; {{domain}} bu addır ve her zaman tırnak içinde yazılır.
export const genericInsight: DomainInsight = {
  about:
    '“{{domain}}”, çarkınıza kendi seçiminizle eklediğiniz bir yaşam alanı; bu da onun sizin için önemli olduğunu zaten gösteriyor. Puanınız bu alandaki şu anki memnuniyetinizin bir fotoğrafıdır; hedeflediğiniz puanla aradaki fark ise ne kadar değişim istediğinizi gösterir.',
  research: {
    finding:
      'Belirli bir durumu belirli bir eylemle ilişkilendiren basit “eğer-o zaman” planları, yani uygulama niyetleri, insanların hedefleri doğrultusunda harekete geçme olasılığını artırır. 94 bağımsız testin meta-analizi, yalnızca iyi niyetlere kıyasla hedeflere ulaşmada orta ile büyük arasında bir etki buldu; bu da onları “{{domain}}” alanı ya da hayatın başka herhangi bir alanı için yararlı bir araç hâline getirir.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: '94 bağımsız testin meta-analizi',
  },
  bands: {
    high: {
      reflect:
        'Yüksek bir puan, “{{domain}}” alanının şu an sizin için iyi gittiğini gösterir. Nadiren üzerine düşünseniz de bu alanı destekleyen rutinleriniz, insanlarınız ya da seçimleriniz olabilir. Neyin işe yaradığını fark etmek, hayat değiştiğinde bunu sürdürmenize yardımcı olabilir.',
      nextSteps: [
        '“{{domain}}” alanının iyi gitmesine en çok yardımcı olan iki üç şeyi yazın; böylece işler yoğunlaştığında onları koruyabilirsiniz.',
        '“{{domain}}” alanında sizin için işe yarayanları, deneyiminizden faydalanabilecek biriyle paylaşın.',
        'Bu hafta “{{domain}}” alanını derinleştirmenin ya da genişletmenin küçük bir yolunu seçin ve bunu tam olarak ne zaman yapacağınıza karar verin.',
      ],
      coachingQuestion:
        'Bir yıl sonra “{{domain}}” alanını daha da tatmin edici kılacak şey ne olurdu ve şimdiden o yönü gösteren ne var?',
    },
    mid: {
      reflect:
        'Orta bir puan, “{{domain}}” alanının kısmen istediğiniz yerde olduğunu gösterir. Bazı şeyler işliyor olabilirken diğerleri tıkanmış, belirsiz ya da başka önceliklerin arasında sıkışmış gibi hissettirebilir. Bu karışım yaygındır ve çoğu zaman birkaç odaklı değişikliğin belirgin bir fark yaratabileceği anlamına gelir.',
      nextSteps: [
        '“{{domain}}” alanında neyin işe yaradığıyla ilgili bir cümle, neyin işe yaramadığıyla ilgili bir cümle yazın.',
        '“{{domain}}” alanı için küçük bir değişiklik seçin ve bunun için bir eğer-o zaman planı yapın: harekete geçeceğiniz anı ve ne yapacağınızı tam olarak belirleyin.',
        '“{{domain}}” alanında istediğiniz değişikliği güvendiğiniz birine anlatın ve önümüzdeki hafta size nasıl gittiğini sormasını isteyin.',
      ],
      coachingQuestion:
        '“{{domain}}” alanı yalnızca iki puan yükselse, gündelik hayatınızda ne farklı olurdu?',
    },
    low: {
      reflect:
        'Düşük bir puan, “{{domain}}” alanının istediğiniz yerde olmadığını ve belki size ağır geldiğini gösterir. Bu, kontrolünüz dışındaki koşulları, yakın zamandaki bir değişikliği ya da bir süredir ertelediğiniz bir şeyi yansıtıyor olabilir. Bunu dürüstçe adlandırmak yararlı bir ilk adımdır; sağlığınızı, güvenliğinizi ya da ruh hâlinizi etkiliyorsa bir uzmanla konuşmak yardımcı olabilir.',
      nextSteps: [
        '“{{domain}}” alanının şu an neden düşük hissettirdiğini, etkileyebileceklerinizle etkileyemeyeceklerinizi ayırarak yazın.',
        'Kontrolünüzdeki mümkün olan en küçük adımı seçin ve önümüzdeki üç gün içinde atın.',
        '“{{domain}}” alanı konusunda birinden destek ya da tavsiye isteyin; yalnızca konuşup dertleşmek için bile olsa.',
      ],
      coachingQuestion:
        '“{{domain}}” alanında sizin için en önemli olan ne ve değiştirmek isteyeceğiniz ilk şey ne olurdu?',
    },
  },
};
