import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Sonuç sayfasında 12 varsayılan alan için içgörüler (kaynak atıfları İngilizcedeki gibi).
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Bu alan, ücretli ya da ücretsiz yaptığınız iş ve bu işin size ne kadar uyduğuyla ilgilidir: güçlü yanlarınızı kullanıp kullanmadığı, size söz hakkı tanıyıp tanımadığı ve harcadığınız saatlere değip değmediği. Yön duygusu da bu alana girer; yani iş hayatınızın gitmek istediğiniz bir yere doğru ilerlediği hissi.',
    research: {
      finding:
        'Öz belirleme kuramına göre insanlar üç temel ihtiyaçları karşılandığında gelişir: özerklik (ne yaptığınız ve nasıl yaptığınız üzerinde bir miktar seçim hakkı), yetkinlik (kendini yeterli hissetmek ve gelişmek) ve ilişkili olma (çevresindeki insanlarla bağ hissetmek). İş yerlerinde ve başka ortamlarda yapılan çalışmalar, bu ihtiyaçların karşılanmasını daha güçlü motivasyon ve daha yüksek iyi oluşla ilişkilendirir.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'onlarca yıllık laboratuvar ve saha çalışmasına dayanan kuramsal derleme',
    },
    bands: {
      high: {
        reflect:
          'Bu kadar yüksek bir puan, işinizin şu an size meydan okuma, seçim özgürlüğü ve birlikte çalışmaktan hoşlandığınız insanlar açısından iyi bir karışım sunduğu anlamına gelebilir. Çoğu zaman gün içinde yaptıklarınızın, önem verdiğiniz şeylerle oldukça uyumlu olduğunu gösterir. Bu, işleri yolunda tutan şeyin ne olduğunu fark etmek için de iyi bir an; böylece koşullar değiştiğinde onu koruyabilirsiniz.',
        nextSteps: [
          'İşinizin size en çok enerji veren iki üç yönünü yazın ve her biri için önümüzdeki ay takviminizde ona yer açmanın bir yolunu not edin.',
          'Bir iş arkadaşınıza ya da yöneticinize sizin için neyin iyi gittiğini somut olarak söyleyin; bir şeyi adlandırmak onu korumayı kolaylaştırır.',
          'Bu hafta kariyerinin başındaki birine, iyi olduğunuz bir konuda yardım etmek için bir saat ayırmayı teklif edin.',
        ],
        coachingQuestion:
          'Beş yıl sonra işinizle ilgili doğru olmasını istediğiniz, ama bugün yalnızca kısmen doğru olan şey nedir?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle işin çoğu gün fena olmadığını ama tam da istediğiniz yerde olmadığını gösterir: belki görevler yönetilebilir ama artık sizi geliştirmiyor, ya da iş faturaları ödüyor ama size ait gibi hissettirmiyor. Bir yönünün sizi diğerlerinden daha çok yorduğunu fark ediyor olabilirsiniz. Bu değerli bir bilgidir, çünkü işi yapış biçiminizdeki küçük değişiklikler, işin size nasıl hissettirdiğini değiştirebilir.',
        nextSteps: [
          'Üç iş günü boyunca her görevi enerji veren, nötr ya da yoran olarak işaretleyin ve hafta sonunda ortaya çıkan örüntüye bakın.',
          'Yorucu bir görev seçin ve iş biçimlendirme (job crafting) yönünde bir değişiklik deneyin: onu farklı bir şekilde yapın, biriyle birlikte yapın ya da sonunda kime yardımı dokunduğunu kendinize hatırlatın.',
          'İşine hayran olduğunuz birine, rolünü zaman içinde nasıl şekillendirdiğini sormak için 30 dakika ayırın.',
        ],
        coachingQuestion:
          'İş değiştirmeden şu anki rolünüzün bir kısmını yeniden tasarlayabilseydiniz, önce neyi değiştirirdiniz ve bu sizin için neden önemli?',
      },
      low: {
        reflect:
          'Düşük bir puan yorucu, güvencesiz ya da önem verdiğiniz şeylerden uzak bir işi yansıtıyor olabilir; ya da iki iş arasında olduğunuz, okuduğunuz veya başkalarına bakım verdiğiniz ve bir yön duygusundan yoksun kaldığınız anlamına gelebilir. Çoğu zaman hayatın geri kalanına da taşan bir yorgunlukla birlikte gelir. Ardında ne olursa olsun, düşük bir puan ciddiye alınmaya değer bir işarettir; sizinle ilgili bir yargı değil.',
        nextSteps: [
          'Şu an işte sizi en çok yoran şeyle ilgili bir cümle, iş ortadan kalksa neyi özleyeceğinizle ilgili bir cümle yazın; aradaki fark çoğu zaman neyin değişmesi gerektiğini gösterir.',
          'Bu hafta koruyabileceğiniz küçük bir sınır seçin; örneğin iki gün belirli bir saatte işi bırakmak ya da belli bir saatten sonra iş mesajlarına bakmamak.',
          'Eski bir iş arkadaşı, bir mentor ya da bir kariyer danışmanı gibi birinden seçenekleriniz hakkında 20 dakikalık bir sohbet isteyin.',
        ],
        coachingQuestion:
          'İş hayatınızda artık kabul etmeye hazır olmadığınız şey nedir ve ondan uzaklaşmak için atabileceğiniz ilk küçük adım ne olurdu?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Finansal refah, ne kadar kazandığınızdan çok parayla ilgili nasıl hissettiğinizle ilgilidir: bugünün ihtiyaçlarını karşılayabilmek, beklenmedik bir faturayı kaldırabilmek ve sizin için önemli seçimler yapabilmek. Bu hissi şekillendiren alışkanlıkları, planları ve konuşmaları da kapsar.',
    research: {
      finding:
        'Mutluluk araştırmalarını derleyen bir çalışma, insanların ne kadar paraya sahip olduğu kadar parayı nasıl harcadıklarının da önemli olduğunu öne sürüyor. Eşyalar yerine deneyimlere harcamak, başkaları için harcamak ve birkaç büyük zevk yerine çok sayıda küçük zevki tercih etmek, çoğu maddi alışverişe göre daha kalıcı bir memnuniyet getirme eğilimindedir.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'pek çok çalışmayı özetleyen derleme makale',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, paranın büyük ölçüde kontrol altında olduğunu hissettiğinizi gösterir: faturalar ödeniyor, muhtemelen bir miktar birikiminiz var ve değer verdiğiniz şeylere fazla endişelenmeden harcama yapabiliyorsunuz. Parayla sakin bir ilişkiniz olduğu anlamına da gelebilir; bu, zengin olmakla aynı şey değildir. Paranızın en çok önem verdiğiniz şeylere hizmet edip etmediğini gözden geçirmek için iyi bir zaman olabilir.',
        nextSteps: [
          'Geçen ayın harcamalarına bakın ve size en kalıcı keyfi veren üç harcamayı daire içine alın; bunların deneyim mi, zaman mı yoksa eşya mı olduğuna dikkat edin.',
          'Ertelemeye meyilli olduğunuz uzun vadeli bir işi seçin, örneğin emeklilik birikiminizi kontrol etmek, vasiyet hazırlamak ya da sigortalarınızı gözden geçirmek, ve bunun için takviminize bir zaman ayırın.',
          'Bu hafta küçük bir cömertlik planlayın; örneğin bir arkadaşınızı ağırlamak ya da önem verdiğiniz bir amaca bağış yapmak.',
        ],
        coachingQuestion:
          'Güvencenin ötesinde, önümüzdeki birkaç yıl içinde paranızın hayatınızda neyi mümkün kılmasını istiyorsunuz?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle geçinebildiğinizi ama kendinizi tam olarak rahat hissetmediğinizi gösterir: belki ay sonunda pek bir şey kalmıyor, arka planda bir borç var ya da olduğunuzdan daha düzenli olmanız gerektiği hissine kapılıyorsunuz. Gündelik hayatta her şey yolunda gibi görünse de gelecek sizi tedirgin edebilir. Biraz daha netlik, bu tedirginliği çoğu insanın tahmin ettiğinden daha fazla hafifletir.',
        nextSteps: [
          'Sabit aylık giderlerinizi ve elinize geçen net geliri tek bir sayfaya yazın; böylece gerçek payınızı bilirsiniz.',
          'Maaş gününde, ne kadar küçük olursa olsun, ayrı bir birikim hesabına otomatik bir aktarım talimatı verin.',
          'Artık değer vermediğiniz bir aboneliği ya da düzenli bir gideri iptal edin veya dondurun.',
        ],
        coachingQuestion:
          'Sizin için “yeterli” olmak, hem rakamlarla hem de günlerinizin nasıl hissettireceği açısından neye benzerdi?',
      },
      low: {
        reflect:
          'Düşük bir puan gerçek bir baskıyı yansıtıyor olabilir: ödemesi zor faturalar, büyümeye devam eden borçlar, belirsiz bir gelir ya da banka uygulamanızı açmaktan çekinmek. Para kaygıları çoğu zaman uykuya, ilişkilere ve sağlığa da sirayet eder; bu yüzden bu alanın size ağır gelmesi çok anlaşılır. Bu konuda yalnız değilsiniz ve çoğu zaman ücretsiz destek almak mümkündür.',
        nextSteps: [
          'Tüm fatura ve borçlarınızı tutarları ve son ödeme tarihleriyle tek bir kâğıda yazın; resmin tamamını görmek genellikle tahmin yürütmekten daha az korkutucudur.',
          'Ülkenizdeki ücretsiz ve bağımsız bir borç ya da bütçe danışmanlığı hizmetiyle iletişime geçin ve ne tür destek sunduklarını sorun.',
          'En acil ödemeyi seçin ve son ödeme tarihinden önce ilgili şirketle iletişime geçerek ödeme seçeneklerini sorun.',
        ],
        coachingQuestion:
          'Bir süredir kaçındığınız parayla ilgili konuşma hangisi ve bu konuşmayı bu ay yapsanız ne değişebilir?',
      },
    },
  },

  'physical-health': {
    about:
      'Fiziksel sağlık, bedeninizin gün be gün nasıl hissettiğini ve işlediğini kapsar: enerji, uyku, hareket, beslenme ve varsa bir hastalık ya da ağrıyla nasıl yaşadığınız. Alışkanlıklar, koşullar ve genler tarafından şekillenir; bu yüzden puanınız ne kadar disiplinli olduğunuzu değil, ne kadar memnun olduğunuzu yansıtır.',
    research: {
      finding:
        'Yaklaşık 47.000 yetişkini kapsayan 15 kohort çalışmasının birleştirilmiş analizi, günlük adım sayısı arttıkça izlem süresince ölüm riskinin daha düşük olduğunu buldu. Fayda, 60 yaş ve üzerindeki yetişkinlerde günde yaklaşık 6.000 ila 8.000 adımda, daha genç yetişkinlerde ise 8.000 ila 10.000 adımda düzleşiyordu. Yani 10.000 sihirli bir sayı değil; az yürüyen kişilerde küçük artışlar bile daha düşük riskle ilişkiliydi.',
      sources: ['Paluch et al. (2022)'],
      evidence: '15 kohort çalışmasının meta-analizi (gözlemsel)',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, bedeninizi çoğunlukla bir müttefik gibi hissettiğiniz anlamına gelebilir: oldukça iyi uyuyor, düzenli hareket ediyor ve önemli şeyler için enerji bulabiliyorsunuz. Çoğu zaman kendiliğinden işleyen rutinleri yansıtır. Şimdiki asıl mesele, hayat yoğunlaştığında bu rutinleri sağlam tutmak olabilir.',
        nextSteps: [
          'Sağlığınızı en çok koruyan iki alışkanlığı yazın ve karmaşık bir haftada her birinin en küçük hâlinin ne olacağına karar verin.',
          'Daha az yaptığınız bir hareket türünü, örneğin kuvvet, denge ya da esneme çalışmasını, bu hafta iki gün onar dakika ekleyin.',
          'Bir süredir planlamayı düşündüğünüz rutin kontrol, tarama ya da diş hekimi randevusunu alın.',
        ],
        coachingQuestion:
          '75 yaşındayken bedeninizin size neleri yapma imkânı vermesini istiyorsunuz ve bugünkü rutininizde buna şimdiden katkı sağlayan ne var?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle bazı şeylerin işlediğini, bazılarınınsa aksadığını gösterir: belki hareket ediyor ama kötü uyuyorsunuz, ya da iyi besleniyor ama nadiren dışarı çıkıyorsunuz. Genel olarak iyi hissetseniz de enerji düşüşleri, tutulmalar ya da bedeninize yansıyan stres fark ediyor olabilirsiniz. Burada küçük ve somut değişiklikler, büyük köklü değişikliklerden genellikle daha kalıcı olur.',
        nextSteps: [
          'Beş gün boyunca basit bir not tutun: yatış saati, kalkış saati ve her öğleden sonra 1’den 10’a enerjiniz.',
          'On dakikalık bir yürüyüşü zaten her gün yaptığınız bir şeye bağlayın; örneğin öğle yemeğinden sonra ya da çocukları okula bıraktıktan sonra.',
          'Bu hafta bir öğünü, en hızlı ne varsa onu yemek yerine, sebze ve protein içerecek şekilde önceden planlayın.',
        ],
        coachingQuestion:
          'Sıradan bir salı günü nasıl hissettiğinizi en çok hangi tek değişiklik iyileştirirdi ve başlamanızı zorlaştıran ne oldu?',
      },
      low: {
        reflect:
          'Düşük bir puan ağrıyı, hastalığı, tükenmişliği ya da zor bir dönemin ardından bedeninizle bağınızı kaybetmiş olma hissini yansıtıyor olabilir. Bu durum çoğu zaman çarktaki diğer her şeyi de zorlaştırır. Lütfen kendinize karşı anlayışlı olun; puanınız sizi endişelendiren belirtileri, ağrıları ya da değişiklikleri yansıtıyorsa bir doktor ya da başka bir sağlık profesyoneliyle konuşmak mantıklı bir ilk adımdır.',
        nextSteps: [
          'Sizi rahatsız eden bir şey varsa bu hafta bir doktordan ya da hemşireden randevu alın ve sorularınızı önceden yazın.',
          'Mümkün olan en nazik başlangıcı seçin: beş dakikalık bir yürüyüş, birkaç esneme hareketi ya da üç akşam 20 dakika erken yatmak.',
          'Birinden somut bir konuda yardım isteyin; örneğin size yürüyüşte eşlik etmesini ya da birlikte yemek pişirmeyi.',
        ],
        coachingQuestion:
          'Bir hafta sonra, bedeninize yeniden özen göstermeye başladığınızın gerçekçi bir işareti ne olurdu?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Duygusal iyi oluş, çoğu zaman nasıl hissettiğiniz ve gelen duygularla nasıl baş ettiğinizle ilgilidir: stres, üzüntü, öfke, kaygı ve sevinç. Amaç her zaman iyi hissetmek değil; duyguların tüm yelpazesine yer açabilmek ve zor olanlardan toparlanmanın yollarına sahip olmaktır.',
    research: {
      finding:
        'Bir laboratuvar deneyinde, rahatsız edici bir filmi mesafeli ve çözümleyici bir tutumla izlemeleri istenen kişiler, filmi yalnızca izleyenlere göre daha az tiksinti hissetti. Duygularını gizlemeleri istenenler ise dışarıya daha az duygu yansıttı ama fizyolojik olarak daha fazla uyarılmışlık gösterdi. Bir durum hakkında düşünme biçiminizi değiştirmek, yani yeniden değerlendirme, o zamandan beri duyguları yönetmenin en çok araştırılan yollarından biri hâline geldi.',
      sources: ['Gross (1998)'],
      evidence: 'laboratuvar deneyi; sonradan birçok çalışmayla desteklendi',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, kendinizi çoğu zaman dengede hissettiğinizi gösterir: duygularınızı fark ediyor, onları adlandırabiliyor ve zor bir günün ardından genellikle kendinizi toparlayabiliyorsunuz. Yaşadıklarınızı işlemenize yardımcı olan insanlarınız ya da alışkanlıklarınız olduğu anlamına da gelebilir. Şu an sizi neyin desteklediğini bilmek, herkesin başına gelen daha zor dönemler için çok değerlidir.',
        nextSteps: [
          'Zor bir günün ardından toparlanmanıza en güvenilir şekilde yardımcı olan üç şeyi yazın ve listeyi göreceğiniz bir yere koyun.',
          'Beş akşam boyunca o gün iyi giden bir şeyi ve neden iyi gittiğini not edin.',
          'Yakın olduğunuz birine gerçekten nasıl olduğunu sorun ve hiçbir şeyi düzeltmeye çalışmadan dinleyin.',
        ],
        coachingQuestion:
          'Atlattığınız zor zamanlar size kendinizle ilgili ne öğretti ve bunu nasıl kullanmak istiyorsunuz?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle baş edebildiğinizi ama bunun çaba gerektirdiğini gösterir: stres uzun süre geçmiyor, kaygılar geceleri zihninizde dönüp duruyor ya da yaşadıklarınızı işlemek yerine içinize atıyor olabilirsiniz. Nedenini tam bilmeden iyi günler ve durgun günler geçiriyor olabilirsiniz. Örüntüleri fark etmek, onları değiştirmenin çoğu zaman ilk adımıdır.',
        nextSteps: [
          'Bu hafta günde üç kez durun ve ne hissettiğinizi bir iki kelimeyle adlandırın; duyguları kelimelere dökmek genellikle keskinliklerini biraz azaltır.',
          'Bir şey canınızı sıktığında, duyguyu inkâr etmek için değil bakış açınızı genişletmek için, ona başka bir açıdan bakmanın bir yolunu yazın.',
          'İki gün, sizi bir süredir yoran bir şey hakkında serbestçe yazmak için 15 dakika ayırın.',
        ],
        coachingQuestion:
          'Son zamanlarda taşıdığınız ve kendine pek yer bulamamış duygu hangisi ve sizden neye ihtiyaç duyuyor?',
      },
      low: {
        reflect:
          'Düşük bir puan, bir süredir üzgün, kaygılı, hissiz ya da bunalmış hissettiğiniz ve sıradan şeylerin eskisinden daha fazla çaba gerektirdiği anlamına gelebilir. Bu zordur ve kişisel bir başarısızlık değildir. Çökkün ruh hâli ya da kaygı iki hafta veya daha uzun sürdüyse ya da günlük hayatınızı zorlaştırıyorsa, lütfen bir doktorla, psikologla ya da başka bir ruh sağlığı uzmanıyla konuşmayı düşünün. Kendinizi tehlikede hissederseniz ya da kendinize zarar vermeyi düşünürseniz hemen acil yardım hattını ya da bir kriz destek hattını arayın.',
        nextSteps: [
          'Güvendiğiniz bir kişiye gerçekte nasıl hissettiğinizi anlatın; yalnızca bir iki cümle bile olsa.',
          'Bir doktordan ya da psikolojik danışmandan randevu alın veya ülkenizdeki bir ruh sağlığı destek hattını bulup numarayı telefonunuza kaydedin.',
          'Genellikle biraz iyi gelen çok küçük bir şey seçin, örneğin kısa bir yürüyüş, bir duş ya da bir telefon görüşmesi, ve bunu her gün bir kez yapın.',
        ],
        coachingQuestion:
          'Şu anda kimi kendinize biraz daha yaklaştırabilirsiniz ve o kişinin neyi bilmesini isterdiniz?',
      },
    },
  },

  family: {
    about:
      'Bu alan, doğum, evlilik, evlat edinme ya da kendi seçiminizle aileniz saydığınız insanlarla ilişkilerinizi kapsar: anne baba, çocuklar, kardeşler ve daha geniş çevre. Yakınlığı, desteği, birlikte geçirilen zamanı ve çatışmalarla yükümlülüklerin nasıl ele alındığını içerir.',
    research: {
      finding:
        'Harvard Yetişkin Gelişimi Araştırması, katılımcılarını ve daha sonra ailelerini 1938’den beri izliyor. Araştırmanın yöneticileri, aile bağları da dahil olmak üzere daha sıcak yakın ilişkileri olan kişilerin yaşlandıkça daha sağlıklı ve daha mutlu kalma eğiliminde olduğunu bildiriyor.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: '1938’de başlayan uzun soluklu kohort çalışması',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, aile ilişkilerinizin sıcak ve güvenilir hissettirdiği anlamına gelebilir: kendiniz olabiliyor, yardım isteyebiliyor ve anlaşmazlıkları kalıcı bir hasar bırakmadan atlatabiliyorsunuz. Çoğu zaman birçok taraftan yıllar süren küçük çabaları yansıtır. İyi aile bağları da özen ister; özellikle taşınma, yeni bir bebek, hastalık ya da yaşlanan ebeveynler gibi değişimlerde.',
        nextSteps: [
          'Bir aile üyenize son zamanlarda sizin için ne ifade ettiğini somut olarak söyleyin; yüz yüze, mesajla ya da kısa bir notla.',
          'Haftalık bir telefon görüşmesi, ortak bir yemek ya da aile fotoğraf grubu gibi küçük bir ritüel başlatın veya yeniden canlandırın.',
          'Yaşça büyük bir akrabanızdan hayatından hiç duymadığınız bir hikâyeyi anlatmasını isteyin ve anlattıklarını yazın.',
        ],
        coachingQuestion:
          'Ailenizin, onların yanında nasıl olduğunuza dair en çok neyi hatırlamasını istersiniz?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle aile hayatında güzel anların yanında biraz mesafe, sürtüşme ya da dengesizlik olduğunu gösterir: belki iletişim çoğunlukla işlerin ayarlanmasından ibaret, bir ilişki gergin ya da yükün büyük kısmını siz taşıyorsunuz. Ailenizi sevip yine de onlarla geçirdiğiniz zamanı yorucu bulabilirsiniz. İkisi de doğru olabilir ve neyin farklı olmasını istediğinizi adlandırmak iyi bir başlangıçtır.',
        nextSteps: [
          'En çok iyileştirmek istediğiniz aile ilişkisini seçin ve o kişide takdir ettiğiniz bir şeyi yazın.',
          'Bu hafta bir aile üyenizle ev işleri, programlar ya da sorunlarla ilgili olmayan yarım saat planlayın.',
          'Aile işlerinin adil olmayan bir kısmını taşıyorsanız bunları listeleyin ve birinden üstlenmesini isteyeceğiniz birini seçin.',
        ],
        coachingQuestion:
          'Hangi aile ilişkiniz biraz daha kolaylaşsa hayatınızda en büyük farkı yaratırdı ve bunda sizin payınız ne?',
      },
      low: {
        reflect:
          'Düşük bir puan çatışmayı, kopukluğu, kaybı, aile içinde yalnızlığı ya da birine bakmanın yükünü yansıtıyor olabilir. Aileyle ilgili acılar çoğu zaman derindir, çünkü bu ilişkiler kim olduğumuzla iç içe geçmiştir. Sizin için sağlıklı yakınlığın ne olduğuna siz karar verirsiniz ve bu bazen aileye benzer bir desteği başka yerlerde kurmak anlamına gelir.',
        nextSteps: [
          'Şu anda ailenizden en çok neye ihtiyaç duyduğunuzu, örneğin anlayışa, pratik yardıma, alana ya da huzura, kendinizi yargılamadan yazın.',
          'İletişim gerginse sizi koruyacak bir sınır belirleyin; örneğin ziyaretlere bir süre sınırı koymak ya da konuşmayacağınız bir konu seçmek.',
          'Bu hafta, akraba olsun ya da olmasın, size aile gibi gelen bir kişiye ulaşın.',
        ],
        coachingQuestion:
          'Hayatınızda nasıl bir aile bağı istiyorsunuz ve akraba olsun ya da olmasın kimler bunun bir parçası olabilir?',
      },
    },
  },

  friends: {
    about:
      'Bu alan arkadaşlıklarınızla ilgilidir: birlikte olmaktan keyif aldığınız, güvendiğiniz ve ihtiyaç duyduğunuzda arayabileceğiniz insanlar ve bu bağlara ayırdığınız zaman ve enerji. Hem yakın arkadaşları hem de hayatı daha az yalnız hissettiren tanıdık yüzlerden oluşan geniş çevreyi kapsar.',
    research: {
      finding:
        'Toplamda 300.000’den fazla kişiyi izleyen 148 çalışmanın meta-analizi, sosyal ilişkileri daha güçlü olan kişilerin çalışma süreleri boyunca hayatta kalma olasılığının yaklaşık yüzde 50 daha yüksek olduğunu buldu. Bu ilişkinin büyüklüğü sigara içmek gibi iyi bilinen risk faktörleriyle karşılaştırılabilir düzeydeydi; ancak bunlar gibi gözlemsel çalışmalar neden-sonuç ilişkisini kanıtlayamaz.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: '148 çalışmanın meta-analizi',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, birlikte olmaktan keyif aldığınız ve güvenebileceğiniz arkadaşlarınız olduğunu ve onlara zaman ayırdığınızı gösterir. Arkadaşlığın sessiz emeğinde, yani hatırlamakta, davet etmekte ve yanında olmakta iyi olduğunuz anlamına da gelebilir. Arkadaşlıklar hayatın evreleriyle değişir; bu yüzden bunu olağan saymak yerine korumaya değer.',
        nextSteps: [
          'Bir arkadaşınıza onda takdir ettiğiniz somut bir şeyi söyleyen kısa bir mesaj gönderin.',
          'Yakın bir arkadaşınızla takviminize düzenli bir buluşma ekleyin; örneğin aylık bir yürüyüş ya da telefon görüşmesi.',
          'Çevrenizin biraz kenarında kalan birini zaten yaptığınız bir şeye katılmaya davet edin.',
        ],
        coachingQuestion:
          'Yirmi yıl sonra hâlâ sürmesini istediğiniz arkadaşlıklar hangileri ve onları ne canlı tutacak?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle arkadaşlarınız olduğunu ama onları istediğinizden daha az gördüğünüzü ya da yoğun hayatlar arasında arkadaşlıkların seyreldiğini gösterir. Belki genellikle ilk adımı atan sizsiniz ya da gerçekten konuşabileceğiniz birini özlüyorsunuz. Pek çok insan böyle hisseder; özellikle taşınmanın, yeni bir işin ya da çocuk sahibi olmanın ardından.',
        nextSteps: [
          'Bir süredir konuşmadığınız bir arkadaşınıza, sadece onu düşündüğünüzü söylemek için mesaj atın; insanlar bunu genellikle beklediğimizden daha çok takdir eder.',
          'Bir kurs, köpek yürüyüşü ya da kahve molası gibi düzenli bir etkinliği bir arkadaşınızla paylaştığınız bir şeye dönüştürün.',
          'Bir arkadaşınızla bir sonraki sohbetinizde, geçen sefer anlattığı bir şey hakkında devam sorusu sorun.',
        ],
        coachingQuestion:
          'Hayatınızın bu döneminde nasıl bir arkadaş olmak istiyorsunuz ve bu ay bu neye benzerdi?',
      },
      low: {
        reflect:
          'Düşük bir puan yalnız hissettiğiniz, eski arkadaşlarınızdan uzaklaştığınız ya da henüz bir çevre edinmediğiniz yeni bir yerde olduğunuz anlamına gelebilir. Bu acı verici olabilir ve insanların itiraf ettiğinden daha yaygındır. Arkadaşlık genellikle tekrar tekrar birlikte geçirilen zamanla büyür; bu yüzden küçük ve düzenli temaslar, tek bir mükemmel bağ bulmaktan çoğu zaman daha önemlidir.',
        nextSteps: [
          'Bir kurs, kulüp, gönüllülük vardiyası ya da takım gibi düzenli bir grup etkinliği seçin ve en az iki kez gidin; aşinalık tekrarla büyür.',
          'Eski bir arkadaşınıza ya da sevdiğiniz bir tanıdığınıza, buluşmak ya da konuşmak için belirli bir zaman öneren bir mesaj gönderin.',
          'Normalde geri çevireceğiniz bir davete evet deyin ve en az yarım saat kalın.',
        ],
        coachingQuestion:
          'Haftanızın neresinde aynı insanları bir arkadaşlığın filizlenmesine şans tanıyacak kadar düzenli görebilirsiniz?',
      },
    },
  },

  'relationships-love': {
    about:
      'Bu alan romantik sevgiyi ve yakınlığı kapsar: şu anki bir ilişkiyi ya da bekârsanız flört, aşk ve yalnız olmak hakkında nasıl hissettiğinizi. Şefkati, güveni, iletişimi, fiziksel yakınlığı ve gerçekten tanındığınız hissini içerir.',
    research: {
      finding:
        'Partnerlerin birbirlerinin iyi haberlerine nasıl karşılık verdiği önemlidir. Bir dizi çalışmada, partnerleri genellikle içten ve ilgili bir coşkuyla karşılık veren kişiler (buna aktif-yapıcı yanıt verme denir), partnerleri pasif ya da küçümseyici karşılık verenlere göre ilişkilerini daha tatmin edici ve daha güvene dayalı olarak tanımladı.',
      sources: ['Gable et al. (2004)'],
      evidence: 'günlük tutma araştırmaları da içeren bir dizi çalışma',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, aşk hayatınızın yakın, güvenli ve canlı hissettirdiği anlamına gelebilir; ister sizi besleyen bir ilişki olsun ister gerçekten memnun olduğunuz bekâr bir hayat. Çoğu zaman güveni ve gündelik ilgi alışkanlıklarını yansıtır. İlişkiler zamanla değişir; bu yüzden işler iyi giderken de emek vermeye devam etmek işe yarayabilir.',
        nextSteps: [
          'Bu hafta sevdiğiniz biri iyi bir haber paylaştığında gerçek bir merakla karşılık verin: sorular sorun ve o anı yeniden yaşamasına izin verin.',
          'İkinizin de daha önce hiç denemediği yeni bir şeyi birlikte yapmayı planlayın; bekârsanız kendiniz için yeni bir şey planlayın.',
          'Partnerinize ya da sevdiğiniz birine, son zamanlarda size değer verildiğini hissettiren somut bir davranışını söyleyin.',
        ],
        coachingQuestion:
          'Hayatınızın bu döneminde sevginin sizden, birkaç yıl önce ihtiyaç duymadığı neye ihtiyacı var?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle işlerin fena olmadığını ama istediğiniz kadar yakın olmadığını gösterir: belki siz ve partneriniz gündelik hayatın meşgul ortak yöneticilerine dönüştünüz ya da bekârsanız flört konusunda veya ne istediğiniz konusunda emin değilsiniz. Görülmeyi, arzulanmayı ya da derinden anlaşılmayı özlüyor olabilirsiniz. Bu duygular yaygındır ve genellikle ilgiye iyi karşılık verir.',
        nextSteps: [
          'Partnerinizle birlikteyken 20 dakika telefonunuzu bırakın ve cevabını henüz bilmediğiniz bir soru sorun.',
          'Bu hafta bir söz, bir dokunuş ya da paylaşılan bir şaka gibi küçük ilgi çağrılarını fark edin ve onlardan uzaklaşmak yerine onlara yönelin.',
          'Bekârsanız, bir ilişkide hissetmek istediğiniz üç şeyi yazın; yalnızca birinde aradığınız özellikleri değil.',
        ],
        coachingQuestion:
          'Sevgide kendinizi daha bağlı hissetmenize ne yardımcı olurdu ve bunun hangi kısmı bu hafta elinizin altında?',
      },
      low: {
        reflect:
          'Düşük bir puan sık çatışma ya da mesafe olan bir ilişkiyi, yakın zamanda yaşanan bir ayrılığı ya da kaybı, bekârsanız da yalnızlığı ve özlemi yansıtıyor olabilir. Bu durum uykunuzu, ruh hâlinizi ve öz değerinizi etkileyebilir. Duygularınız anlaşılır; bir ilişki sizi bir gün korkmuş ya da güvensiz hissettirirse lütfen bir aile içi şiddet destek hattına ya da güvendiğiniz birine ulaşın.',
        nextSteps: [
          'Yalnızca kendiniz için, en çok neyi özlediğinizi ve artık neyi istemediğinizi, henüz hiçbir karar vermeden yazın.',
          'Bir ilişkinin içindeyseniz sakin bir an seçip bir ihtiyacınızı dile getirin; partnerinizin neyi yanlış yaptığından değil, sizin nasıl hissettiğinizden başlayın.',
          'Sadece nerede durduğunuzu daha net görmek için bile olsa bir çift terapistinden ya da bireysel terapistten randevu almayı düşünün.',
        ],
        coachingQuestion:
          'Kendinizle olan da dahil olmak üzere sevgi dolu bir ilişki, kendinizi güvende ve değerli hissetmeniz için nasıl olmalı?',
      },
    },
  },

  'community-giving': {
    about:
      'Bu alan, daha geniş dünyadaki yerinizle ilgilidir: mahalleniz, ait olduğunuz gruplar ve davalar ve zamanınızla, paranızla, becerilerinizle ya da basit bir iyilikle katkıda bulunma biçimleriniz. Kendi çevrenizden daha büyük bir şeyin parçası olup olmadığınızı hissetmenizi yansıtır.',
    research: {
      finding:
        'Sistematik bir derleme, uzun süreli kohort çalışmalarında gönüllülük yapan kişilerin daha az depresyon, daha yüksek yaşam doyumu ve daha fazla iyi oluş bildirdiğini ve izlem süresince ölüm risklerinin daha düşük olduğunu buldu. Randomize çalışmalar bu faydaları tutarlı biçimde doğrulamadı; yani gönüllülük yardımcı olabilir, ama daha sağlıklı ve mutlu insanların gönüllü olmaya daha yatkın olması da mümkündür.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: '40 çalışmanın sistematik derlemesi ve meta-analizi (randomize çalışmalar ve kohort çalışmaları)',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, bir topluluğa bağlı hissettiğinizi ve size anlamlı gelen şekillerde katkıda bulunduğunuzu gösterir. Belki komşularınızın tanıdığı biri ya da yıllardır bir davaya destek veren birisiniz. Vermenin size hâlâ enerji verip vermediğini, yoksa sessizce yıpratıp yıpratmadığını kontrol etmeye değer.',
        nextSteps: [
          'Size en anlamlı gelen katkınızı ve nedenini yazın; böylece hayat yoğunlaştığında onu koruyabilirsiniz.',
          'Parçası olduğunuz bir gruba, etkinliğe ya da davaya yeni birini sizinle gelmeye davet edin.',
          'Topluluğunuzu ayakta tutan birine teşekkür edin; örneğin bir düzenleyiciye, bir gönüllüye ya da başkalarını gözeten bir komşuya.',
        ],
        coachingQuestion:
          'Topluluğunuzun, sizin onun bir parçası olmanız sayesinde nasıl farklı olmasını isterdiniz?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle çevrenizi önemsediğinizi ama istediğinizden daha az dahil olduğunuzu gösterir; belki zaman kısıtlı ya da henüz nereye ait olduğunuzu bulamadınız. Belki ara sıra bir şeyler veriyorsunuz ama bu, değer verdiğiniz şeylerden kopuk hissettiriyor. Küçük ve düzenli katkılar, ara sıra yapılan büyük jestlerden çoğu zaman daha tatmin edicidir.',
        nextSteps: [
          'Beş gün boyunca her gün bir komşunuza ya da bir yabancıya küçük bir iyilik yapın ve bunun nasıl hissettirdiğini fark edin.',
          'Önem verdiğiniz bir şeyle bağlantılı yerel bir grup ya da dava bulun ve ilk adımın neleri gerektirdiğini öğrenin.',
          'Düzenli olarak gördüğünüz ama neredeyse hiç tanımadığınız biriyle, örneğin bir esnafla ya da komşuyla, yalnızca başınızla selamlamak yerine gerçek bir sohbet edin.',
        ],
        coachingQuestion:
          'Ayda bir saatinizi verecek kadar önemsediğiniz dava ya da grup hangisi ve şimdiye kadar sizi ne durdurdu?',
      },
      low: {
        reflect:
          'Düşük bir puan, çevrenizdeki insanlardan ve yerlerden kopuk hissettiğiniz ya da şu an kendi hayatınız çok şey talep ettiği için katkıda bulunmanın ulaşılmaz göründüğü anlamına gelebilir. İkisi de anlaşılır. Aidiyet çok küçük başlayabilir: tanıdık bir yüzle, kısa bir sohbetle ya da yardım etmenin mütevazı bir yoluyla.',
        nextSteps: [
          'Bir komşunuzun ya da mahallede sık gördüğünüz birinin adını öğrenin ve onu bir dahaki görüşünüzde adıyla selamlayın.',
          'Kütüphane etkinlikleri, bir topluluk bahçesi ya da bir inanç veya kültür grubu gibi yakınınızda neler olduğuna bakmak için 15 dakika ayırın ve denemek istediğiniz bir şeyi not edin.',
          'On dakikadan kısa süren yardımsever bir şey yapın; örneğin yerel bir işletme için güzel bir yorum bırakın ya da birine bir şey taşımayı teklif edin.',
        ],
        coachingQuestion:
          'Şimdiden az da olsa aidiyet hissettiğiniz yer neresi ve orada nasıl biraz daha fazla zaman geçirebilirsiniz?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Eğlence ve dinlenme; oyunu, hobileri, dinlenmeyi ve sırf hoşunuza gittiği için yaptığınız şeyleri kapsar. Burası şarj olduğunuz, keşfettiğiniz ve zamanı unuttuğunuz yerdir ve hayat yoğunlaştığında çoğu zaman ilk feda edilen şey de budur.',
    research: {
      finding:
        'Bir meta-analiz, boş zaman etkinlikleri ile iyi oluş arasında orta düzeyde bir ilişki buldu; boylamsal ve deneysel çalışmalar, boş zaman etkinliklerinin iyi oluşu yalnızca yansıtmakla kalmayıp artırabileceğini de düşündürüyor. İnsanların bu etkinliklere ne sıklıkla katıldığı ve etkinliklerin ne kadar çeşitli olduğu, harcanan toplam süreden daha önemliydi.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: '11.000’den fazla kişiden elde edilen 37 etki büyüklüğünün meta-analizi',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, keyfe yer açtığınızı gösterir: sizi içine çeken etkinlikleriniz, birlikte eğlenebileceğiniz insanlarınız ve size ait bir zamanınız var. Eğlencenin yalnızca her şey bittikten sonra verilen bir ödül olmadığını öğrenmiş olabilirsiniz. Bu gerçek bir güçtür ve çoğu zaman çarkınızın geri kalanını da destekler.',
        nextSteps: [
          'Bu hafta alışık olduğunuz alanın biraz dışında yeni bir etkinlik deneyin; örneğin farklı bir spor, bir el işi ya da bir oyun.',
          'Sevdiğiniz bir hobiyi birini davet ederek ya da ona temel bilgileri öğreterek paylaşın.',
          'Bu hafta hangi etkinlikte zamanın nasıl geçtiğini unuttuğunuzu fark edin ve onu bu kadar sürükleyici yapan şeyi yazın.',
        ],
        coachingQuestion:
          'Gençliğinizden beri zaman ayırmadığınız oyun türü hangisi ve onun bir kısmını hayatınıza geri getirmek nasıl olurdu?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle biraz boş zamanınız olduğunu ama bunun çoğunlukla toparlanmaya gittiğini gösterir: ekranda gezinmek, televizyon izlemek ya da günün sonunda kendinizi kanepeye bırakmak. Bunların da yeri var, ama aktif, sosyal ya da sürükleyici bir şeyin tazelediği kadar nadiren tazeler. Belki hobileriniz, siz hiç gerçekten seçmeden takviminizden kayıp gitti.',
        nextSteps: [
          'Bu hafta sevdiğiniz bir şey için iki saatlik bir blok ayırın ve onu bir randevu gibi koruyun.',
          'Geçmişte size neşe veren on şeyi listeleyin ve hafta sonu bitmeden birini yapın.',
          'İki akşam, ekranda geçen 20 dakikayı yemek yapmak, müzik, çizim ya da yapboz gibi elle yapılan bir şeyle değiştirin.',
        ],
        coachingQuestion:
          'Sırf keyif için bir şeye kendinizi en son ne zaman tamamen kaptırdınız ve o zaman farklı olan neydi?',
      },
      low: {
        reflect:
          'Düşük bir puan, keyif için neredeyse hiç zaman ya da enerji kalmadığı veya eskiden sevdiğiniz şeylerin ışıltısını kaybettiği anlamına gelebilir. Bu çoğu zaman ağır iş yükü, bakım sorumlulukları ya da çökkün bir ruh hâli altında olur. Küçük dozlarda oyun bile yardımcı olabilir; haftalardır hiçbir şey keyif vermiyorsa bunu bir doktora söylemeye değer.',
        nextSteps: [
          'Bu haftanın her günü için on dakikalık bir keyif seçin, örneğin sevdiğiniz bir şarkı, hoş bir yerde kısa bir yürüyüş ya da kısa bir oyun, ve bunu aynı anda başka bir şey yapmadan yapın.',
          'Takviminize göz atın ve sandığınızdan daha az önemli olan bir yükümlülükten bir saat geri alın.',
          'Bir arkadaşınızdan ya da aile üyenizden, keyif almaktan başka hiçbir amacı olmayan hafif bir şeyi sizinle yapmasını isteyin.',
        ],
        coachingQuestion:
          'Kimseye, kendinize bile, açıklamak zorunda olmasaydınız boş bir öğleden sonrayı nasıl geçirirdiniz?',
      },
    },
  },

  'physical-environment': {
    about:
      'Bu alan, yaşadığınız ve çalıştığınız mekânlarla ilgilidir: eviniz, çalışma alanınız, mahalleniz ve ışığa, sessizliğe ve doğaya erişiminiz. Çevre, iyi ya da kötü yönde, ruh hâlini ve enerjiyi insanların çoğu zaman fark ettiğinden daha fazla şekillendirir.',
    research: {
      finding:
        'İngiltere’de yaklaşık 20.000 kişiyle yapılan bir ankette, haftada en az 120 dakikayı doğada geçirenlerin, doğada hiç zaman geçirmeyenlere göre iyi sağlık ve yüksek iyi oluş bildirme olasılığı daha yüksekti. Bu sürenin tek uzun bir ziyarette mi yoksa birkaç kısa ziyarette mi geçirildiği önemli görünmüyordu; ancak böyle bir anket neden-sonuç kanıtı değil, bir ilişki gösterir.',
      sources: ['White et al. (2019)'],
      evidence: 'büyük ulusal anket',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, çevrenizin sizi büyük ölçüde desteklediğini gösterir: eviniz dinlenilecek bir yer gibi hissettiriyor, çalışma alanınız işinizi görüyor ve ışığa, havaya ya da yeşile ulaşabiliyorsunuz. Zaman içinde özenle yaptığınız seçimleri yansıtıyor olabilir. Şimdi gösterilecek biraz özen, ihtiyaçlarınız değiştikçe bunu korumanıza yardımcı olabilir.',
        nextSteps: [
          'Evinizi dolaşın, size en çok huzur veren köşeyi bulun ve onu neyin işe yarar kıldığını not edin.',
          'Bu hafta toplamda en az iki saatinizi, size uyan parçalara bölerek yeşil alanlarda ya da su kenarında geçirin.',
          'Bir süredir etrafından dolaştığınız küçük bir şeyi tamir edin ya da bitirin; örneğin yanmış bir ampul, gıcırdayan bir kapı ya da girişteki bir yığın.',
        ],
        coachingQuestion:
          'Mekânınızın, büyüyüp dönüştüğünüz yeni hayatı nasıl desteklemesini istiyorsunuz?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle mekânınızın fena olmadığını ama tam da yerine oturmadığını gösterir: dağınıklık birikiyor olabilir, bir oda onu kullanma biçiminize uymuyor olabilir, gürültü ya da ışık sizi rahatsız ediyor olabilir veya nadiren dışarı çıkıyor olabilirsiniz. Bunları büyük sorunlardan çok arka planda hafif bir stres olarak hissediyor olabilirsiniz. Bir mekândaki küçük değişiklikler, onun nasıl hissettirdiğini şaşırtıcı derecede hızlı değiştirebilir.',
        nextSteps: [
          'Masa, tezgâh ya da çalışma masası gibi bir yüzey seçin, 15 dakikada tamamen boşaltın ve sonrasında onu kullanmanın nasıl hissettirdiğini fark edin.',
          'Koltuğunuzu ya da masanızı gün ışığına yaklaştırın veya en çok zaman geçirdiğiniz yere sevdiğiniz bir bitki ya da resim koyun.',
          'Bu hafta iki gün, yakınınızdaki en yeşil yerde 20 dakikalık bir yürüyüş yapın.',
        ],
        coachingQuestion:
          'Eviniz her günün sonunda size tek bir duyguyu yaşatabilseydi bu hangi duygu olurdu ve önünde ne duruyor?',
      },
      low: {
        reflect:
          'Düşük bir puan dar, gürültülü, güvensiz, karmakarışık ya da gerçekten size ait hissettirmeyen bir evi veya sizi tüketen bir mahalleyi ya da işe gidiş gelişi yansıtıyor olabilir. Bunların bir kısmı, konut masrafları ya da komşular gibi, kontrolünüz dışında olabilir ve bu, içinden çıkılmaz bir his yaratabilir. Yine de elinizin altındaki küçük değişiklikler, daha büyüklerini düşünürken gündelik stresi hafifletebilir.',
        nextSteps: [
          'Sadece bir sandalye ya da komodin bile olsa küçük bir köşe seçin ve orayı sakin ve içinde bulunması hoş bir yer hâline getirin.',
          'Çevrenizde sizi en çok rahatsız eden üç şeyi yazın ve hangilerini etkileyebileceğinizi işaretleyin.',
          'Evinizin dışında, yakınlarda kendinizi rahat hissettiğiniz bir yer bulun, örneğin bir park, bir kütüphane ya da bir kafe, ve bu hafta orada zaman geçirin.',
        ],
        coachingQuestion:
          'Sizi gerçekten destekleyen bir yer neye benzerdi ve ona doğru kontrolünüzde olan bir adım ne olurdu?',
      },
    },
  },

  'personal-growth': {
    about:
      'Kişisel gelişim; öğrenmeyi, beceri geliştirmeyi, kendinizi daha iyi anlamayı ve giderek olmak istediğiniz kişiye dönüşmeyi kapsar. Merakı, üzerine düşünmeyi ve henüz iyi olmadığınız şeyleri deneme cesaretini içerir.',
    research: {
      finding:
        'Carol Ryff’in psikolojik iyi oluş modeli, kişisel gelişimi, yani gelişmeye ve potansiyelini gerçekleştirmeye devam etme hissini; yaşam amacı, kendini kabul, özerklik, çevresel hâkimiyet ve olumlu ilişkilerle birlikte iyi bir hayatın altı temel bileşeninden biri olarak ele alır. Ryff’in ölçeği, yetişkinlik boyunca iyi oluş araştırmalarında yaygın olarak kullanılır.',
      sources: ['Ryff (1989)'],
      evidence: 'yetişkinlerle yapılan anket uygulamasına dayanan kuram geliştirme çalışması',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, öğrendiğinizi ve geliştiğinizi, olmak istediğiniz kişiye doğru ilerlediğinizi hissettiğinizi gösterir. Zorluklardan hoşlanıyor ve bir şeyi henüz bilmemekten pek rahatsız olmuyor olabilirsiniz. Bir sonraki eşiğiniz öğrendiklerinizi paylaşmak ya da neyde gelişeceğinizi daha bilinçli seçmek olabilir.',
        nextSteps: [
          'Geçen yıl öğrendiğiniz en önemli şeyi ve bunu duymaktan kimin fayda görebileceğini yazın.',
          'Geliştirdiğiniz bir beceriyi seçin ve somut geri bildirim alabileceğiniz bir kaynak bulun; örneğin bir öğretmen, bir akran ya da kendinizin bir kaydı.',
          'Bu hafta için rahatsızlık verici bir adım seçin, örneğin normalde kendinize saklayacağınız bir soruyu sormak, ve bunu yapın.',
        ],
        coachingQuestion:
          'Kendinizin hangi versiyonuna doğru büyüyorsunuz ve o kişi bu hafta neyi farklı yapardı?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle bazı yönlerden geliştiğinizi ama bazı yönlerden biraz takılıp kaldığınızı gösterir: belki hayat gerektirdiğinde öğreniyor ama nadiren kendi seçiminizle öğreniyorsunuz ya da bir şeye başlayıp sonra hızınızı kaybediyorsunuz. Neyi geliştirmek istediğinize dair fikirleriniz olsa da net bir ilk adımınız olmayabilir. Gelişim, onu somut ve küçük hâle getirdiğinizde çoğu zaman hız kazanır.',
        nextSteps: [
          'Geliştirmek istediğiniz bir beceriyi ya da özelliği adlandırın ve onun için bir eğer-o zaman planı yazın: ne zaman ve nerede 15 dakika çalışacağınızı belirleyin.',
          'Bu hafta yalnızca merak ettiğiniz için bir şey okuyun, izleyin ya da dinleyin ve hatırlamak istediğiniz bir fikri not edin.',
          'Sizi iyi tanıyan birine, bir sonraki gelişim alanınızın ne olabileceğini düşündüğünü sorun.',
        ],
        coachingQuestion:
          'Merak ettiğiniz ama keşfetmek için henüz kendinize izin vermediğiniz şey nedir?',
      },
      low: {
        reflect:
          'Düşük bir puan takılıp kalmış ya da kime dönüştüğünüzden emin değilmiş gibi hissettiğiniz ya da hayatın o kadar çok talep içerdiği ki gelişimin bir lüks gibi göründüğü anlamına gelebilir. Özgüveninizi sarsan bir aksiliği de yansıtıyor olabilir. Gelişimin göz alıcı olması gerekmez; küçük ve tekrarlanan adımlar da sayılır.',
        nextSteps: [
          'Geçen ay öğrendiğiniz ya da iyi idare ettiğiniz bir şeyi, ne kadar küçük olursa olsun, hâlâ geliştiğinizi hatırlatması için yazın.',
          'Beş dakika okumak ya da bir dilde yeni bir kelime öğrenmek gibi minicik bir pratik seçin ve onu zaten her gün yaptığınız bir şeye bağlayın.',
          'Geliştiğinizi hissettiğiniz bir dönemi düşünün ve bunu neyin mümkün kıldığını yazın.',
        ],
        coachingQuestion:
          'Bir ay sonra size yeniden harekete geçtiğinizi gösterecek küçük adım ne olurdu?',
      },
    },
  },

  spirituality: {
    about:
      'Maneviyat burada anlamla, amaçla ve ister din, doğa, sanat, değerler, tefekkür ister topluluk yoluyla olsun, kendinizden daha büyük olarak deneyimlediğiniz her şeyle ilişkinizi ifade eder. Son derece kişiseldir ve onu puanlamanın doğru bir yolu yoktur.',
    research: {
      finding:
        'Yaşamda Anlam Ölçeği (Meaning in Life Questionnaire) ile yapılan araştırmalar, bir anlam duygusuna sahip olmayı anlam arayışından ayırır. Hayatının bir anlamı olduğunu hissetmek tutarlı biçimde daha yüksek iyi oluşla ilişkilidir ve arayışın ayrı bir deneyim olduğu ortaya çıkmıştır: insanlar bir miktar anlama sahipken daha fazlasını aramaya devam edebilir.',
      sources: ['Steger et al. (2006)'],
      evidence: 'çeşitli öğrenci örneklemleriyle yürütülen ölçek geliştirme çalışmaları',
    },
    bands: {
      high: {
        reflect:
          'Yüksek bir puan, hayatınıza neyin anlam kattığına dair net bir duygunuz ve sizi köklendiren uygulamalarınız ya da inançlarınız olduğunu gösterir. Bu, zor zamanlarda bir sakinlik ya da daha büyük bir şeyle hissedilen bir bağ olarak kendini gösterebilir. Bu köklülük, çevrenizdeki insanlar için de bir güç kaynağı olabilir.',
        nextSteps: [
          'Bu hafta son zamanlarda size en anlamlı gelen şeyin ne olduğunu ve nedenini düşünmek için on dakikalık sessiz bir zaman ayırın.',
          'Sizi köklendiren bir uygulamayı, metni, yeri ya da müzik parçasını, ona değer verebilecek biriyle paylaşın.',
          'Bu hafta geniş bir gökyüzü, bir müzik parçası ya da cesur bir davranış gibi bir hayranlık anı arayın ve onunla her zamankinden biraz daha uzun kalın.',
        ],
        coachingQuestion:
          'Neyin önemli olduğuna dair duygunuz, sıradan bir günde yaptığınız seçimleri nasıl şekillendiriyor?',
      },
      mid: {
        reflect:
          'Orta bir puan genellikle anlamın var olduğunu ama ince ya da kesintili olduğunu gösterir: belirli anlarda bağ hissedip gündelik koşuşturmada ipin ucunu kaçırıyor olabilirsiniz. Belki eski inançlar artık tam olarak uymuyor, yenileri ise hâlâ şekilleniyor. Bu arada kalmışlık hâli yaygındır ve verimli olabilir.',
        nextSteps: [
          'Hayatınızı en çok onlara göre yaşamak istediğiniz üç değeri yazın ve her biri için bu hafta ona göre davranabileceğiniz bir yer belirleyin.',
          'Her sabah beş dakikalık bir sessizlik deneyin; dua, meditasyon, yavaş nefes ya da telefonsuz oturmak, hangisi olursa.',
          'Kendinizi iyi anlamda küçük hissettiren bir yerde zaman geçirin; örneğin bir tepenin üstü, deniz, eski bir yapı ya da geniş bir gökyüzünün altı.',
        ],
        coachingQuestion:
          'Kendinizden daha büyük bir şeyle en çok ne zaman bağ hissediyorsunuz ve buna nasıl daha fazla yer açabilirsiniz?',
      },
      low: {
        reflect:
          'Düşük bir puan anlamdan ya da amaçtan kopuk hissettiğiniz, hayatın bir dizi göreve dönüştüğü ya da bir zamanlar sizi ayakta tutan inançların artık bunu yapmadığı anlamına gelebilir. Bu bazen bir kaybın, tükenmişliğin ya da hayal kırıklığının ardından gelir. Bunlar insanlığın en eski sorularından bazılarıdır ve şu an cevaplarınızın olmaması insan olmanın bir parçasıdır.',
        nextSteps: [
          'Hayatınızda kısa bir süreliğine bile olsa anlamlı gelen anların kısa bir listesini yapın ve ortak yanlarını arayın.',
          'Bu hafta 20 dakikayı sessiz bir yerde, mümkünse dışarıda ve telefonsuz geçirin ve yalnızca fark ettiklerinizi fark edin.',
          'Taşıdığınız soruları, anlam arayışına saygı duyduğunuz biriyle konuşun; örneğin bir arkadaş, bir büyük, bir din görevlisi ya da bir danışman.',
        ],
        coachingQuestion:
          'Hayatınıza sizin için gerçekten önemli olan tek bir şey yön verseydi bu ne olurdu ve neler değişirdi?',
      },
    },
  },
};
