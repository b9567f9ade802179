import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Swahili counterpart of insights.en.ts; sources stay as cited in English.
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Eneo hili linahusu kazi unayofanya, iwe ya kulipwa au la, na jinsi inavyoendana na wewe ulivyo: kama inatumia uwezo wako, inakupa nafasi ya kuamua baadhi ya mambo, na inastahili saa unazoitolea. Pia linahusu mwelekeo, yaani hisia kwamba maisha yako ya kikazi yanaelekea mahali unapotaka kufika.',
    research: {
      finding:
        'Nadharia ya kujiamulia (self-determination theory) inapendekeza kwamba watu hustawi mahitaji matatu ya msingi yanapotimizwa: uhuru (kuwa na uchaguzi fulani juu ya unachofanya na jinsi unavyokifanya), umahiri (kujihisi una uwezo na unaboreka) na uhusiano (kujihisi umeunganika na watu wanaokuzunguka). Tafiti mahali pa kazi na kwingineko zinahusisha kutimizwa kwa mahitaji haya na motisha yenye nguvu zaidi na ustawi mkubwa zaidi.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'mapitio ya kinadharia yanayotegemea miongo ya tafiti za maabara na za uwandani',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu kiasi hiki huenda inamaanisha kwamba kazi yako kwa sasa inakupa mchanganyiko mzuri wa changamoto, uchaguzi na watu unaofurahia kufanya nao kazi. Mara nyingi inaonyesha kwamba unachofanya mchana kinaendana kwa kiasi kizuri na unachokijali. Huu pia unaweza kuwa wakati mzuri wa kutambua kinachofanya mambo yafanikiwe, ili ukilinde hali zinapobadilika.',
        nextSteps: [
          'Andika sehemu mbili au tatu za kazi yako zinazokupa nguvu zaidi, na uandike njia moja ya kudumisha kila moja katika ratiba yako mwezi ujao.',
          'Mweleze mfanyakazi mwenzako au msimamizi wako hasa kile kimekuwa kikienda vizuri kwako; kukitaja hurahisisha kukilinda.',
          'Toa saa moja wiki hii kumsaidia mtu aliye mwanzoni mwa taaluma yake katika jambo unalolimudu.',
        ],
        coachingQuestion:
          'Ni nini ungetaka kiwe kweli kuhusu kazi yako miaka mitano ijayo, ambacho leo ni kweli kwa sehemu tu?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba kazi iko sawa siku nyingi lakini haijafika kabisa unapotaka: huenda majukumu yanamudika lakini hayakupi changamoto tena, au kazi inalipa bili bila kuhisi kuwa yako. Huenda ukagundua kwamba sehemu moja inakuchosha kuliko nyingine. Hiyo ni taarifa yenye manufaa, kwa sababu mabadiliko madogo katika jinsi unavyofanya kazi yanaweza kubadilisha jinsi inavyohisi.',
        nextSteps: [
          'Kwa siku tatu za kazi, weka alama kila jukumu kama linalokupa nguvu, la kawaida au linalokuchosha, kisha tafuta mtindo mwishoni mwa wiki.',
          'Chagua jukumu moja linalokuchosha na ujaribu badiliko moja la kuiunda upya kazi (job crafting): lifanye kwa njia tofauti, lifanye pamoja na mtu mwingine, au jikumbushe linamsaidia nani hatimaye.',
          'Tenga dakika 30 kumuuliza mtu ambaye unavutiwa na kazi yake jinsi alivyounda nafasi yake kadiri muda ulivyopita.',
        ],
        coachingQuestion:
          'Kama ungeweza kusanifu upya sehemu moja ya nafasi yako ya sasa bila kubadilisha kazi, ungebadilisha nini kwanza, na kwa nini ni muhimu kwako?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inaonyesha kazi inayochosha, isiyo na uhakika au iliyo mbali na unachokijali, au huenda inamaanisha uko kati ya kazi mbili, unasoma au unawahudumia wengine na unakosa hisia ya mwelekeo. Mara nyingi huja na uchovu unaoenea katika maisha mengine yote. Chochote kilicho nyuma yake, alama ya chini ni ishara inayostahili kuchukuliwa kwa uzito, si hukumu juu yako.',
        nextSteps: [
          'Andika sentensi moja kuhusu kinachokuchosha zaidi kazini kwa sasa na nyingine kuhusu ungekosa nini kama kingeondoka; tofauti hiyo mara nyingi inaonyesha cha kubadilisha.',
          'Chagua mpaka mmoja mdogo unaoweza kuushikilia wiki hii, kama saa maalum ya kumaliza kazi kwa siku mbili au kutojibu ujumbe wa kazi baada ya saa fulani.',
          'Mwombe mtu mmoja, kama mfanyakazi mwenzako wa zamani, mshauri au mshauri wa taaluma, mazungumzo ya dakika 20 kuhusu machaguo yako.',
        ],
        coachingQuestion:
          'Ni jambo gani moja katika maisha yako ya kikazi ambalo hauko tayari tena kulikubali, na ni hatua gani ndogo ya kwanza ya kuondoka kwalo?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Ustawi wa kifedha hauhusu sana kiasi unachopata bali jinsi unavyojisikia kuhusu pesa: kama unaweza kukidhi mahitaji ya leo, kustahimili bili usiyoitarajia na kufanya maamuzi yaliyo muhimu kwako. Unajumuisha mazoea, mipango na mazungumzo yanayounda hisia hiyo.',
    research: {
      finding:
        'Mapitio ya utafiti kuhusu furaha yanaonyesha kwamba jinsi watu wanavyotumia pesa ni muhimu sawa na kiasi walicho nacho. Kutumia pesa kwa uzoefu badala ya vitu, kuwatumia wengine, na kuchagua raha nyingi ndogo badala ya chache kubwa huelekea kuleta kuridhika kwa muda mrefu zaidi kuliko manunuzi mengi ya vitu.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'makala ya mapitio inayofupisha tafiti nyingi',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu inaonyesha kwamba pesa zinahisi kuwa chini ya udhibiti kwa kiasi kikubwa: bili zinalipwa, huenda kuna akiba kidogo, na unaweza kutumia pesa kwa vitu unavyovithamini bila wasiwasi mwingi. Huenda pia inamaanisha una uhusiano tulivu na pesa, jambo ambalo si sawa na kuwa tajiri. Huu unaweza kuwa wakati mzuri wa kuhakikisha kwamba pesa zako zinafanya kazi kwa yale unayoyajali zaidi.',
        nextSteps: [
          'Angalia matumizi ya mwezi uliopita na uzungushie duara manunuzi matatu yaliyokuletea furaha ya kudumu zaidi; angalia kama yalikuwa uzoefu, muda au vitu.',
          'Chagua jukumu moja la muda mrefu ambalo huwa unaliahirisha, kama kukagua michango yako ya pensheni, kuandika wosia au kupitia bima, na upange wakati wa kulishughulikia.',
          'Panga tendo moja dogo la ukarimu wiki hii, kama kumkaribisha rafiki au kuchangia jambo unalolijali.',
        ],
        coachingQuestion:
          'Zaidi ya usalama, ungependa pesa zako ziwezeshe nini katika maisha yako katika miaka michache ijayo?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba unamudu maisha lakini hujatulia kabisa: huenda kinabaki kidogo mwishoni mwa mwezi, kuna deni nyuma, au unahisi unapaswa kuwa na mpangilio zaidi kuliko ulivyo. Unaweza kujihisi sawa siku hadi siku lakini ukawa na wasiwasi kuhusu siku zijazo. Uwazi kidogo mara nyingi hupunguza wasiwasi huo kuliko watu wanavyotarajia.',
        nextSteps: [
          'Andika gharama zako za kila mwezi zisizobadilika na mshahara unaoupata mkononi kwenye ukurasa mmoja, ili ujue nafasi yako halisi.',
          'Weka uhamisho wa moja kwa moja siku ya mshahara, hata kama ni kiasi kidogo, kwenda kwenye akaunti tofauti ya akiba.',
          'Sitisha au acha usajili mmoja au gharama moja ya kawaida ambayo huithamini tena.',
        ],
        coachingQuestion:
          '“Kutosha” kungeonekanaje kwako, kwa namba na pia kwa jinsi siku zako zingehisi?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inaonyesha shinikizo halisi: bili ngumu kulipa, deni linaloendelea kukua, kipato kisicho na uhakika, au hofu ya kufungua programu yako ya benki. Wasiwasi wa pesa mara nyingi huenea hadi kwenye usingizi, mahusiano na afya, kwa hiyo inaeleweka kama eneo hili linahisi zito. Hauko peke yako katika hili, na mara nyingi kuna msaada wa bure.',
        nextSteps: [
          'Orodhesha kila bili na kila deni pamoja na kiasi chake na tarehe ya kulipa kwenye karatasi moja; kuona picha nzima kwa kawaida hakutishi kama kubahatisha.',
          'Wasiliana na huduma ya bure na huru ya ushauri wa madeni au wa fedha katika nchi yako na uulize wanatoa msaada gani.',
          'Chagua malipo ya dharura zaidi na uwasiliane na kampuni husika kabla ya tarehe ya kulipa ili kuuliza kuhusu machaguo ya malipo.',
        ],
        coachingQuestion:
          'Ni mazungumzo gani kuhusu pesa ambayo umekuwa ukiyakwepa, na nini kingebadilika kama ungeyafanya mwezi huu?',
      },
    },
  },

  'physical-health': {
    about:
      'Afya ya mwili inahusu jinsi mwili wako unavyojisikia na kufanya kazi kila siku: nguvu, usingizi, kutembea na kufanya mazoezi, kula, na jinsi unavyoishi na ugonjwa au maumivu yoyote. Inaundwa na mazoea, hali za maisha na vinasaba, kwa hiyo alama yako inaonyesha jinsi ulivyoridhika, si jinsi ulivyo na nidhamu.',
    research: {
      finding:
        'Uchambuzi wa pamoja wa tafiti 15 za makundi (cohort) zilizohusisha takriban watu wazima 47,000 ulibaini kwamba hatua nyingi zaidi kwa siku zilihusiana na hatari ndogo ya kufariki katika kipindi cha ufuatiliaji. Faida ilitulia karibu hatua 6,000 hadi 8,000 kwa siku kwa watu wenye umri wa miaka 60 na zaidi, na 8,000 hadi 10,000 kwa watu wazima wenye umri mdogo, kwa hiyo 10,000 si namba ya ajabu, na kwa watu waliotembea kidogo, hata ongezeko dogo lilihusiana na hatari ndogo.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'uchambuzi wa jumla wa tafiti 15 za makundi (za uchunguzi)',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu huenda inamaanisha kwamba mwili wako kwa kiasi kikubwa unahisi kama mshirika: unalala vizuri kwa kiasi, unafanya mazoezi mara kwa mara na una nguvu kwa mambo yaliyo muhimu kwako. Mara nyingi inaonyesha mazoea ambayo yamekuwa ya kawaida bila kufikiri. Kazi kuu sasa huenda ikawa kuhakikisha mazoea hayo yanadumu maisha yanapojaa shughuli.',
        nextSteps: [
          'Andika mazoea mawili yanayokuweka mzima zaidi, na uamue toleo dogo kabisa la kila moja katika wiki yenye vurugu.',
          'Ongeza aina moja ya mazoezi unayoyafanya kidogo, kama ya nguvu, ya mizani au ya kunyoosha viungo, kwa dakika kumi siku mbili wiki hii.',
          'Panga miadi ya uchunguzi wa kawaida, kipimo au daktari wa meno ambayo umekuwa ukikusudia kuipanga.',
        ],
        coachingQuestion:
          'Ungependa mwili wako ukuwezeshe kufanya nini ukiwa na miaka 75, na nini katika mazoea yako ya leo tayari kinajenga kuelekea huko?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba mambo mengine yanafanya kazi na mengine yameteleza: huenda unafanya mazoezi lakini unalala vibaya, au unakula vizuri lakini mara chache unatoka nje. Unaweza kujihisi sawa kwa ujumla lakini ukaona nguvu zikishuka, viungo vikikakamaa au msongo ukijitokeza mwilini. Hapa mabadiliko madogo na mahususi huelekea kudumu kuliko mageuzi makubwa.',
        nextSteps: [
          'Kwa siku tano, andika kumbukumbu rahisi: saa ya kulala, saa ya kuamka na nguvu zako kuanzia 1 hadi 10 kila alasiri.',
          'Unganisha matembezi ya dakika kumi na kitu unachofanya tayari kila siku, kama kumaliza chakula cha mchana au kuwapeleka watoto shuleni.',
          'Panga mapema mlo mmoja wiki hii wenye mboga na protini, badala ya kutegemea chochote kilicho cha haraka zaidi.',
        ],
        coachingQuestion:
          'Ni badiliko gani moja lingeboresha zaidi jinsi unavyojisikia katika Jumanne ya kawaida, na nini kimefanya iwe vigumu kulianza?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inaonyesha maumivu, ugonjwa, uchovu mwingi, au kujihisi tu umetengana na mwili wako baada ya kipindi kigumu. Mara nyingi hufanya kila kitu kingine kwenye gurudumu kiwe kigumu pia. Tafadhali jionee huruma katika hili, na ikiwa alama hii inatokana na dalili, maumivu au mabadiliko yanayokutia wasiwasi, kuzungumza na daktari au mtaalamu mwingine wa afya ni hatua ya kwanza ya busara.',
        nextSteps: [
          'Ikiwa kuna kitu kimekuwa kikikusumbua, panga miadi na daktari au muuguzi wiki hii na uandike maswali yako mapema.',
          'Chagua mwanzo mwepesi kabisa: matembezi ya dakika tano, mazoezi machache ya kunyoosha viungo, au kulala dakika 20 mapema usiku tatu.',
          'Mwombe mtu mmoja akusaidie jambo moja mahususi, kama kutembea pamoja nawe au kupika chakula pamoja.',
        ],
        coachingQuestion:
          'Ni ishara gani halisi, wiki moja kuanzia sasa, itakayoonyesha kwamba umeanza tena kuutunza mwili wako?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Ustawi wa kihisia unahusu jinsi unavyojisikia muda mwingi na jinsi unavyoshughulikia hisia zinazokuja: msongo, huzuni, hasira, wasiwasi na furaha. Haumaanishi kujisikia vizuri kila wakati, bali kuwa na nafasi kwa hisia zote na njia za kupona kutoka kwa zile ngumu.',
    research: {
      finding:
        'Katika jaribio la maabara, watu walioombwa kutazama filamu inayosumbua kwa mtazamo wa kujitenga na wa kuchambua walihisi kinyaa kidogo kuliko waliotazama tu, huku walioambiwa wafiche hisia zao wakionyesha hisia kidogo kwa nje lakini msisimko mkubwa zaidi wa mwili. Kubadilisha jinsi unavyofikiri kuhusu hali, kunakoitwa kutathmini upya (reappraisal), tangu hapo kumekuwa mojawapo ya njia za kudhibiti hisia zilizochunguzwa zaidi.',
      sources: ['Gross (1998)'],
      evidence: 'jaribio la maabara, lililoungwa mkono baadaye na tafiti nyingi',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu inaonyesha kwamba mara nyingi unajihisi thabiti: unatambua hisia zako, unaweza kuzitaja, na kwa kawaida unapata njia ya kurejea baada ya siku ngumu. Huenda pia inamaanisha una watu au mazoea yanayokusaidia kupitia yanayotokea. Kujua kinachokutegemeza sasa ni cha thamani kwa misimu migumu inayomfikia kila mtu.',
        nextSteps: [
          'Andika mambo matatu yanayokusaidia kwa uhakika zaidi kupona baada ya siku ngumu, na uweke orodha mahali utakapoiona.',
          'Kwa jioni tano, andika jambo moja lililoenda vizuri siku hiyo na kwa nini lilienda vizuri.',
          'Muulize mtu wa karibu nawe hali yake halisi, na umsikilize bila kujaribu kurekebisha chochote.',
        ],
        coachingQuestion:
          'Nyakati ngumu ulizopitia zimekufundisha nini kuhusu wewe mwenyewe, na ungependa kutumiaje funzo hilo?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba unastahimili, lakini kwa juhudi: msongo huenda unadumu, wasiwasi unajirudia usiku, au unayaweka mambo moyoni badala ya kuyashughulikia. Unaweza kuwa na siku nzuri na siku zisizo na ladha bila kujua hasa kwa nini. Kutambua mitindo mara nyingi ni hatua ya kwanza ya kuibadilisha.',
        nextSteps: [
          'Mara tatu kwa siku wiki hii, simama kidogo na utaje unachohisi kwa neno moja au mawili; kuziweka hisia katika maneno huelekea kupunguza ukali wake.',
          'Jambo linapokukasirisha, andika njia nyingine moja ya kuliona, si kukana hisia bali kupanua mtazamo.',
          'Kwa siku mbili, tenga dakika 15 kuandika kwa uhuru kuhusu jambo ambalo limekuwa likikulemea.',
        ],
        coachingQuestion:
          'Ni hisia gani umekuwa ukiibeba hivi karibuni ambayo haijapata nafasi ya kutosha, na inahitaji nini kutoka kwako?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inamaanisha kwamba kwa muda umekuwa ukijihisi mwenye huzuni, wasiwasi, kufa ganzi kihisia au kuzidiwa, na kwamba mambo ya kawaida yanahitaji juhudi zaidi kuliko zamani. Hilo ni gumu, na si kushindwa kwako binafsi. Ikiwa huzuni au wasiwasi umedumu wiki mbili au zaidi, au unafanya maisha ya kila siku kuwa magumu, tafadhali fikiria kuzungumza na daktari, mshauri nasaha au mtaalamu mwingine wa afya ya akili; ukijihisi uko hatarini au ukifikiria kujidhuru, wasiliana mara moja na huduma za dharura au simu ya msaada wa dharura.',
        nextSteps: [
          'Mweleze mtu mmoja unayemwamini jinsi ambavyo umekuwa ukijisikia kweli, hata kama ni sentensi moja au mbili tu.',
          'Panga miadi na daktari au mshauri nasaha, au tafuta namba ya simu ya msaada wa afya ya akili katika nchi yako na uihifadhi kwenye simu yako.',
          'Chagua jambo dogo sana ambalo kwa kawaida husaidia kidogo, kama matembezi mafupi, kuoga au kupiga simu, na ulifanye mara moja kila siku.',
        ],
        coachingQuestion:
          'Ni nani ungeweza kumruhusu akukaribie zaidi kidogo sasa hivi, na ungependa ajue nini?',
      },
    },
  },

  family: {
    about:
      'Eneo hili linahusu mahusiano yako na watu unaowaona kuwa familia, iwe kwa kuzaliwa, ndoa, kuasili au uchaguzi: wazazi, watoto, ndugu na mzunguko mpana zaidi. Linajumuisha ukaribu, msaada, muda pamoja, na jinsi migogoro na wajibu vinavyoshughulikiwa.',
    research: {
      finding:
        'Utafiti wa Harvard kuhusu Makuzi ya Watu Wazima umewafuatilia washiriki wake, na baadaye familia zao, tangu mwaka 1938. Wakurugenzi wake wanaripoti kwamba watu wenye mahusiano ya karibu yenye uchangamfu zaidi, yakiwemo ya kifamilia, walielekea kubaki na afya bora na furaha zaidi walipozeeka.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'utafiti wa muda mrefu wa kundi, ulioanza mwaka 1938',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu huenda inamaanisha kwamba mahusiano yako ya kifamilia yana uchangamfu na yanategemewa: unaweza kuwa wewe mwenyewe, kuomba msaada na kupita katika kutoelewana bila madhara ya kudumu. Mara nyingi inaonyesha miaka ya juhudi ndogo kutoka pande nyingi. Mahusiano mazuri ya kifamilia bado yanahitaji kutunzwa, hasa katika mabadiliko kama kuhamia mahali pengine, watoto wachanga, ugonjwa au wazazi wanaozeeka.',
        nextSteps: [
          'Mweleze mwanafamilia mmoja hasa amekuwa na maana gani kwako hivi karibuni, ana kwa ana, kwa ujumbe au kwa barua fupi.',
          'Anzisha au fufua desturi moja ndogo, kama simu ya kila wiki, mlo wa pamoja au kikundi cha familia cha kushirikiana picha.',
          'Muulize ndugu mkubwa kwa umri kuhusu kisa cha maisha yake ambacho hujawahi kukisikia, na uandike atakachokueleza.',
        ],
        coachingQuestion:
          'Ungependa zaidi familia yako ikumbuke nini kuhusu jinsi ulivyokuwa pamoja nao?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba maisha ya familia yana nyakati nzuri pamoja na umbali fulani, msuguano au kutokuwa na uwiano: huenda mawasiliano mengi ni ya mipango tu, uhusiano mmoja una mvutano, au unabeba mzigo mkubwa kuliko wengine. Unaweza kuipenda familia yako na bado ukaona muda pamoja nao unachosha. Yote mawili yanaweza kuwa kweli, na kutaja unachotaka kiwe tofauti ni mwanzo mzuri.',
        nextSteps: [
          'Chagua uhusiano wa kifamilia ambao ungependa zaidi kuuboresha na uandike jambo moja unalothamini kuhusu mtu huyo.',
          'Panga nusu saa na mwanafamilia wiki hii ambayo haihusu kazi za nyumbani, ratiba au matatizo.',
          'Ikiwa unabeba sehemu isiyo ya haki ya majukumu ya familia, yaorodheshe na uchague moja la kumwomba mtu mwingine alichukue.',
        ],
        coachingQuestion:
          'Ni uhusiano gani wa kifamilia ungeleta tofauti kubwa zaidi katika maisha yako kama ungekuwa rahisi kidogo, na sehemu yako katika hilo ni ipi?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inaonyesha migogoro, kutengana, kufiwa, upweke ndani ya familia yako, au uzito wa kumhudumia mtu. Maumivu ya kifamilia mara nyingi huwa ya kina kwa sababu mahusiano haya yamefumwa ndani ya utu wetu. Una haki ya kuamua kiwango cha ukaribu kilicho na afya kwako, na wakati mwingine hilo linamaanisha kujenga msaada unaofanana na wa familia mahali pengine.',
        nextSteps: [
          'Andika unachohitaji zaidi kutoka kwa familia sasa, kama kueleweka, msaada wa vitendo, nafasi au amani, bila kukihukumu.',
          'Ikiwa mawasiliano yana mvutano, amua mpaka mmoja unaokulinda, kama kikomo cha muda wa kutembeleana au mada ambayo hutaijadili.',
          'Wiki hii wasiliana na mtu mmoja, awe ndugu au la, anayehisi kama familia kwako.',
        ],
        coachingQuestion:
          'Ni aina gani ya uhusiano wa kifamilia unaoutaka maishani mwako, na ni nani, awe ndugu au la, anayeweza kuwa sehemu yake?',
      },
    },
  },

  friends: {
    about:
      'Eneo hili linahusu urafiki wako: kuwa na watu unaofurahia kuwa nao, unaowaamini na unaoweza kuwategemea, pamoja na muda na nguvu unazoweka katika mahusiano hayo. Linajumuisha marafiki wa karibu na pia mzunguko mpana wa nyuso unazozifahamu zinazofanya maisha yasiwe ya upweke sana.',
    research: {
      finding:
        'Uchambuzi wa jumla wa tafiti 148, zilizowafuatilia kwa pamoja zaidi ya watu 300,000, ulibaini kwamba watu wenye mahusiano ya kijamii yenye nguvu zaidi walikuwa na uwezekano wa kuishi mkubwa zaidi kwa takriban asilimia 50 katika vipindi vya tafiti hizo. Ukubwa wa uhusiano huo ulilingana na ule wa vihatarishi vinavyojulikana kama uvutaji wa sigara, ingawa tafiti za uchunguzi kama hizi haziwezi kuthibitisha chanzo na matokeo.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'uchambuzi wa jumla wa tafiti 148',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu inaonyesha kwamba una marafiki unaofurahia kuwa nao na unaoweza kuwategemea, na kwamba unawatengea muda. Huenda pia inamaanisha wewe ni hodari katika kazi ya kimya ya urafiki: kukumbuka, kualika na kujitokeza. Urafiki hubadilika kulingana na hatua za maisha, kwa hiyo hili linastahili kulindwa badala ya kuchukuliwa kuwa la kawaida.',
        nextSteps: [
          'Mtumie rafiki ujumbe mfupi ukimweleza jambo moja mahususi unalothamini kumhusu.',
          'Weka miadi ya kujirudia kwenye ratiba yako na rafiki mmoja wa karibu, kama matembezi au simu ya kila mwezi.',
          'Mwalike mtu aliye pembeni mwa mzunguko wako ajiunge na jambo unalolifanya tayari.',
        ],
        coachingQuestion:
          'Ni urafiki upi ungependa bado uwe nao miaka ishirini ijayo, na nini kitaudumisha?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba una marafiki lakini unaonana nao mara chache kuliko ungependa, au unahisi urafiki umepungua kwa sababu ya maisha yenye shughuli nyingi. Huenda kwa kawaida wewe ndiye unayewatafuta wengine, au unakosa mtu unayeweza kuzungumza naye kwa dhati. Watu wengi hujisikia hivi, hasa baada ya kuhama, kazi mpya au kupata watoto.',
        nextSteps: [
          'Mtumie ujumbe rafiki ambaye hujazungumza naye kwa muda, ukimwambia tu kwamba ulimkumbuka; watu huelekea kuthamini hili kuliko tunavyotarajia.',
          'Geuza shughuli moja ya kawaida, kama darasa, kumtembeza mbwa au mapumziko ya chai, kuwa shughuli ya pamoja na rafiki.',
          'Katika mazungumzo yako yajayo na rafiki, uliza swali la kufuatilia kuhusu jambo alilokueleza mara iliyopita.',
        ],
        coachingQuestion:
          'Ungependa kuwa rafiki wa aina gani katika kipindi hiki cha maisha yako, na hilo lingeonekanaje mwezi huu?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inamaanisha unajihisi mpweke, umetengana na marafiki wa zamani, au uko mahali papya bila mzunguko bado. Hilo linaweza kuumiza, na ni la kawaida zaidi kuliko watu wanavyokiri. Urafiki kwa kawaida hukua kupitia muda wa pamoja unaojirudia, kwa hiyo mawasiliano madogo ya mara kwa mara mara nyingi ni muhimu zaidi kuliko kupata uhusiano mmoja mkamilifu.',
        nextSteps: [
          'Chagua shughuli moja ya kikundi inayojirudia, kama darasa, klabu, zamu ya kujitolea au timu, na uhudhurie angalau mara mbili, kwa sababu kuzoeana hukua kwa kurudiarudia.',
          'Tuma ujumbe mmoja kwa rafiki wa zamani au mtu unayemfahamu aliye mchangamfu, ukipendekeza wakati mahususi wa kukutana au kuzungumza.',
          'Kubali mwaliko mmoja ambao kwa kawaida ungeukataa, na ukae angalau nusu saa.',
        ],
        coachingQuestion:
          'Ni wapi katika wiki yako ungeweza kuwaona watu walewale mara kwa mara kiasi cha kuupa urafiki nafasi ya kukua?',
      },
    },
  },

  'relationships-love': {
    about:
      'Eneo hili linahusu mapenzi ya kimahaba na ukaribu: uhusiano ulio nao sasa au, ikiwa hauko kwenye uhusiano, jinsi unavyojisikia kuhusu kutafuta mwenzi, mapenzi na kuishi peke yako. Linajumuisha upendo, uaminifu, mawasiliano, ukaribu wa kimwili na hisia ya kujulikana kwa kweli.',
    research: {
      finding:
        'Jinsi wapenzi wanavyoitikia habari njema za kila mmoja ni muhimu. Katika mfululizo wa tafiti, watu ambao wapenzi wao kwa kawaida waliitikia kwa shauku ya kweli na ya kujihusisha, inayojulikana kama kuitikia kwa njia hai na ya kujenga (active-constructive responding), waliripoti mahusiano ya kuridhisha zaidi na yenye kuaminiana kuliko wale ambao wapenzi wao waliitikia kwa ubaridi au kwa kupuuza.',
      sources: ['Gable et al. (2004)'],
      evidence: 'mfululizo wa tafiti, zikiwemo za shajara za kila siku',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu huenda inamaanisha kwamba maisha yako ya mapenzi yanahisi karibu, salama na yenye uhai, iwe ni uhusiano unaokulisha au maisha ya kuwa peke yako unayoridhika nayo kwa kweli. Mara nyingi inaonyesha uaminifu na mazoea mazuri ya kila siku ya kujaliana. Mahusiano hubadilika kadiri muda unavyopita, kwa hiyo inaweza kusaidia kuendelea kuwekeza hata mambo yanapokuwa mazuri.',
        nextSteps: [
          'Mtu unayempenda anapokueleza habari njema wiki hii, itikia kwa udadisi wa kweli: uliza maswali na umwache aukumbuke upya wakati huo.',
          'Pangeni kufanya pamoja jambo jipya ambalo hakuna kati yenu aliyewahi kulijaribu, au jambo jipya kwa ajili yako mwenyewe ikiwa hauko kwenye uhusiano.',
          'Mweleze mwenzi wako, au mtu unayempenda, jambo moja mahususi alilofanya hivi karibuni lililokufanya ujihisi unajaliwa.',
        ],
        coachingQuestion:
          'Mapenzi yanahitaji nini kutoka kwako katika kipindi hiki cha maisha yako ambacho hayakuhitaji miaka michache iliyopita?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba mambo yako sawa lakini hayako karibu kama ungependa: huenda wewe na mwenzi wako mmekuwa wasimamizi wenye shughuli nyingi wa maisha ya kila siku, au, ikiwa hauko kwenye uhusiano, unasita kuhusu kutafuta mwenzi au kuhusu unachotaka. Unaweza kukosa hisia ya kuonekana, kutamaniwa au kueleweka kwa kina. Hisia hizi ni za kawaida na kwa kawaida hubadilika zikipewa uangalifu.',
        nextSteps: [
          'Weka simu yako pembeni kwa dakika 20 ukiwa na mwenzi wako na uulize swali moja ambalo hujui jibu lake tayari.',
          'Wiki hii tambua majaribio madogo ya kutafuta usikivu, kama maoni, mguso au utani wa pamoja, na uyaelekee badala ya kuyapuuza.',
          'Ikiwa hauko kwenye uhusiano, andika mambo matatu ungependa kuhisi katika uhusiano, si sifa tu unazotaka kwa mtu.',
        ],
        coachingQuestion:
          'Nini kingekusaidia kujihisi umeunganika zaidi katika mapenzi, na ni sehemu gani ya hilo iko ndani ya uwezo wako wiki hii?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inaonyesha uhusiano wenye migogoro au umbali wa mara kwa mara, kuachana au kufiwa hivi karibuni, au upweke na kutamani ikiwa hauko kwenye uhusiano. Hilo linaweza kulemea usingizi, hisia na thamani unayojipa. Hisia zako zina maana, na ikiwa uhusiano wowote unakufanya ujihisi mwenye hofu au si salama, tafadhali wasiliana na simu ya msaada kuhusu ukatili wa majumbani au mtu unayemwamini.',
        nextSteps: [
          'Andika, kwa ajili yako tu, unachokikosa zaidi na usichokitaka tena, bila kuamua chochote kwa sasa.',
          'Ikiwa uko kwenye uhusiano, chagua wakati mmoja tulivu kueleza jambo moja unalohitaji, ukianza na jinsi unavyojisikia badala ya makosa ya mwenzi wako.',
          'Fikiria kupanga kikao na mtaalamu wa tiba ya wanandoa au wa mtu binafsi, hata kama ni kupata tu picha wazi zaidi ya ulipo.',
        ],
        coachingQuestion:
          'Uhusiano wenye upendo, ukiwemo ule ulio nao na nafsi yako, ungehitaji kuonekanaje ili ujihisi salama na kuthaminiwa?',
      },
    },
  },

  'community-giving': {
    about:
      'Eneo hili linahusu nafasi yako katika ulimwengu mpana: mtaa, vikundi na harakati unazoshiriki, na njia unazochangia kupitia muda, pesa, ujuzi au wema rahisi. Linaonyesha kama unajihisi kuwa sehemu ya kitu kikubwa kuliko mzunguko wako mwenyewe.',
    research: {
      finding:
        'Mapitio ya kimfumo yalibaini kwamba katika tafiti za muda mrefu za makundi, watu waliojitolea waliripoti msongo wa mawazo kidogo, kuridhika zaidi na maisha na ustawi mkubwa zaidi, na walikuwa na hatari ndogo ya kufariki katika kipindi cha ufuatiliaji. Majaribio ya nasibu hayakuthibitisha faida hizi kwa uthabiti, kwa hiyo kujitolea kunaweza kusaidia, lakini huenda pia watu wenye afya bora na furaha zaidi ndio wanaoelekea kujitolea.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'mapitio ya kimfumo na uchambuzi wa jumla wa makala 40 (majaribio na tafiti za makundi)',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu inaonyesha kwamba unajihisi umeunganika na jamii na unachangia kwa njia zenye maana kwako. Huenda majirani zako wanakufahamu, au wewe ni mtu anayejitokeza kwa ajili ya jambo fulani mwaka baada ya mwaka. Inafaa kuhakikisha kwamba kutoa bado kunakupa nguvu badala ya kukuchosha kimyakimya.',
        nextSteps: [
          'Andika mchango mmoja unaohisi una maana zaidi, na kwa nini, ili uweze kuulinda maisha yanapojaa shughuli.',
          'Mwalike mtu mpya aje pamoja nawe kwenye kikundi, tukio au harakati unayoshiriki.',
          'Mshukuru mtu mmoja anayefanya jamii yako iendelee, kama mratibu, mtu wa kujitolea au jirani anayewajali wengine.',
        ],
        coachingQuestion:
          'Ungependa jamii yako iwe tofauti vipi kwa sababu ulikuwa sehemu yake?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba unaijali jamii yako lakini hujihusishi kama ungependa; huenda muda ni mfupi, au bado hujapata mahali unapofaa. Huenda unatoa mara kwa mara, lakini inahisi haiungani na maadili yako. Michango midogo ya mara kwa mara mara nyingi huridhisha zaidi kuliko matendo makubwa ya mara moja moja.',
        nextSteps: [
          'Fanya tendo moja dogo la wema kwa jirani au mgeni kila siku kwa siku tano, na utambue jinsi unavyojisikia.',
          'Tafuta kikundi au harakati moja ya eneo lako inayohusiana na jambo unalolijali, na ujue hatua ya kwanza ingehusisha nini.',
          'Fanya mazungumzo ya kweli, si kusalimiana tu, na mtu unayemwona mara kwa mara lakini humfahamu vizuri, kama mwenye duka au jirani.',
        ],
        coachingQuestion:
          'Ni suala au kikundi gani unakijali kiasi cha kukipa saa moja kwa mwezi, na nini kimekuzuia hadi sasa?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inamaanisha unajihisi umetengana na watu na maeneo yanayokuzunguka, au kwamba kuchangia kunaonekana kuwa mbali kwa sababu maisha yako yenyewe yana madai mengi sasa. Yote mawili yanaeleweka. Kuhisi kuwa sehemu ya jamii kunaweza kuanza kidogo sana, kwa uso unaoufahamu, mazungumzo mafupi au njia moja ya kawaida ya kusaidia.',
        nextSteps: [
          'Jifunze jina la jirani mmoja au mtu unayemwona mara kwa mara katika eneo lako na ulitumie utakapomwona tena.',
          'Tumia dakika 15 kuangalia kinachoendelea karibu nawe, kama matukio ya maktaba, bustani ya jamii au kikundi cha kidini au cha kitamaduni, na uandike jambo moja la kujaribu.',
          'Fanya jambo moja la msaada linalochukua chini ya dakika kumi, kama kuandika maoni mazuri kuhusu biashara ya eneo lako au kujitolea kumbebea mtu kitu.',
        ],
        coachingQuestion:
          'Ni wapi tayari unahisi hata kidogo kuwa sehemu ya jamii, na ungewezaje kutumia muda zaidi kidogo huko?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Furaha na burudani inahusu michezo, mambo unayopenda kufanya, mapumziko na vitu unavyofanya kwa sababu tu unavifurahia. Hapa ndipo unapojaza nguvu upya, kuchunguza na kusahau muda, na mara nyingi ndicho kitu cha kwanza kuachwa maisha yanapojaa shughuli.',
    research: {
      finding:
        'Uchambuzi wa jumla ulipata uhusiano wa wastani kati ya burudani na ustawi, huku tafiti za muda mrefu na za majaribio zikiashiria kwamba burudani inaweza kuongeza ustawi, si kuuakisi tu. Mara ngapi watu walijihusisha na burudani, na jinsi burudani hiyo ilivyokuwa ya aina mbalimbali, vilikuwa muhimu zaidi kuliko jumla ya muda uliotumika.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'uchambuzi wa jumla wa vipimo 37 vya athari kutoka kwa zaidi ya watu 11,000',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu inaonyesha kwamba unatenga nafasi ya kufurahia: una shughuli zinazokuzamisha, watu wa kucheza nao na muda ulio wako. Huenda inamaanisha umejifunza kwamba furaha si zawadi tu baada ya kumaliza kila kitu kingine. Hiyo ni nguvu halisi, na mara nyingi inategemeza sehemu nyingine za gurudumu lako.',
        nextSteps: [
          'Jaribu shughuli moja mpya wiki hii iliyo nje kidogo ya mazoea yako, kama mchezo, kazi ya mikono au mchezo wa bao tofauti.',
          'Mshirikishe mtu jambo unalolipenda kufanya kwa kumwalika aje au kumfundisha misingi yake.',
          'Tambua ni shughuli gani wiki hii ilikufanya usahau muda, na uandike kilichoifanya ikuzamishe hivyo.',
        ],
        coachingQuestion:
          'Ni aina gani ya mchezo ambayo hujaipa muda tangu ulipokuwa mdogo, na ingekuwaje kurudisha sehemu yake?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba una muda kidogo wa burudani, lakini huenda mwingi wake ni wa kujipumzisha tu: kusogeza skrini, televisheni au kujitupa kitandani mwisho wa siku. Hayo yana nafasi yake, lakini mara chache hukuburudisha kama kitu cha kuchangamsha mwili, cha kijamii au kinachokuzamisha. Huenda mambo unayopenda kufanya yameteleza kutoka kwenye ratiba yako bila wewe kuchagua hivyo kwa kweli.',
        nextSteps: [
          'Panga muda wa saa mbili wiki hii kwa jambo unalolifurahia, na uulinde kama miadi muhimu.',
          'Orodhesha mambo kumi yaliyokuletea furaha zamani na ufanye moja kabla wikendi haijaisha.',
          'Jioni mbili, badilisha dakika 20 za kusogeza skrini kwa kitu cha kufanya kwa mikono, kama kupika, muziki, kuchora au fumbo.',
        ],
        coachingQuestion:
          'Ni lini mara ya mwisho ulizama kabisa katika kitu kwa ajili ya furaha tu, na nini kilikuwa tofauti wakati huo?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inamaanisha karibu hakuna muda wala nguvu iliyobaki kwa ajili ya kufurahia, au kwamba mambo uliyokuwa ukiyapenda yamepoteza mvuto wake. Hilo mara nyingi hutokea chini ya mzigo mzito wa kazi, majukumu ya kuhudumia wengine au huzuni. Hata kiasi kidogo cha kucheza kinaweza kusaidia, na ikiwa kwa wiki kadhaa hakuna kitu kilichokufurahisha, inafaa kumweleza daktari.',
        nextSteps: [
          'Chagua raha moja ya dakika kumi kwa kila siku wiki hii, kama wimbo unaoupenda, matembezi mafupi mahali pazuri au mchezo mfupi, na uifanye bila kufanya jambo lingine wakati huo.',
          'Pitia ratiba yako na urudishe saa moja kutoka kwa wajibu usio muhimu kama ulivyodhani.',
          'Mwombe rafiki au mwanafamilia mfanye pamoja jambo jepesi, bila lengo lolote zaidi ya kulifurahia.',
        ],
        coachingQuestion:
          'Ungefanya nini na alasiri iliyo wazi kama usingehitaji kumweleza mtu yeyote sababu, hata wewe mwenyewe?',
      },
    },
  },

  'physical-environment': {
    about:
      'Eneo hili linahusu mahali unapoishi na kufanya kazi: nyumba yako, mahali pako pa kazi, mtaa wako, na uwezo wako wa kupata mwanga, utulivu na mazingira asilia. Mazingira huathiri hisia na nguvu kuliko watu wanavyotambua mara nyingi, kwa uzuri au kwa ubaya.',
    research: {
      finding:
        'Katika utafiti wa watu karibu 20,000 nchini Uingereza, wale waliotumia angalau dakika 120 kwa wiki katika mazingira asilia walikuwa na uwezekano mkubwa zaidi wa kuripoti afya njema na ustawi wa juu kuliko wasiotumia muda wowote huko. Haikuonekana kujalisha kama muda huo ulipatikana katika ziara moja ndefu au kadhaa fupi, ingawa utafiti wa aina hii unaonyesha uhusiano, si uthibitisho wa chanzo.',
      sources: ['White et al. (2019)'],
      evidence: 'utafiti mkubwa wa kitaifa wa maoni',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu inaonyesha kwamba mazingira yako kwa kiasi kikubwa yanakutegemeza: nyumbani ni mahali pa kupumzika, mahali pako pa kazi panafaa, na unaweza kufikia mwanga, hewa safi au maeneo ya kijani. Huenda inaonyesha maamuzi uliyoyafanya kwa uangalifu kadiri muda ulivyopita. Utunzaji mdogo sasa unaweza kuyadumisha hivyo mahitaji yako yanapobadilika.',
        nextSteps: [
          'Tembea ndani ya nyumba yako, tafuta mahali panapokupa utulivu zaidi, na uandike kinachopafanya pawe hivyo.',
          'Tumia angalau saa mbili nje katika maeneo ya kijani au karibu na maji wiki hii, kwa vipande vya muda vinavyokufaa.',
          'Rekebisha au maliza jambo moja dogo ambalo umekuwa ukilikwepa, kama taa iliyoungua, mlango unaolia au rundo karibu na mlango wa kuingilia.',
        ],
        coachingQuestion:
          'Ungependa mahali pako pategemeze vipi maisha unayokua kuelekea?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba mahali pako ni sawa lakini si sawasawa kabisa: vitu huenda vinarundikana, chumba kimoja hakiendani na jinsi unavyokitumia, kelele au mwanga vinakusumbua, au mara chache unatoka nje. Unaweza kuhisi mambo haya kama msongo mdogo wa chinichini badala ya matatizo makubwa. Mabadiliko madogo mahali fulani yanaweza kubadilisha jinsi panavyohisi kwa haraka ya kushangaza.',
        nextSteps: [
          'Chagua sehemu moja ya juu, kama meza, kaunta au dawati, uisafishe kabisa kwa dakika 15, kisha utambue inavyohisi kuitumia baadaye.',
          'Sogeza kiti au dawati lako kuu karibu na mwanga wa asili, au ongeza mmea au picha unayoipenda mahali unapotumia muda mwingi zaidi.',
          'Tembea kwa dakika 20 mahali penye kijani kibichi zaidi karibu nawe siku mbili wiki hii.',
        ],
        coachingQuestion:
          'Kama nyumba yako ingeweza kukufanya ujisikie kwa namna moja mwishoni mwa kila siku, hisia hiyo ingekuwa ipi, na nini kinaizuia?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inaonyesha nyumba inayohisi finyu, yenye kelele, isiyo salama, yenye vurugu au isiyo yako kwa kweli, au mtaa au safari ya kila siku inayokuchosha. Baadhi ya hayo huenda yako nje ya uwezo wako, kama gharama za makazi au majirani, jambo linaloweza kukufanya ujihisi umekwama. Hata hivyo, mabadiliko madogo yaliyo ndani ya uwezo wako yanaweza kupunguza msongo wa kila siku huku ukifikiria mabadiliko makubwa zaidi.',
        nextSteps: [
          'Chagua kona moja ndogo, hata kama ni kiti au meza ya pembeni ya kitanda tu, na uifanye iwe tulivu na ya kupendeza kukaa.',
          'Andika mambo matatu kuhusu mazingira yako yanayokusumbua zaidi, na uweke alama yale unayoweza kuyaathiri.',
          'Tafuta mahali pamoja karibu nawe nje ya nyumbani ambapo unajisikia huru, kama bustani, maktaba au mgahawa, na utumie muda huko wiki hii.',
        ],
        coachingQuestion:
          'Mahali panapokutegemeza kweli pangeonekanaje, na ni hatua gani moja kuelekea huko iliyo ndani ya uwezo wako?',
      },
    },
  },

  'personal-growth': {
    about:
      'Maendeleo binafsi yanahusu kujifunza, kukuza ujuzi, kujielewa vizuri zaidi na kuzidi kuwa mtu unayetaka kuwa. Yanajumuisha udadisi, kutafakari, na ujasiri wa kujaribu mambo ambayo bado huyamudu.',
    research: {
      finding:
        'Mfumo wa Carol Ryff wa ustawi wa kisaikolojia unachukulia ukuaji binafsi, yaani hisia ya kuendelea kukua na kutimiza uwezo wako, kama mojawapo ya sehemu sita za msingi za maisha mazuri, pamoja na kusudi maishani, kujikubali, uhuru, umahiri wa kumudu mazingira na mahusiano chanya. Dodoso lake linatumika sana katika utafiti kuhusu ustawi katika kipindi chote cha utu uzima.',
      sources: ['Ryff (1989)'],
      evidence: 'utafiti wa kujenga nadharia pamoja na dodoso kwa watu wazima',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu inaonyesha kwamba unajihisi unajifunza na kukua, ukiwa na hisia kwamba unaelekea kuwa mtu unayetaka kuwa. Huenda unafurahia changamoto na uko huru kiasi na kutojua bado jinsi ya kufanya jambo fulani. Hatua yako inayofuata huenda ikawa kushirikisha wengine unachojifunza, au kuchagua kwa makusudi zaidi unachotaka kukua ndani yake.',
        nextSteps: [
          'Andika jambo muhimu zaidi ulilojifunza mwaka uliopita na ni nani angenufaika kulisikia.',
          'Chagua ujuzi mmoja unaoukuza na utafute chanzo cha maoni mahususi, kama mwalimu, mwenzako au rekodi yako mwenyewe.',
          'Chagua changamoto moja isiyostarehesha kwa wiki hii, kama kuuliza swali ambalo kwa kawaida ungelibakiza moyoni, na uifanye.',
        ],
        coachingQuestion:
          'Unakua kuelekea toleo lipi la nafsi yako, na mtu huyo angefanya nini tofauti wiki hii?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba unakua katika baadhi ya mambo lakini unajihisi umekwama kidogo katika mengine: huenda unajifunza maisha yanapokulazimisha lakini mara chache kwa hiari yako, au unaanza mambo kisha unapoteza kasi. Unaweza kuwa na mawazo kuhusu unachotaka kukuza bila hatua ya kwanza iliyo wazi. Ukuaji mara nyingi huongeza kasi unapoufanya uwe mahususi na mdogo.',
        nextSteps: [
          'Taja ujuzi mmoja au sifa moja unayotaka kukuza na uandike mpango wa “ikiwa… basi…” kwa ajili yake: lini na wapi utafanya mazoezi kwa dakika 15.',
          'Soma, tazama au sikiliza kitu kimoja wiki hii kwa udadisi tu, na uandike wazo moja unalotaka kulikumbuka.',
          'Muulize mtu anayekufahamu vizuri anafikiri eneo lako lijalo la kukua linaweza kuwa lipi.',
        ],
        coachingQuestion:
          'Ni nini kinakuvutia kwa udadisi ambacho bado hujajipa ruhusa ya kukichunguza?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inamaanisha unajihisi umekwama au huna uhakika unakuwa mtu wa aina gani, au kwamba maisha yamejaa madai kiasi kwamba kukua kunaonekana kama anasa. Huenda pia inaonyesha kikwazo kilichotikisa kujiamini kwako. Kukua hakuhitaji kuwa kwa kishindo, na hatua ndogo zinazojirudia zinahesabika.',
        nextSteps: [
          'Andika jambo moja ulilojifunza au ulilolishughulikia vizuri mwezi uliopita, hata liwe dogo kiasi gani, kama ukumbusho kwamba bado unakua.',
          'Chagua zoezi moja dogo sana, kama dakika tano za kusoma au neno moja jipya la lugha fulani, na uliunganishe na kitu unachofanya tayari kila siku.',
          'Kumbuka wakati ulipojihisi unakua, na uandike kilichowezesha hilo.',
        ],
        coachingQuestion:
          'Ni hatua gani ndogo ingekuonyesha, mwezi mmoja kuanzia sasa, kwamba umeanza kusonga tena?',
      },
    },
  },

  spirituality: {
    about:
      'Maisha ya kiroho hapa yanamaanisha uhusiano wako na maana, kusudi na chochote unachokihisi kuwa kikubwa kuliko wewe, iwe kupitia dini, mazingira asilia, sanaa, maadili, tafakari au jumuiya. Ni jambo la binafsi sana, na hakuna njia moja sahihi ya kulipima.',
    research: {
      finding:
        'Utafiti uliotumia Dodoso la Maana ya Maisha (Meaning in Life Questionnaire) unatofautisha kati ya kuwa na hisia ya maana na kuitafuta. Kuhisi kwamba maisha yako yana maana kunahusiana mara kwa mara na ustawi mkubwa zaidi, na kutafuta kulionekana kuwa uzoefu tofauti, kwa hiyo watu wanaweza kuwa na maana fulani na bado wakaendelea kutafuta zaidi.',
      sources: ['Steger et al. (2006)'],
      evidence: 'tafiti za kutengeneza dodoso zilizohusisha makundi kadhaa ya wanafunzi',
    },
    bands: {
      high: {
        reflect:
          'Alama ya juu inaonyesha kwamba una hisia iliyo wazi ya kinachoyapa maisha yako maana, pamoja na mazoea au imani zinazokupa msingi. Huenda hilo linajitokeza kama utulivu katika nyakati ngumu au kama hisia ya kuunganika na kitu kikubwa zaidi. Msingi huo pia unaweza kuwa chanzo cha nguvu kwa watu wanaokuzunguka.',
        nextSteps: [
          'Tenga dakika kumi za utulivu wiki hii kutafakari ni nini kimehisi kuwa na maana zaidi hivi karibuni, na kwa nini.',
          'Mshirikishe mtu anayeweza kulithamini zoezi, andiko, mahali au wimbo unaokupa msingi.',
          'Tafuta wakati mmoja wa mshangao wa kustaajabisha wiki hii, kama anga pana, kipande cha muziki au tendo la ujasiri, na ukae nao muda mrefu kidogo kuliko kawaida.',
        ],
        coachingQuestion:
          'Hisia yako ya maana inaundaje maamuzi unayofanya katika siku ya kawaida?',
      },
      mid: {
        reflect:
          'Alama ya kati mara nyingi inamaanisha kwamba maana ipo lakini ni hafifu au ya vipindi: unaweza kuhisi umeunganika nyakati fulani kisha ukapoteza uzi katika shughuli za kila siku. Huenda imani za zamani hazikufai tena kikamilifu na mpya bado zinajitengeneza. Hali hiyo ya katikati ni ya kawaida, na inaweza kuwa na rutuba.',
        nextSteps: [
          'Andika maadili matatu unayotaka zaidi kuyaishi, na nafasi moja wiki hii ya kutenda kulingana na kila moja.',
          'Jaribu dakika tano za ukimya kila asubuhi, iwe ni sala, tafakari, kupumua polepole au kukaa tu bila simu yako.',
          'Tumia muda mahali panapokufanya ujihisi mdogo kwa njia nzuri, kama kilele cha kilima, bahari, jengo la kale au chini ya anga pana.',
        ],
        coachingQuestion:
          'Ni lini unajihisi umeunganika zaidi na kitu kikubwa kuliko wewe, na ungewezaje kutenga nafasi zaidi kwa hilo?',
      },
      low: {
        reflect:
          'Alama ya chini huenda inamaanisha unajihisi umetengana na maana au kusudi, kwamba maisha yamekuwa mfululizo wa majukumu, au kwamba imani zilizokushikilia zamani hazikushikilii tena. Wakati mwingine hili hufuata kufiwa, uchovu uliopitiliza au kuvunjika moyo. Haya ni miongoni mwa maswali ya zamani zaidi ya binadamu, na kutokuwa na majibu sasa hivi ni sehemu ya kuwa binadamu.',
        nextSteps: [
          'Tengeneza orodha fupi ya nyakati katika maisha yako zilizohisi kuwa na maana, hata kwa muda mfupi, na utafute kinachozifanana.',
          'Tumia dakika 20 wiki hii mahali tulivu, ikiwezekana nje na bila simu yako, na utambue tu kinachovuta usikivu wako.',
          'Zungumza kuhusu maswali unayoyabeba na mtu ambaye unaiheshimu hisia yake ya maana, kama rafiki, mzee, kiongozi wa imani au mshauri nasaha.',
        ],
        coachingQuestion:
          'Kama maisha yako yangeongozwa na jambo moja lililo muhimu kwako kweli, lingekuwa lipi, na nini kingebadilika?',
      },
    },
  },
};
