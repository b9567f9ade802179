import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Filipino counterpart of insights.en.ts; sources stay as cited in English.
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Tungkol ang larangang ito sa trabahong ginagawa mo, may bayad man o wala, at kung gaano ito bagay sa pagkatao mo: kung nagagamit nito ang mga lakas mo, kung may masasabi ka sa mga desisyon, at kung sulit ito sa mga oras na ibinibigay mo. Saklaw din nito ang direksyon, ang pakiramdam na patungo ang buhay-trabaho mo sa lugar na gusto mong marating.',
    research: {
      finding:
        'Ayon sa self-determination theory, umuunlad ang mga tao kapag natutugunan ang tatlong pangunahing pangangailangan: awtonomiya (may pagpipilian ka sa ginagawa mo at kung paano ito gagawin), kakayahan (pakiramdam na may kakayahan ka at humuhusay), at ugnayan (pakiramdam na konektado ka sa mga tao sa paligid mo). Iniuugnay ng mga pag-aaral sa mga lugar ng trabaho at sa iba pang lugar ang pagtugon sa mga pangangailangang ito sa mas matibay na motibasyon at mas mabuting kalagayan.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'teoretikal na pagsusuri batay sa ilang dekada ng pag-aaral sa laboratoryo at sa aktwal na lugar',
    },
    bands: {
      high: {
        reflect:
          'Maaaring ibig sabihin ng ganito kataas na marka na nagbibigay ang trabaho mo ngayon ng magandang halo ng hamon, kalayaang pumili at mga taong gusto mong katrabaho. Madalas ay ipinapakita nito na tugma nang husto ang ginagawa mo sa araw-araw sa mga bagay na mahalaga sa iyo. Magandang pagkakataon din ito para mapansin kung ano ang nagpapagana rito, para maprotektahan mo ito kapag nagbago ang mga bagay.',
        nextSteps: [
          'Isulat ang dalawa o tatlong bahagi ng trabaho mo na pinakanagbibigay sa iyo ng sigla, at magtala ng isang paraan para mapanatili ang bawat isa sa kalendaryo mo sa susunod na buwan.',
          'Sabihin nang tiyak sa isang katrabaho o manager kung ano ang gumagana nang maayos para sa iyo; mas madaling protektahan ang isang bagay kapag napangalanan mo ito.',
          'Maglaan ng isang oras ngayong linggo para tulungan ang isang taong nagsisimula pa lang sa karera niya sa isang bagay na magaling ka.',
        ],
        coachingQuestion:
          'Ano ang gusto mong totoo tungkol sa trabaho mo limang taon mula ngayon, na bahagya pa lang na totoo ngayon?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na ayos lang ang trabaho sa karamihan ng araw pero hindi pa talaga kung saan mo ito gusto: baka kaya mo ang mga gawain pero hindi ka na nito hinahamon, o nababayaran nito ang mga bayarin pero hindi mo ito maramdamang sa iyo. Maaaring mapansin mong may isang bahaging mas nakakapagod kaysa sa iba. Kapaki-pakinabang na impormasyon iyon, dahil ang maliliit na pagbabago sa paraan ng pagtatrabaho ay puwedeng magbago sa pakiramdam nito.',
        nextSteps: [
          'Sa loob ng tatlong araw ng trabaho, markahan ang bawat gawain kung nagbibigay ng sigla, neutral o nakakapagod, saka hanapin ang pattern sa katapusan ng linggo.',
          'Pumili ng isang nakakapagod na gawain at subukan ang isang job crafting na pagbabago: gawin ito sa ibang paraan, gawin ito kasama ang iba, o ipaalala sa sarili kung sino ang natutulungan nito sa huli.',
          'Maglaan ng 30 minuto para tanungin ang isang taong hinahangaan mo ang trabaho kung paano niya hinubog ang papel niya sa paglipas ng panahon.',
        ],
        coachingQuestion:
          'Kung puwede mong baguhin ang disenyo ng isang bahagi ng kasalukuyang papel mo nang hindi lumilipat ng trabaho, ano ang uunahin mong baguhin, at bakit ito mahalaga sa iyo?',
      },
      low: {
        reflect:
          'Maaaring ipinapakita ng mababang marka ang trabahong nakakapagod, walang katiyakan o malayo sa mga pinahahalagahan mo, o maaaring nasa pagitan ka ng mga trabaho, nag-aaral o nag-aalaga ng iba at nawawalan ng direksyon. Madalas itong may kasamang pagod na umaabot sa iba pang bahagi ng buhay. Anuman ang dahilan, ang mababang marka ay isang senyales na dapat seryosohin, hindi paghusga sa iyo.',
        nextSteps: [
          'Sumulat ng isang pangungusap tungkol sa pinakanakakapagod sa iyo sa trabaho ngayon at isa tungkol sa mami-miss mo kung mawala ito; madalas ay itinuturo ng pagkakaiba ng dalawa kung ano ang dapat baguhin.',
          'Pumili ng isang maliit na hangganang kaya mong panindigan ngayong linggo, gaya ng takdang oras ng pag-uwi sa dalawang araw o hindi pagsagot sa mga mensahe sa trabaho pagkalipas ng isang takdang oras.',
          'Humiling sa isang tao, gaya ng dating katrabaho, mentor o career counselor, ng 20 minutong pag-uusap tungkol sa mga pagpipilian mo.',
        ],
        coachingQuestion:
          'Ano ang isang bagay sa buhay-trabaho mo na hindi mo na handang tanggapin, at ano ang unang maliit na hakbang palayo rito?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Ang kalagayang pinansyal ay hindi gaanong tungkol sa laki ng kinikita mo kundi sa pakiramdam mo tungkol sa pera: kung natutugunan mo ang mga pangangailangan ngayon, kung kaya mong saluhin ang biglaang bayarin, at kung nakagagawa ka ng mga desisyong mahalaga sa iyo. Kasama rito ang mga gawi, plano at usapang humuhubog sa pakiramdam na iyon.',
    research: {
      finding:
        'Ayon sa isang pagsusuri ng mga pananaliksik tungkol sa kaligayahan, mahalaga kung paano ginagastos ng tao ang pera, hindi lang kung gaano karami ang mayroon siya. Ang paggastos sa mga karanasan sa halip na sa mga bagay, ang paggastos para sa ibang tao, at ang pagpili ng maraming maliliit na kasiyahan sa halip na iilang malalaki ay kadalasang nagdudulot ng mas pangmatagalang kasiyahan kaysa sa karamihan ng pagbili ng mga bagay.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'artikulong pagsusuri na nagbubuod ng maraming pag-aaral',
    },
    bands: {
      high: {
        reflect:
          'Ipinapakita ng mataas na marka na kadalasang kontrolado mo ang pera: nababayaran ang mga bayarin, malamang may kaunting ipon na pansalo, at nakagagastos ka sa mga bagay na pinahahalagahan mo nang walang gaanong pag-aalala. Maaari rin itong mangahulugang panatag ang relasyon mo sa pera, na iba sa pagiging mayaman. Magandang panahon ito para tiyaking gumagana ang pera mo para sa mga bagay na pinakamahalaga sa iyo.',
        nextSteps: [
          'Tingnan ang mga ginastos mo noong nakaraang buwan at bilugan ang tatlong binili na nagdulot ng pinakamatagal na saya; pansinin kung mga karanasan, oras o bagay ang mga iyon.',
          'Pumili ng isang pangmatagalang gawaing madalas mong ipagpaliban, gaya ng pagsuri sa mga hulog sa pension, paggawa ng testamento o pagrepaso sa insurance, at magtakda ng oras para harapin ito.',
          'Magplano ng isang maliit na kabutihang-loob ngayong linggo, gaya ng paglibre sa isang kaibigan o pagbibigay sa isang adhikaing mahalaga sa iyo.',
        ],
        coachingQuestion:
          'Bukod sa seguridad, ano ang gusto mong maging posible dahil sa pera mo sa susunod na ilang taon?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na nakakaraos ka pero hindi pa lubos na panatag: baka kaunti na lang ang natitira sa katapusan ng buwan, may utang sa likod ng isip mo, o pakiramdam mong dapat ay mas organisado ka. Maaaring okay ka sa araw-araw pero balisa tungkol sa hinaharap. Kadalasan, kaunting linaw lang ay nakababawas na ng balisang iyon nang higit sa inaasahan ng mga tao.',
        nextSteps: [
          'Isulat sa iisang pahina ang mga nakapirming gastos mo buwan-buwan at ang netong sahod mo, para malaman mo ang tunay mong palugit.',
          'Mag-set up ng awtomatikong paglilipat tuwing sahod, gaano man kaliit, sa isang hiwalay na ipunan.',
          'Kanselahin o ihinto muna ang isang subscription o regular na gastos na hindi mo na pinahahalagahan.',
        ],
        coachingQuestion:
          'Ano ang itsura ng “sapat” para sa iyo, sa mga numero at sa pakiramdam ng mga araw mo?',
      },
      low: {
        reflect:
          'Maaaring ipinapakita ng mababang marka ang tunay na panggigipit: mga bayaring mahirap bayaran, utang na patuloy na lumalaki, hindi tiyak na kita, o kaba sa pagbukas pa lang ng banking app. Madalas umaabot ang mga alalahanin sa pera sa tulog, mga relasyon at kalusugan, kaya makatwiran kung mabigat ang pakiramdam ng larangang ito. Hindi ka nag-iisa rito, at madalas ay may libreng tulong na makukuha.',
        nextSteps: [
          'Ilista sa iisang papel ang bawat bayarin at utang kasama ang halaga at takdang petsa nito; kadalasan ay mas hindi nakakatakot ang makita ang buong larawan kaysa manghula.',
          'Makipag-ugnayan sa isang libre at independiyenteng serbisyo ng payo sa utang o pera sa bansa mo at itanong kung anong suporta ang inaalok nila.',
          'Piliin ang pinakaapurahang bayarin at kontakin ang kompanya bago ang takdang petsa para magtanong tungkol sa mga opsyon sa pagbabayad.',
        ],
        coachingQuestion:
          'Anong usapan tungkol sa pera ang matagal mo nang iniiwasan, at ano ang maaaring magbago kung gagawin mo ito ngayong buwan?',
      },
    },
  },

  'physical-health': {
    about:
      'Saklaw ng kalusugan ng katawan kung ano ang pakiramdam at takbo ng katawan mo araw-araw: lakas, tulog, paggalaw, pagkain, at kung paano ka namumuhay kasama ang anumang sakit o kirot. Hinuhubog ito ng mga gawi, kalagayan at genes, kaya ipinapakita ng marka mo kung gaano ka nasisiyahan, hindi kung gaano ka disiplinado.',
    research: {
      finding:
        'Natuklasan ng isang pinagsamang pagsusuri ng 15 cohort study na may humigit-kumulang 47,000 adult na ang mas maraming hakbang bawat araw ay kaugnay ng mas mababang panganib ng pagkamatay sa panahon ng pagsubaybay. Huminto ang pagdami ng benepisyo sa mga 6,000 hanggang 8,000 hakbang bawat araw para sa edad 60 pataas at 8,000 hanggang 10,000 para sa mas nakababatang adult, kaya hindi mahiwagang numero ang 10,000, at para sa mga kaunti lang maglakad, kahit maliit na dagdag ay kaugnay na ng mas mababang panganib.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'meta-analysis ng 15 cohort study (obserbasyonal)',
    },
    bands: {
      high: {
        reflect:
          'Maaaring ibig sabihin ng mataas na marka na parang kakampi mo ang katawan mo: medyo maayos ang tulog mo, regular kang kumikilos at may lakas ka para sa mga bagay na mahalaga sa iyo. Madalas ay ipinapakita nito ang mga gawing naging awtomatiko na. Ang pangunahing gawain ngayon ay maaaring panatilihing matatag ang mga gawing iyon kapag naging abala ang buhay.',
        nextSteps: [
          'Isulat ang dalawang gawing pinakanagpapanatili sa iyong malusog, at tukuyin kung ano ang pinakamaliit na bersyon ng bawat isa sa isang magulong linggo.',
          'Magdagdag ng isang uri ng paggalaw na bihira mong gawin, gaya ng pampalakas, pambalanse o stretching, nang sampung minuto sa dalawang araw ngayong linggo.',
          'Mag-book ng regular na check-up, screening o appointment sa dentista na matagal mo nang balak iiskedyul.',
        ],
        coachingQuestion:
          'Ano ang gusto mong kaya pa ring gawin ng katawan mo sa edad na 75, at ano sa mga gawi mo ngayon ang tumutungo na roon?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na may mga bagay na gumagana at may mga napabayaan: baka kumikilos ka pero hindi maayos ang tulog mo, o maayos kang kumain pero bihira kang lumabas. Maaaring okay ka naman sa kabuuan pero napapansin mo ang pagbaba ng lakas, paninigas ng katawan o stress na lumalabas sa katawan mo. Dito, mas tumatagal ang maliliit at tiyak na pagbabago kaysa sa malalaking pagbabago.',
        nextSteps: [
          'Magtala nang simple sa loob ng limang araw: oras ng pagtulog, oras ng paggising at lakas mo mula 1 hanggang 10 tuwing hapon.',
          'Idikit ang sampung minutong lakad sa isang bagay na ginagawa mo na araw-araw, gaya ng pagtatapos ng tanghalian o paghatid sa mga bata sa eskuwela.',
          'Planuhin nang maaga ang isang pagkain ngayong linggo na may gulay at protina, sa halip na umasa sa kung ano ang pinakamabilis.',
        ],
        coachingQuestion:
          'Anong isang pagbabago ang pinakamagpapabuti sa pakiramdam mo sa isang karaniwang Martes, at ano ang nagpahirap sa pagsisimula nito?',
      },
      low: {
        reflect:
          'Maaaring ipinapakita ng mababang marka ang kirot, sakit, labis na pagod, o ang pakiramdam na nalayo ka sa sarili mong katawan pagkatapos ng isang mabigat na panahon. Madalas ay pinabibigat din nito ang lahat ng iba pa sa gulong. Maging mabait ka sa sarili tungkol dito, at kung ang marka ay dahil sa mga sintomas, kirot o pagbabagong nakababahala sa iyo, ang pakikipag-usap sa doktor o iba pang propesyonal sa kalusugan ay isang matalinong unang hakbang.',
        nextSteps: [
          'Kung may bumabagabag sa iyo, magpa-appointment sa doktor o nars ngayong linggo at isulat muna ang mga tanong mo.',
          'Piliin ang pinakamagaang simula: limang minutong lakad, ilang stretching, o pagtulog nang 20 minutong mas maaga sa loob ng tatlong gabi.',
          'Humingi ng tulong sa isang tao sa isang tiyak na bagay, gaya ng pagsama sa iyong maglakad o sabay na pagluluto.',
        ],
        coachingQuestion:
          'Ano ang isang makatotohanang palatandaan, isang linggo mula ngayon, na nagsimula ka nang alagaan ulit ang katawan mo?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Tungkol ang kalagayang emosyonal sa nararamdaman mo sa karamihan ng oras at kung paano mo hinaharap ang mga damdaming dumarating: stress, lungkot, galit, pag-aalala at saya. Hindi ito tungkol sa laging pagiging masaya, kundi sa pagkakaroon ng puwang para sa lahat ng damdamin at ng mga paraan para makabawi mula sa mabibigat.',
    research: {
      finding:
        'Sa isang eksperimento sa laboratoryo, ang mga taong pinanood ng nakababagabag na pelikula nang may malayo at mapanuring pananaw ay nakaramdam ng mas kaunting pandidiri kaysa sa mga nanood lang, samantalang ang mga pinagtago ng damdamin ay nagpakita ng mas kaunting emosyon sa labas pero mas mataas na pisyolohikal na pagkabalisa. Ang pagbabago ng pagtingin sa isang sitwasyon, na tinatawag na reappraisal, ay naging isa na sa pinakapinag-aralang paraan ng pamamahala ng emosyon.',
      sources: ['Gross (1998)'],
      evidence: 'eksperimento sa laboratoryo, na kalaunan ay sinuportahan ng maraming pag-aaral',
    },
    bands: {
      high: {
        reflect:
          'Ipinapakita ng mataas na marka na madalas kang panatag: napapansin mo ang mga damdamin mo, napapangalanan mo sila, at kadalasan ay nakababalik ka sa sarili pagkatapos ng mahirap na araw. Maaari rin itong mangahulugang may mga tao o gawi kang tumutulong sa iyong iproseso ang nangyayari. Mahalagang malaman kung ano ang sumusuporta sa iyo ngayon para sa mas mabibigat na panahong dumarating sa lahat.',
        nextSteps: [
          'Isulat ang tatlong bagay na pinakamaaasahang tumutulong sa iyong makabawi pagkatapos ng mabigat na araw, at ilagay ang listahan sa lugar na makikita mo.',
          'Sa loob ng limang gabi, isulat ang isang bagay na naging maayos sa araw na iyon at kung bakit ito naging maayos.',
          'Tanungin ang isang taong malapit sa iyo kung kumusta talaga siya, at makinig nang hindi sinusubukang ayusin ang anuman.',
        ],
        coachingQuestion:
          'Ano ang itinuro sa iyo tungkol sa sarili mo ng mahihirap na panahong nalampasan mo, at paano mo ito gustong gamitin?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na nakakayanan mo, pero pinaghihirapan: baka nagtatagal ang stress, paulit-ulit ang mga alalahanin sa gabi, o kinikimkim mo ang mga bagay sa halip na harapin. Maaaring may mga araw kang maganda at mga araw na matamlay nang hindi mo talaga alam kung bakit. Kadalasan, ang pagpansin sa mga pattern ang unang hakbang para baguhin ang mga ito.',
        nextSteps: [
          'Tatlong beses sa isang araw ngayong linggo, huminto sandali at pangalanan ang nararamdaman mo sa isa o dalawang salita; ang paglalagay ng damdamin sa salita ay kadalasang nagpapahupa sa tindi nito.',
          'Kapag may nakainis sa iyo, isulat ang isa pang paraan ng pagtingin dito, hindi para itanggi ang damdamin kundi para palawakin ang pananaw.',
          'Sa dalawang araw, maglaan ng 15 minuto para malayang magsulat tungkol sa isang bagay na nagpapabigat sa loob mo.',
        ],
        coachingQuestion:
          'Anong damdamin ang dala-dala mo nitong mga nakaraan na hindi nabigyan ng sapat na puwang, at ano ang kailangan nito mula sa iyo?',
      },
      low: {
        reflect:
          'Maaaring ibig sabihin ng mababang marka na matagal ka nang malungkot, balisa, manhid o nalulula, at na mas mabigat na ang mga karaniwang bagay kaysa dati. Mahirap iyan, at hindi iyan personal na pagkukulang. Kung dalawang linggo o higit pa nang tumatagal ang lungkot o pagkabalisa, o pinahihirap na nito ang pang-araw-araw na buhay, pag-isipang kausapin ang isang doktor, counselor o iba pang propesyonal sa kalusugang pangkaisipan; kung nararamdaman mong nasa panganib ka o naiisip mong saktan ang sarili, tumawag agad sa emergency services o sa isang crisis hotline.',
        nextSteps: [
          'Sabihin sa isang taong pinagkakatiwalaan mo kung ano talaga ang nararamdaman mo, kahit isa o dalawang pangungusap lang.',
          'Magpa-appointment sa doktor o counselor, o maghanap ng mental health hotline sa bansa mo at i-save ang numero sa telepono mo.',
          'Pumili ng isang napakaliit na bagay na kadalasang nakatutulong nang kaunti, gaya ng maikling lakad, paliligo o pagtawag sa telepono, at gawin ito nang isang beses araw-araw.',
        ],
        coachingQuestion:
          'Sino ang puwede mong hayaang lumapit nang kaunti pa ngayon, at ano ang gusto mong malaman niya?',
      },
    },
  },

  family: {
    about:
      'Saklaw ng larangang ito ang mga relasyon mo sa mga taong itinuturing mong pamilya, dahil man sa dugo, kasal, pag-ampon o pagpili: mga magulang, anak, kapatid at ang mas malawak na sirkulo. Kasama rito ang pagiging malapit, suporta, oras na magkasama, at kung paano hinaharap ang mga alitan at obligasyon.',
    research: {
      finding:
        'Sinusubaybayan ng Harvard Study of Adult Development ang mga kalahok nito, at kalaunan ang kanilang mga pamilya, mula pa noong 1938. Ayon sa mga direktor nito, ang mga taong may mas mainit na malalapit na relasyon, kabilang ang ugnayang pampamilya, ay kadalasang nanatiling mas malusog at mas masaya habang tumatanda.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'pangmatagalang cohort study na nagsimula noong 1938',
    },
    bands: {
      high: {
        reflect:
          'Maaaring ibig sabihin ng mataas na marka na mainit at maaasahan ang mga relasyon mo sa pamilya: puwede kang maging ikaw, humingi ng tulong at malampasan ang mga hindi pagkakasundo nang walang pangmatagalang pinsala. Madalas ay ipinapakita nito ang ilang taon ng maliliit na pagsisikap mula sa maraming panig. Kailangan pa ring alagaan ang magagandang ugnayang pampamilya, lalo na sa mga pagbabago gaya ng paglipat ng tirahan, pagdating ng sanggol, pagkakasakit o pagtanda ng mga magulang.',
        nextSteps: [
          'Sabihin nang tiyak sa isang kapamilya kung ano ang naging kahulugan niya sa iyo nitong mga nakaraan, nang harapan, sa mensahe o sa maikling sulat.',
          'Simulan o buhayin ulit ang isang maliit na nakagawian, gaya ng lingguhang tawag, sabay-sabay na pagkain o group chat ng mga litrato ng pamilya.',
          'Tanungin ang isang nakatatandang kamag-anak tungkol sa isang kuwento sa buhay niya na hindi mo pa naririnig, at isulat ang ikukuwento niya.',
        ],
        coachingQuestion:
          'Ano ang pinakagusto mong maalala ng pamilya mo tungkol sa kung paano ka naging naroon para sa kanila?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na may magagandang sandali ang buhay-pamilya kasabay ng kaunting layo, alitan o kawalan ng balanse: baka puro pag-aayos ng iskedyul ang usapan, may isang relasyong may tensyon, o mas mabigat ang pasan mo kaysa sa iba. Maaaring mahal mo ang pamilya mo pero nakakapagod pa rin ang oras kasama sila. Puwedeng parehong totoo ang dalawa, at magandang simula ang pagpapangalan sa gusto mong maging iba.',
        nextSteps: [
          'Piliin ang relasyong pampamilya na pinakagusto mong mapabuti at isulat ang isang bagay na pinahahalagahan mo sa taong iyon.',
          'Magplano ng kalahating oras kasama ang isang kapamilya ngayong linggo na hindi tungkol sa gawaing-bahay, iskedyul o problema.',
          'Kung hindi patas ang bahagi mo sa mga gawain ng pamilya, ilista ang mga ito at pumili ng isang ipapasa mo sa iba.',
        ],
        coachingQuestion:
          'Aling relasyong pampamilya ang magdudulot ng pinakamalaking kaibahan sa buhay mo kung gumaan ito nang kaunti, at ano ang bahagi mo roon?',
      },
      low: {
        reflect:
          'Maaaring ipinapakita ng mababang marka ang alitan, pagkakalayo, pagkawala, pag-iisa sa loob mismo ng pamilya, o ang bigat ng pag-aalaga sa isang tao. Madalas ay malalim ang sakit sa pamilya dahil nakahabi ang mga relasyong ito sa kung sino tayo. Ikaw ang may karapatang magpasya kung anong antas ng pagiging malapit ang malusog para sa iyo, at kung minsan ay nangangahulugan iyon ng pagbuo ng suportang parang pamilya sa ibang lugar.',
        nextSteps: [
          'Isulat kung ano ang pinakakailangan mo mula sa pamilya ngayon, gaya ng pag-unawa, praktikal na tulong, espasyo o kapayapaan, nang hindi ito hinuhusgahan.',
          'Kung may tensyon sa pakikipag-ugnayan, magtakda ng isang hangganang poprotekta sa iyo, gaya ng limitasyon sa haba ng pagbisita o paksang hindi mo pag-uusapan.',
          'Ngayong linggo, kumustahin ang isang tao, kamag-anak man o hindi, na pakiramdam mo ay pamilya mo.',
        ],
        coachingQuestion:
          'Anong uri ng ugnayang pampamilya ang gusto mo sa buhay mo, at sino, kamag-anak man o hindi, ang puwedeng maging bahagi nito?',
      },
    },
  },

  friends: {
    about:
      'Tungkol ang larangang ito sa mga pagkakaibigan mo: ang pagkakaroon ng mga taong gusto mong kasama, pinagkakatiwalaan mo at malalapitan mo, at ang oras at lakas na ibinibigay mo sa mga ugnayang iyon. Saklaw nito ang malalapit na kaibigan at ang mas malawak na sirkulo ng mga pamilyar na mukha na nagpapagaan sa pakiramdam ng pag-iisa.',
    research: {
      finding:
        'Natuklasan ng isang meta-analysis ng 148 pag-aaral, na sama-samang sumubaybay sa mahigit 300,000 tao, na ang mga may mas matibay na ugnayang panlipunan ay may humigit-kumulang 50 porsiyentong mas mataas na posibilidad na mabuhay sa loob ng panahon ng mga pag-aaral. Kapantay ang laki ng ugnayang ito ng mga kilalang risk factor gaya ng paninigarilyo, bagaman hindi kayang patunayan ng ganitong mga obserbasyonal na pag-aaral ang sanhi at epekto.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'meta-analysis ng 148 pag-aaral',
    },
    bands: {
      high: {
        reflect:
          'Ipinapakita ng mataas na marka na may mga kaibigan kang gusto mong kasama at maaasahan mo, at naglalaan ka ng oras para sa kanila. Maaari rin itong mangahulugang magaling ka sa tahimik na trabaho ng pagkakaibigan: ang pag-alala, pag-imbita at pagdalo. Nagbabago ang mga pagkakaibigan kasabay ng mga yugto ng buhay, kaya dapat itong ingatan sa halip na ipagwalang-bahala.',
        nextSteps: [
          'Magpadala ng maikling mensahe sa isang kaibigan at sabihin ang isang tiyak na bagay na pinahahalagahan mo sa kanya.',
          'Maglagay ng regular na lakad sa kalendaryo mo kasama ang isang malapit na kaibigan, gaya ng buwanang paglalakad o tawagan.',
          'Imbitahan ang isang taong nasa gilid ng sirkulo mo na sumama sa isang bagay na ginagawa mo na.',
        ],
        coachingQuestion:
          'Aling mga pagkakaibigan ang gusto mong mayroon ka pa rin makalipas ang dalawampung taon, at ano ang magpapanatiling buhay sa mga ito?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na may mga kaibigan ka pero mas bihira mo silang makita kaysa sa gusto mo, o pakiramdam mong numipis ang mga pagkakaibigan dahil sa abalang buhay. Baka ikaw palagi ang unang nangungumusta, o nami-miss mong magkaroon ng taong makakausap mo nang totohanan. Maraming nakararamdam nito, lalo na pagkatapos lumipat ng tirahan, magpalit ng trabaho o magkaanak.',
        nextSteps: [
          'Mag-message sa isang kaibigang matagal mo nang hindi nakakausap, para lang sabihing naalala mo siya; kadalasan ay mas pinahahalagahan ito ng tao kaysa sa inaakala natin.',
          'Gawing sabayang gawain kasama ang isang kaibigan ang isang regular na aktibidad, gaya ng isang klase, paglalakad sa aso o coffee break.',
          'Sa susunod mong kuwentuhan sa isang kaibigan, magtanong ng follow-up tungkol sa isang bagay na ikinuwento niya noong huli kayong nag-usap.',
        ],
        coachingQuestion:
          'Anong klase ng kaibigan ang gusto mong maging sa yugtong ito ng buhay mo, at ano ang itsura niyon ngayong buwan?',
      },
      low: {
        reflect:
          'Maaaring ibig sabihin ng mababang marka na nalulungkot kang mag-isa, napalayo ka na sa mga dating kaibigan, o nasa bagong lugar ka na wala pang sirkulo. Masakit iyan, at mas karaniwan ito kaysa sa inaamin ng mga tao. Kadalasang lumalago ang pagkakaibigan sa paulit-ulit na oras na magkasama, kaya mas mahalaga madalas ang maliliit at regular na pakikipag-ugnayan kaysa sa paghahanap ng isang perpektong koneksyon.',
        nextSteps: [
          'Pumili ng isang regular na aktibidad ng grupo, gaya ng klase, club, volunteer shift o team, at dumalo nang hindi bababa sa dalawang beses, dahil lumalago ang pagkakakilanlan sa pag-uulit.',
          'Magpadala ng isang mensahe sa isang dating kaibigan o palakaibigang kakilala na nagmumungkahi ng tiyak na oras para magkita o mag-usap.',
          'Tanggapin ang isang imbitasyong karaniwan mong tinatanggihan, at manatili nang kahit kalahating oras.',
        ],
        coachingQuestion:
          'Saan sa linggo mo puwede mong makita ang parehong mga tao nang madalas para magkaroon ng pagkakataong lumago ang isang pagkakaibigan?',
      },
    },
  },

  'relationships-love': {
    about:
      'Saklaw ng larangang ito ang romantikong pag-ibig at pagiging malapit: ang kasalukuyan mong relasyon o, kung single ka, ang pakiramdam mo tungkol sa pakikipag-date, pag-ibig at pamumuhay nang mag-isa. Kasama rito ang lambing, tiwala, komunikasyon, pisikal na pagkakalapit at ang pakiramdam na tunay kang kilala.',
    research: {
      finding:
        'Mahalaga kung paano tumutugon ang magkapareha sa magandang balita ng isa’t isa. Sa isang serye ng mga pag-aaral, ang mga taong ang kapareha ay karaniwang tumutugon nang may tunay at aktibong sigla, na tinatawag na active-constructive responding, ay nag-ulat ng mas kasiya-siya at mas mapagkakatiwalaang relasyon kaysa sa mga may kaparehang tumutugon nang walang gana o nagwawalang-bahala.',
      sources: ['Gable et al. (2004)'],
      evidence: 'serye ng mga pag-aaral, kabilang ang pananaliksik gamit ang pang-araw-araw na talaarawan',
    },
    bands: {
      high: {
        reflect:
          'Maaaring ibig sabihin ng mataas na marka na malapit, ligtas at buhay ang pakiramdam ng buhay-pag-ibig mo, isa man itong relasyong nagpapalago sa iyo o buhay-single na talagang kuntento ka. Madalas ay ipinapakita nito ang tiwala at magagandang pang-araw-araw na gawi ng pagbibigay-pansin. Nagbabago ang mga relasyon sa paglipas ng panahon, kaya makatutulong ang patuloy na pag-aalaga kahit maayos ang lahat.',
        nextSteps: [
          'Kapag may ibinalitang maganda ang isang mahal mo ngayong linggo, tumugon nang may tunay na pagkamausisa: magtanong at hayaan siyang balikan ulit ang sandaling iyon.',
          'Magplano ng isang bagong bagay na gagawin ninyo nang magkasama na hindi pa nasusubukan ng sinuman sa inyo, o ng bago para sa sarili mo kung single ka.',
          'Sabihin sa kapareha mo, o sa isang mahal mo, ang isang tiyak na bagay na ginawa niya kamakailan na nagparamdam sa iyong inaalagaan ka.',
        ],
        coachingQuestion:
          'Ano ang kailangan ng pag-ibig mula sa iyo sa yugtong ito ng buhay mo na hindi nito kailangan ilang taon na ang nakalipas?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na ayos naman ang lahat pero hindi kasinglapit ng gusto mo: baka kayo ng kapareha mo ay naging abalang magkatuwang na lang sa pang-araw-araw na buhay, o kung single ka, hindi ka sigurado tungkol sa pakikipag-date o sa kung ano ang gusto mo. Maaaring nami-miss mo ang pakiramdam na nakikita, ninanais o lubos na nauunawaan. Karaniwan ang mga damdaming ito at kadalasang gumagaan kapag binigyan ng pansin.',
        nextSteps: [
          'Itabi ang telepono mo nang 20 minuto habang kasama ang kapareha mo at magtanong ng isang bagay na hindi mo pa alam ang sagot.',
          'Ngayong linggo, pansinin ang maliliit na paglapit para makakuha ng atensyon, gaya ng isang komento, hawak o biruan, at harapin ang mga ito sa halip na balewalain.',
          'Kung single ka, isulat ang tatlong bagay na gusto mong maramdaman sa isang relasyon, hindi lang mga katangiang hinahanap mo sa isang tao.',
        ],
        coachingQuestion:
          'Ano ang makatutulong para mas maramdaman mong konektado ka sa pag-ibig, at aling bahagi nito ang abot-kamay mo ngayong linggo?',
      },
      low: {
        reflect:
          'Maaaring ipinapakita ng mababang marka ang isang relasyong madalas may alitan o layo, isang kamakailang hiwalayan o pagkawala, o pag-iisa at pananabik kung single ka. Maaari itong magpabigat sa tulog, damdamin at pagpapahalaga mo sa sarili. May katuturan ang nararamdaman mo, at kung may relasyong nagpaparamdam sa iyo ng takot o kawalan ng kaligtasan, makipag-ugnayan sa isang hotline para sa karahasan sa tahanan o sa isang taong pinagkakatiwalaan mo.',
        nextSteps: [
          'Isulat, para sa sarili mo lang, kung ano ang pinakanami-miss mo at kung ano ang ayaw mo na, nang hindi pa nagpapasya ng anuman.',
          'Kung nasa relasyon ka, pumili ng isang kalmadong sandali para sabihin ang isang bagay na kailangan mo, simula sa nararamdaman mo sa halip na sa mga mali ng kapareha mo.',
          'Pag-isipang mag-book ng session sa isang couples therapist o indibidwal na therapist, kahit para lang mas malinaw mong makita kung nasaan ka.',
        ],
        coachingQuestion:
          'Ano ang kailangang itsura ng isang mapagmahal na relasyon, kasama ang relasyon mo sa sarili, para maramdaman mong ligtas ka at pinahahalagahan?',
      },
    },
  },

  'community-giving': {
    about:
      'Tungkol ang larangang ito sa lugar mo sa mas malawak na mundo: ang kapitbahayan, mga grupo at adhikaing kinabibilangan mo, at ang mga paraan ng pag-aambag mo sa pamamagitan ng oras, pera, kakayahan o simpleng kabaitan. Ipinapakita nito kung pakiramdam mo ay bahagi ka ng isang bagay na mas malaki kaysa sa sarili mong sirkulo.',
    research: {
      finding:
        'Natuklasan ng isang sistematikong pagsusuri na sa mga pangmatagalang cohort study, ang mga taong nagboluntaryo ay nag-ulat ng mas kaunting depresyon, mas mataas na kasiyahan sa buhay at mas mabuting kalagayan, at may mas mababang panganib ng pagkamatay sa panahon ng pagsubaybay. Hindi palaging kinumpirma ng mga randomized trial ang mga benepisyong ito, kaya maaaring nakatutulong ang pagboboluntaryo, pero maaari ring mas malamang na magboluntaryo ang mga taong mas malusog at mas masaya.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'sistematikong pagsusuri at meta-analysis ng 40 papel (mga trial at cohort study)',
    },
    bands: {
      high: {
        reflect:
          'Ipinapakita ng mataas na marka na pakiramdam mo ay konektado ka sa isang komunidad at nag-aambag ka sa mga paraang makabuluhan sa iyo. Maaaring kilala ka ng mga kapitbahay mo, o isa ka sa mga laging dumadalo para sa isang adhikain taon-taon. Mabuting tiyakin na nagbibigay pa rin sa iyo ng sigla ang pagbibigay, at hindi ka tahimik na inuubos.',
        nextSteps: [
          'Isulat ang isang ambag mo na pinakamakabuluhan sa pakiramdam, at kung bakit, para maprotektahan mo ito kapag naging abala ang buhay.',
          'Imbitahan ang isang bagong tao na sumama sa iyo sa isang grupo, event o adhikaing kinabibilangan mo.',
          'Pasalamatan ang isang taong nagpapatakbo sa komunidad mo, gaya ng isang organizer, volunteer o kapitbahay na nagmamalasakit sa iba.',
        ],
        coachingQuestion:
          'Paano mo gustong maging iba ang komunidad mo dahil naging bahagi ka nito?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na may malasakit ka sa komunidad mo pero hindi ka kasing-aktibo ng gusto mo; baka kulang ang oras, o hindi mo pa nahahanap kung saan ka bagay. Baka nagbibigay ka paminsan-minsan, pero pakiramdam mo ay hiwalay ito sa mga pinahahalagahan mo. Madalas ay mas nakasisiya ang maliliit at regular na ambag kaysa sa paminsan-minsang malalaking kilos.',
        nextSteps: [
          'Gumawa ng isang maliit na kabutihan para sa isang kapitbahay o estranghero araw-araw sa loob ng limang araw, at pansinin ang pakiramdam nito.',
          'Maghanap ng isang lokal na grupo o adhikaing konektado sa isang bagay na mahalaga sa iyo, at alamin kung ano ang magiging unang hakbang.',
          'Makipag-usap nang totohanan, hindi lang tango, sa isang taong madalas mong nakikita pero halos hindi mo kilala, gaya ng isang tindero o kapitbahay.',
        ],
        coachingQuestion:
          'Anong isyu o grupo ang sapat mong pinahahalagahan para bigyan ng isang oras bawat buwan, at ano ang pumigil sa iyo hanggang ngayon?',
      },
      low: {
        reflect:
          'Maaaring ibig sabihin ng mababang marka na pakiramdam mo ay hiwalay ka sa mga tao at lugar sa paligid mo, o na parang hindi abot-kamay ang pag-aambag dahil mabigat ang hinihingi ng sarili mong buhay ngayon. Parehong naiintindihan iyan. Puwedeng magsimula sa napakaliit ang pakiramdam ng pagiging bahagi: isang pamilyar na mukha, maikling kuwentuhan o isang simpleng paraan ng pagtulong.',
        nextSteps: [
          'Alamin ang pangalan ng isang kapitbahay o madalas mong nakikita sa lugar ninyo at tawagin siya sa pangalan niya sa susunod mong pagkikita.',
          'Maglaan ng 15 minuto para tingnan ang mga nangyayari sa lugar ninyo, gaya ng mga event sa aklatan, community garden o grupong pampananampalataya o pangkultura, at magtala ng isang bagay na susubukan.',
          'Gumawa ng isang nakatutulong na bagay na wala pang sampung minuto, gaya ng pag-iwan ng magandang review para sa isang lokal na negosyo o pag-alok na buhatin ang dala ng isang tao.',
        ],
        coachingQuestion:
          'Saan mo na nararamdaman kahit kaunting pagiging bahagi, at paano ka makagugugol ng kaunti pang oras doon?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Saklaw ng saya at libangan ang laro, mga hilig, pahinga at mga bagay na ginagawa mo dahil lang nag-e-enjoy ka. Dito ka nagpapalakas ulit, nag-e-explore at nakakalimot sa oras, at madalas ito ang unang naisasantabi kapag naging abala ang buhay.',
    research: {
      finding:
        'Natuklasan ng isang meta-analysis ang katamtamang ugnayan ng libangan at mabuting kalagayan, at ipinahihiwatig ng mga longitudinal at eksperimental na pag-aaral na kayang pataasin ng libangan ang mabuting kalagayan, hindi lang ipakita ito. Mas mahalaga kung gaano kadalas at gaano kasari-sari ang libangan ng mga tao kaysa sa kabuuang oras na ginugol dito.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'meta-analysis ng 37 effect size mula sa mahigit 11,000 tao',
    },
    bands: {
      high: {
        reflect:
          'Ipinapakita ng mataas na marka na naglalaan ka ng puwang para sa saya: may mga aktibidad kang kinahuhumalingan, mga taong kasama sa paglalaro at oras na sa iyo lang. Maaari itong mangahulugang natutuhan mo nang ang saya ay hindi lang gantimpala pagkatapos tapusin ang lahat ng iba pa. Tunay na lakas iyan, at madalas ay sinusuportahan nito ang iba pang bahagi ng gulong mo.',
        nextSteps: [
          'Sumubok ng isang bagong aktibidad ngayong linggo na medyo labas sa nakasanayan mo, gaya ng ibang isport, craft o laro.',
          'Ibahagi ang isang hilig na mahal mo sa isang tao sa pamamagitan ng pag-imbita sa kanya o pagtuturo ng mga pangunahing kaalaman.',
          'Pansinin kung aling aktibidad ngayong linggo ang nakapagpalimot sa iyo ng oras, at isulat kung ano ang dahilan kung bakit ka ganoon kahumaling dito.',
        ],
        coachingQuestion:
          'Anong uri ng laro ang hindi mo na nabigyan ng oras mula noong bata ka pa, at ano kaya ang pakiramdam kung ibabalik mo ang ilan dito?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na may kaunti kang libreng oras, pero karamihan ay pambawi lang ng pagod: pag-scroll, panonood ng TV o paghiga na lang sa pagtatapos ng araw. May lugar ang mga iyon, pero bihira ka nilang mapasigla tulad ng isang aktibo, sosyal o nakahuhumaling na gawain. Baka nadulas na ang mga hilig mo palabas ng kalendaryo nang hindi mo talaga pinipili iyon.',
        nextSteps: [
          'Mag-iskedyul ng isang dalawang-oras na bloke ngayong linggo para sa isang bagay na nag-e-enjoy ka, at ingatan ito na parang isang appointment.',
          'Maglista ng sampung bagay na nagbigay sa iyo ng saya noon at gawin ang isa bago matapos ang weekend.',
          'Sa dalawang gabi, palitan ang 20 minuto ng pag-scroll ng isang bagay na gamit ang kamay, gaya ng pagluluto, musika, pagguhit o puzzle.',
        ],
        coachingQuestion:
          'Kailan ka huling lubos na nahumaling sa isang bagay para lang sa saya, at ano ang naiiba noon?',
      },
      low: {
        reflect:
          'Maaaring ibig sabihin ng mababang marka na halos wala nang natitirang oras o lakas para mag-enjoy, o na nawalan na ng kinang ang mga bagay na dati mong minamahal. Madalas itong nangyayari sa ilalim ng mabigat na trabaho, tungkulin ng pag-aalaga o malungkot na kalooban. Kahit maliliit na dosis ng laro ay makatutulong, at kung ilang linggo nang walang anumang nagpapasaya sa iyo, mabuting banggitin ito sa isang doktor.',
        nextSteps: [
          'Pumili ng isang sampung-minutong kasiyahan para sa bawat araw ngayong linggo, gaya ng paboritong kanta, maikling lakad sa magandang lugar o mabilis na laro, at gawin ito nang walang ibang sabay na ginagawa.',
          'Silipin ang kalendaryo mo at bawiin ang isang oras mula sa isang obligasyong hindi pala kasinghalaga ng inakala mo.',
          'Yayain ang isang kaibigan o kapamilya na gumawa ng isang magaang bagay kasama mo, na walang ibang layunin kundi ang mag-enjoy.',
        ],
        coachingQuestion:
          'Ano ang gagawin mo sa isang bakanteng hapon kung hindi mo kailangang ipaliwanag ito kaninuman, kahit sa sarili mo?',
      },
    },
  },

  'physical-environment': {
    about:
      'Tungkol ang larangang ito sa mga lugar kung saan ka nakatira at nagtatrabaho: ang tahanan mo, ang lugar ng trabaho mo, ang kapitbahayan mo, at ang akses mo sa liwanag, katahimikan at kalikasan. Mas hinuhubog ng paligid ang damdamin at lakas kaysa sa madalas na napapansin ng mga tao, sa mabuti man o sa masama.',
    research: {
      finding:
        'Sa isang survey ng halos 20,000 tao sa England, ang mga gumugol ng hindi bababa sa 120 minuto bawat linggo sa kalikasan ay mas malamang na mag-ulat ng mabuting kalusugan at mataas na kagalingan kaysa sa mga hindi gumugol ng anumang oras doon. Mukhang hindi mahalaga kung isang mahabang pagbisita o ilang maiikli ang pinanggalingan ng oras na iyon, bagaman ugnayan lang ang ipinapakita ng ganitong survey, hindi patunay ng sanhi.',
      sources: ['White et al. (2019)'],
      evidence: 'malaking pambansang survey',
    },
    bands: {
      high: {
        reflect:
          'Ipinapakita ng mataas na marka na kadalasang sinusuportahan ka ng paligid mo: pahingahan ang pakiramdam ng tahanan, maayos ang lugar ng trabaho mo, at naaabot mo ang liwanag, sariwang hangin o luntiang lugar. Maaaring ipinapakita nito ang mga desisyong maingat mong ginawa sa paglipas ng panahon. Ang kaunting pag-aalaga ngayon ay makapagpapanatili nito habang nagbabago ang mga pangangailangan mo.',
        nextSteps: [
          'Libutin ang tahanan mo, hanapin ang sulok na pinakanagbibigay sa iyo ng kapanatagan, at isulat kung ano ang nagpapagana rito.',
          'Gumugol ng hindi bababa sa dalawang oras sa labas sa luntiang lugar o malapit sa tubig ngayong linggo, hati-hati man ayon sa kaginhawahan mo.',
          'Ayusin o tapusin ang isang maliit na bagay na matagal mo nang iniiwasan, gaya ng pundidong bumbilya, lumalangitngit na pinto o tambak malapit sa pasukan.',
        ],
        coachingQuestion:
          'Paano mo gustong suportahan ng espasyo mo ang buhay na unti-unti mong tinatahak?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na ayos lang ang espasyo mo pero hindi pa tama: baka naiipon ang kalat, hindi bagay ang isang kuwarto sa paraan ng paggamit mo, nakakaabala ang ingay o liwanag, o bihira kang lumabas. Maaaring nararamdaman mo ang mga ito bilang mahinang stress sa likuran sa halip na malalaking problema. Nakagugulat kung gaano kabilis mababago ng maliliit na pagbabago ang pakiramdam ng isang espasyo.',
        nextSteps: [
          'Pumili ng isang ibabaw, gaya ng mesa, counter o desk, linisin ito nang buo sa loob ng 15 minuto, at pansinin ang pakiramdam ng paggamit nito pagkatapos.',
          'Ilapit ang pangunahing upuan o desk mo sa natural na liwanag, o maglagay ng halaman o larawang gusto mo kung saan ka pinakamatagal.',
          'Maglakad nang 20 minuto sa pinakaluntiang lugar na malapit sa iyo sa dalawang araw ngayong linggo.',
        ],
        coachingQuestion:
          'Kung kaya ng tahanan mong iparamdam sa iyo ang isang bagay sa pagtatapos ng bawat araw, ano ang damdaming iyon, at ano ang humahadlang dito?',
      },
      low: {
        reflect:
          'Maaaring ipinapakita ng mababang marka ang tahanang masikip, maingay, hindi ligtas, magulo o hindi talaga sa iyo ang pakiramdam, o isang kapitbahayan o biyahe araw-araw na umuubos sa iyo. Maaaring wala sa kontrol mo ang ilan dito, gaya ng gastos sa tirahan o mga kapitbahay, kaya puwedeng pakiramdam mo ay naiipit ka. Gayunman, ang maliliit na pagbabagong abot-kamay ay makapagpapagaan sa araw-araw na stress habang pinag-iisipan mo ang mas malalaki.',
        nextSteps: [
          'Pumili ng isang maliit na sulok, kahit isang upuan o mesa sa tabi ng kama lang, at gawin itong tahimik at kaaya-ayang puwesto.',
          'Isulat ang tatlong bagay sa paligid mo na pinakanakaaabala sa iyo, at markahan kung alin ang kaya mong impluwensyahan.',
          'Humanap ng isang lugar na malapit sa labas ng bahay kung saan panatag ka, gaya ng parke, aklatan o coffee shop, at gumugol ng oras doon ngayong linggo.',
        ],
        coachingQuestion:
          'Ano ang itsura ng isang lugar na tunay na sumusuporta sa iyo, at ano ang isang hakbang patungo roon na nasa kontrol mo?',
      },
    },
  },

  'personal-growth': {
    about:
      'Saklaw ng personal na pag-unlad ang pag-aaral, paghasa ng kakayahan, mas mabuting pag-unawa sa sarili at unti-unting pagiging taong gusto mong maging. Kasama rito ang pagkamausisa, pagninilay at ang lakas ng loob na sumubok ng mga bagay na hindi mo pa gamay.',
    research: {
      finding:
        'Itinuturing ng modelo ni Carol Ryff ng sikolohikal na kagalingan ang personal na paglago, ang pakiramdam na patuloy kang umuunlad at natutupad ang potensyal mo, bilang isa sa anim na pangunahing bahagi ng mabuting buhay, kasama ng layunin sa buhay, pagtanggap sa sarili, awtonomiya, pagkontrol sa kapaligiran at positibong mga relasyon. Malawakang ginagamit ang kanyang questionnaire sa pananaliksik tungkol sa kagalingan sa buong pagtanda.',
      sources: ['Ryff (1989)'],
      evidence: 'pag-aaral na bumuo ng teorya kasama ang questionnaire survey ng mga adult',
    },
    bands: {
      high: {
        reflect:
          'Ipinapakita ng mataas na marka na pakiramdam mo ay natututo ka at lumalago, at papalapit ka sa taong gusto mong maging. Maaaring gusto mo ang hamon at medyo komportable ka sa hindi pa pag-alam kung paano gawin ang isang bagay. Ang susunod mong hakbang ay maaaring ang pagbabahagi ng natututuhan mo, o ang mas sadyang pagpili kung saan mo gustong lumago.',
        nextSteps: [
          'Isulat ang pinakamahalagang natutuhan mo sa nakaraang taon at kung sino ang maaaring makinabang sa pakikinig dito.',
          'Pumili ng isang kakayahang hinahasa mo at humanap ng mapagkukunan ng tiyak na feedback, gaya ng isang guro, kasamahan o recording ng sarili mo.',
          'Pumili ng isang hindi komportableng hamon para sa linggong ito, gaya ng pagtatanong ng isang bagay na karaniwan mong itinatago, at gawin ito.',
        ],
        coachingQuestion:
          'Aling bersyon ng sarili mo ang tinutungo mo, at ano ang gagawin nang naiiba ng taong iyon ngayong linggo?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na lumalago ka sa ilang paraan pero parang natigil ka sa iba: baka natututo ka kapag hinihingi ng buhay pero bihira kapag sariling pili, o nagsisimula ka ng mga bagay at nawawalan ng sigla. Maaaring may ideya ka kung ano ang gusto mong paunlarin pero wala pang malinaw na unang hakbang. Kadalasang bumibilis ang paglago kapag ginawa mo itong tiyak at maliit.',
        nextSteps: [
          'Pangalanan ang isang kakayahan o katangiang gusto mong paunlarin at sumulat ng planong “kung… saka…” para dito: kailan at saan ka magsasanay nang 15 minuto.',
          'Magbasa, manood o makinig ng isang bagay ngayong linggo dahil lang sa pagkamausisa, at isulat ang isang ideyang gusto mong tandaan.',
          'Tanungin ang isang taong lubos na nakakikilala sa iyo kung ano sa tingin niya ang susunod mong larangan ng paglago.',
        ],
        coachingQuestion:
          'Ano ang ikinakausisa mo na hindi mo pa pinahihintulutan ang sarili mong tuklasin?',
      },
      low: {
        reflect:
          'Maaaring ibig sabihin ng mababang marka na pakiramdam mo ay natigil ka o hindi sigurado kung sino ang nagiging ikaw, o na puno ng hinihingi ang buhay kaya parang luho ang paglago. Maaari rin itong magpakita ng isang kabiguang yumanig sa tiwala mo sa sarili. Hindi kailangang maging dramatiko ang paglago, at may halaga ang maliliit at paulit-ulit na hakbang.',
        nextSteps: [
          'Isulat ang isang bagay na natutuhan mo o mahusay mong hinarap sa nakaraang buwan, gaano man kaliit, bilang paalala na lumalago ka pa rin.',
          'Pumili ng isang napakaliit na gawi, gaya ng limang minutong pagbabasa o isang bagong salita sa isang wika, at idikit ito sa isang bagay na ginagawa mo na araw-araw.',
          'Alalahanin ang isang panahong pakiramdam mo ay lumalago ka, at isulat kung ano ang nagpangyari niyon.',
        ],
        coachingQuestion:
          'Anong maliit na hakbang ang magpapakita sa iyo, isang buwan mula ngayon, na nagsimula ka nang gumalaw ulit?',
      },
    },
  },

  spirituality: {
    about:
      'Ang espiritwalidad dito ay ang relasyon mo sa kahulugan, layunin at anumang nararanasan mo bilang mas malaki kaysa sa sarili mo, sa pamamagitan man ng relihiyon, kalikasan, sining, mga pinahahalagahan, pagninilay o komunidad. Napakapersonal nito, at walang iisang tamang paraan ng pagmamarka rito.',
    research: {
      finding:
        'Pinaghihiwalay ng pananaliksik gamit ang Meaning in Life Questionnaire ang pagkakaroon ng pakiramdam ng kahulugan at ang paghahanap nito. Ang pakiramdam na may kahulugan ang buhay mo ay palaging kaugnay ng mas mabuting kalagayan, at lumabas na hiwalay na karanasan ang paghahanap, kaya puwedeng may kahulugan na ang isang tao at naghahanap pa rin ng higit pa.',
      sources: ['Steger et al. (2006)'],
      evidence: 'mga pag-aaral sa pagbuo ng questionnaire gamit ang ilang grupo ng mga estudyante',
    },
    bands: {
      high: {
        reflect:
          'Ipinapakita ng mataas na marka na malinaw sa iyo kung ano ang nagbibigay ng kahulugan sa buhay mo, at may mga gawi o paniniwala kang nagpapatatag sa iyo. Maaaring makita ito bilang kapanatagan sa mahihirap na panahon o bilang damang koneksyon sa isang bagay na mas malaki. Maaari ring maging pinagkukunan ng lakas ng mga tao sa paligid mo ang katatagang iyon.',
        nextSteps: [
          'Maglaan ng sampung tahimik na minuto ngayong linggo para pagnilayan kung ano ang pinakamakabuluhan nitong mga nakaraan, at kung bakit.',
          'Ibahagi ang isang gawi, teksto, lugar o musika na nagpapatatag sa iyo sa isang taong maaaring magpahalaga rito.',
          'Maghanap ng isang sandali ng pagkamangha ngayong linggo, gaya ng malawak na langit, isang piyesa ng musika o isang kilos ng katapangan, at manatili rito nang medyo mas matagal kaysa karaniwan.',
        ],
        coachingQuestion:
          'Paano hinuhubog ng pakiramdam mo ng kahulugan ang mga desisyon mo sa isang karaniwang araw?',
      },
      mid: {
        reflect:
          'Madalas ay ibig sabihin ng katamtamang marka na naroon ang kahulugan pero manipis o pasulpot-sulpot: maaaring konektado ka sa ilang sandali pero nawawala ang hibla sa gitna ng pang-araw-araw na abala. Baka hindi na lubos na bagay ang mga lumang paniniwala habang nabubuo pa lang ang mga bago. Karaniwan ang ganitong nasa-pagitang kalagayan, at maaari itong maging matabang lupa.',
        nextSteps: [
          'Isulat ang tatlong pinahahalagahang pinakagusto mong isabuhay, at isang pagkakataon ngayong linggo para kumilos ayon sa bawat isa.',
          'Subukan ang limang minutong katahimikan tuwing umaga, panalangin man, meditasyon, mabagal na paghinga o simpleng pag-upo nang walang telepono.',
          'Gumugol ng oras sa isang lugar na nagpaparamdam sa iyong maliit ka sa magandang paraan, gaya ng tuktok ng burol, dagat, lumang gusali o sa ilalim ng malawak na langit.',
        ],
        coachingQuestion:
          'Kailan mo pinakanararamdaman ang koneksyon sa isang bagay na mas malaki kaysa sa sarili mo, at paano ka makapaglalaan ng mas maraming puwang para doon?',
      },
      low: {
        reflect:
          'Maaaring ibig sabihin ng mababang marka na pakiramdam mo ay hiwalay ka sa kahulugan o layunin, na naging sunod-sunod na gawain na lang ang buhay, o na hindi ka na inaalalayan ng mga paniniwalang dati ay kumakapit sa iyo. Minsan ay sumusunod ito sa pagkawala, burnout o pagkabigo. Kabilang ang mga ito sa pinakamatatandang tanong ng tao, at bahagi ng pagiging tao ang hindi pa pagkakaroon ng sagot ngayon.',
        nextSteps: [
          'Gumawa ng maikling listahan ng mga sandali sa buhay mo na naging makabuluhan, kahit sandali lang, at hanapin kung ano ang pagkakatulad nila.',
          'Gumugol ng 20 minuto ngayong linggo sa isang tahimik na lugar, mas mabuti kung sa labas at walang telepono, at pansinin lang kung ano ang napapansin mo.',
          'Pag-usapan ang mga tanong na dala mo kasama ang isang taong iginagalang mo ang pakiramdam ng kahulugan, gaya ng isang kaibigan, nakatatanda, lider ng pananampalataya o counselor.',
        ],
        coachingQuestion:
          'Kung gagabayan ang buhay mo ng isang bagay na tunay na mahalaga sa iyo, ano iyon, at ano ang magbabago?',
      },
    },
  },
};
