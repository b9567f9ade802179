import type { DomainInsight } from '../types.js';

// Swahili counterpart of generic-insight.en.ts; {{domain}} is the name the person gave.
export const genericInsight: DomainInsight = {
  about:
    '“{{domain}}” ni eneo la maisha ulilochagua mwenyewe kuweka kwenye gurudumu lako, na hilo pekee linaonyesha kwamba ni muhimu kwako. Alama yako ni picha ya jinsi ulivyoridhika nalo kwa sasa, na pengo kati yake na alama unayotaka linaonyesha ni kiasi gani cha mabadiliko ungependa kuona.',
  research: {
    finding:
      'Mipango rahisi ya “ikiwa… basi…” inayounganisha hali mahususi na kitendo mahususi, inayojulikana kama implementation intentions, huwafanya watu wawe na uwezekano mkubwa zaidi wa kutekeleza malengo yao. Uchambuzi wa jumla (meta-analysis) wa majaribio huru 94 ulipata athari ya wastani hadi kubwa katika kufikia malengo ikilinganishwa na nia njema pekee, hivyo mipango hii ni chombo chenye manufaa kwa eneo la “{{domain}}” au eneo lingine lolote la maisha.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'uchambuzi wa jumla wa majaribio huru 94',
  },
  bands: {
    high: {
      reflect:
        'Alama ya juu inaonyesha kwamba eneo la “{{domain}}” linaenda vizuri kwako kwa sasa. Huenda una mazoea, watu au maamuzi yanayolitegemeza, hata kama huyafikirii mara nyingi. Kutambua kinachofanya kazi kunaweza kukusaidia kukidumisha maisha yanapobadilika.',
      nextSteps: [
        'Andika mambo mawili au matatu yanayosaidia zaidi eneo la “{{domain}}” kwenda vizuri, ili uweze kuyalinda unapokuwa na shughuli nyingi.',
        'Mshirikishe mtu anayeweza kunufaika na uzoefu wako kile kinachofanya kazi katika eneo la “{{domain}}”.',
        'Chagua njia moja ndogo ya kuimarisha au kupanua eneo la “{{domain}}” wiki hii, na uamue hasa utaifanya lini.',
      ],
      coachingQuestion:
        'Nini kingefanya eneo la “{{domain}}” likuridhishe zaidi mwaka mmoja kuanzia sasa, na nini tayari kinaelekea upande huo?',
    },
    mid: {
      reflect:
        'Alama ya kati inaonyesha kwamba eneo la “{{domain}}” liko kwa sehemu mahali unapotaka. Mambo mengine huenda yanafanya kazi huku mengine yakihisi kukwama, yasiyo wazi au kubanwa na vipaumbele vingine. Mchanganyiko huo ni wa kawaida, na mara nyingi unamaanisha kwamba mabadiliko machache yaliyolengwa yanaweza kuleta tofauti inayoonekana.',
      nextSteps: [
        'Andika sentensi moja kuhusu kinachofanya kazi katika eneo la “{{domain}}” na nyingine kuhusu kisichofanya kazi.',
        'Chagua badiliko moja dogo kwa eneo la “{{domain}}” na uliwekee mpango wa “ikiwa… basi…”: taja wakati kamili utakapochukua hatua na utakachofanya.',
        'Mweleze mtu unayemwamini badiliko unalotaka katika eneo la “{{domain}}” na umwombe akuulize kulihusu wiki ijayo.',
      ],
      coachingQuestion:
        'Kama eneo la “{{domain}}” lingepanda alama mbili tu, nini kingekuwa tofauti katika maisha yako ya kila siku?',
    },
    low: {
      reflect:
        'Alama ya chini inaonyesha kwamba eneo la “{{domain}}” haliko mahali unapotaka, na huenda linakulemea. Huenda linatokana na hali zilizo nje ya uwezo wako, badiliko la hivi karibuni, au jambo ambalo umekuwa ukiliahirisha. Kulitaja kwa uaminifu ni hatua ya kwanza yenye manufaa, na ikiwa linaathiri afya yako, usalama wako au hisia zako, kuzungumza na mtaalamu kunaweza kusaidia.',
      nextSteps: [
        'Andika kinachofanya eneo la “{{domain}}” lihisi chini kwa sasa, ukitenganisha unachoweza kuathiri na usichoweza.',
        'Chagua hatua ndogo kabisa iliyo ndani ya uwezo wako na uichukue ndani ya siku tatu zijazo.',
        'Mwombe mtu mmoja msaada au ushauri kuhusu eneo la “{{domain}}”, hata kama ni kulizungumzia tu.',
      ],
      coachingQuestion:
        'Ni nini muhimu zaidi kwako kuhusu eneo la “{{domain}}”, na ni kitu gani cha kwanza ungependa kubadilisha?',
    },
  },
};
