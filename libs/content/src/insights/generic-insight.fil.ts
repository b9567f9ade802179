import type { DomainInsight } from '../types.js';

// Filipino counterpart of generic-insight.en.ts; {{domain}} is the name the person gave.
export const genericInsight: DomainInsight = {
  about:
    'Ang “{{domain}}” ay larangan ng buhay na ikaw mismo ang naglagay sa gulong mo, at sapat na iyon para sabihing mahalaga ito sa iyo. Ang marka mo ay isang kuha ng kung gaano ka nasisiyahan dito ngayon, at ipinapakita ng agwat nito sa ninanais mong marka kung gaano kalaking pagbabago ang gusto mo.',
  research: {
    finding:
      'Ang mga simpleng planong “kung… saka…” na nag-uugnay ng isang tiyak na sitwasyon sa isang tiyak na kilos, na tinatawag na implementation intentions, ay nagpapataas ng posibilidad na talagang kumilos ang tao para sa mga layunin niya. Natuklasan ng isang meta-analysis ng 94 na magkakahiwalay na pagsubok ang katamtaman hanggang malaking epekto sa pag-abot ng layunin kumpara sa mabuting intensyon lang, kaya kapaki-pakinabang itong kasangkapan para sa “{{domain}}” o sa alinmang larangan ng buhay.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'meta-analysis ng 94 na magkakahiwalay na pagsubok',
  },
  bands: {
    high: {
      reflect:
        'Ipinapakita ng mataas na marka na maayos ang takbo ng “{{domain}}” para sa iyo ngayon. Maaaring may mga gawi, tao o desisyong sumusuporta rito, kahit bihira mo silang maisip. Ang pagpansin sa kung ano ang gumagana ay makatutulong para mapanatili mo ito kapag nagbago ang buhay.',
      nextSteps: [
        'Isulat ang dalawa o tatlong bagay na pinakanakatutulong para maging maayos ang “{{domain}}”, para maprotektahan mo sila kapag abala ka.',
        'Ibahagi ang gumagana sa “{{domain}}” sa isang taong maaaring makinabang sa karanasan mo.',
        'Pumili ng isang maliit na paraan para palalimin o palawakin ang “{{domain}}” ngayong linggo, at tiyakin kung kailan mo ito gagawin.',
      ],
      coachingQuestion:
        'Ano ang magpapasaya pa lalo sa iyo sa “{{domain}}” isang taon mula ngayon, at ano na ang tumuturo sa direksyong iyon?',
    },
    mid: {
      reflect:
        'Ipinapakita ng katamtamang marka na bahagya nang nasa gusto mong kalagayan ang “{{domain}}”. Maaaring may mga bagay na gumagana habang ang iba ay parang natigil, malabo o naiipit ng ibang prayoridad. Karaniwan ang ganitong halo, at madalas ay nangangahulugang ilang nakatutok na pagbabago ang makagagawa ng kapansin-pansing kaibahan.',
      nextSteps: [
        'Sumulat ng isang pangungusap tungkol sa gumagana sa “{{domain}}” at isa tungkol sa hindi.',
        'Pumili ng isang maliit na pagbabago para sa “{{domain}}” at gumawa ng planong “kung… saka…” para dito: tukuyin ang eksaktong sandali na kikilos ka at kung ano ang gagawin mo.',
        'Sabihin sa isang taong pinagkakatiwalaan mo ang pagbabagong gusto mo sa “{{domain}}” at hilingin na kumustahin ka niya tungkol dito sa susunod na linggo.',
      ],
      coachingQuestion:
        'Kung tumaas lang nang dalawang puntos ang “{{domain}}”, ano ang magiging iba sa pang-araw-araw mong buhay?',
    },
    low: {
      reflect:
        'Ipinapakita ng mababang marka na wala pa sa gusto mong kalagayan ang “{{domain}}”, at maaaring pabigat ito sa iyo. Maaaring dahil ito sa mga sitwasyong hindi mo hawak, sa isang kamakailang pagbabago, o sa isang bagay na matagal mo nang ipinagpapaliban. Ang tapat na pagpapangalan dito ay isang kapaki-pakinabang na unang hakbang, at kung naaapektuhan nito ang kalusugan, kaligtasan o damdamin mo, makatutulong ang pakikipag-usap sa isang propesyonal.',
      nextSteps: [
        'Isulat kung ano ang nagpapababa sa “{{domain}}” ngayon, at ihiwalay ang kaya mong impluwensyahan sa hindi.',
        'Piliin ang pinakamaliit na posibleng hakbang na kaya mong gawin, at gawin ito sa loob ng susunod na tatlong araw.',
        'Humingi ng suporta o payo tungkol sa “{{domain}}” sa isang tao, kahit para lang mapag-usapan ito.',
      ],
      coachingQuestion:
        'Ano ang pinakamahalaga sa iyo tungkol sa “{{domain}}”, at ano ang unang bagay na gusto mong baguhin?',
    },
  },
};
