import type { DomainInsight } from '../types.js';

// Inzicht voor een gebied dat de persoon zelf heeft benoemd; {{domain}} is die naam, altijd tussen aanhalingstekens.
export const genericInsight: DomainInsight = {
  about:
    '“{{domain}}” is een levensgebied dat je zelf op je wiel hebt gezet, en dat zegt al dat het belangrijk voor je is. Je score is een momentopname van hoe tevreden je er nu over bent, en het verschil met je gewenste score laat zien hoeveel verandering je zou willen.',
  research: {
    finding:
      'Eenvoudige als-dan-plannen die een specifieke situatie koppelen aan een specifieke actie, implementatie-intenties genoemd, maken het waarschijnlijker dat mensen echt werk maken van hun doelen. Een meta-analyse van 94 onafhankelijke tests vond een middelgroot tot groot effect op het bereiken van doelen, vergeleken met alleen goede voornemens. Dat maakt ze een nuttig hulpmiddel voor het gebied “{{domain}}” en voor elk ander levensgebied.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'meta-analyse van 94 onafhankelijke tests',
  },
  bands: {
    high: {
      reflect:
        'Een hoge score suggereert dat het gebied “{{domain}}” op dit moment goed gaat. Misschien heb je gewoonten, mensen of keuzes die het ondersteunen, ook al sta je daar zelden bij stil. Opmerken wat werkt, kan je helpen het vast te houden als het leven verandert.',
      nextSteps: [
        'Schrijf de twee of drie dingen op die het meest helpen om het gebied “{{domain}}” goed te laten gaan, zodat je ze kunt beschermen als het druk wordt.',
        'Deel wat voor jou werkt in het gebied “{{domain}}” met iemand die iets aan je ervaring kan hebben.',
        'Kies deze week één kleine manier om het gebied “{{domain}}” te verdiepen of uit te breiden, en bepaal precies wanneer je het doet.',
      ],
      coachingQuestion:
        'Wat zou het gebied “{{domain}}” over een jaar nog meer voldoening laten geven, en wat wijst nu al die kant op?',
    },
    mid: {
      reflect:
        'Een gemiddelde score suggereert dat het gebied “{{domain}}” deels is waar je het wilt hebben. Sommige dingen werken misschien, terwijl andere vastzitten, onduidelijk zijn of in het gedrang komen door andere prioriteiten. Die mix komt veel voor, en vaak betekent hij dat een paar gerichte veranderingen een merkbaar verschil kunnen maken.',
      nextSteps: [
        'Schrijf één zin over wat werkt in het gebied “{{domain}}” en één over wat niet werkt.',
        'Kies één kleine verandering voor het gebied “{{domain}}” en maak er een als-dan-plan voor: benoem het precieze moment waarop je in actie komt en wat je dan doet.',
        'Vertel iemand die je vertrouwt over de verandering die je wilt in het gebied “{{domain}}”, en vraag of die persoon volgende week even vraagt hoe het gaat.',
      ],
      coachingQuestion:
        'Als het gebied “{{domain}}” maar twee punten hoger kwam, wat zou er dan anders zijn in je dagelijks leven?',
    },
    low: {
      reflect:
        'Een lage score suggereert dat het gebied “{{domain}}” niet is waar je het wilt hebben, en dat het misschien op je drukt. Het kan te maken hebben met omstandigheden buiten je macht, een recente verandering of iets wat je al een tijd voor je uit schuift. Het eerlijk benoemen is een nuttige eerste stap, en als het je gezondheid, veiligheid of stemming raakt, kan praten met een professional helpen.',
      nextSteps: [
        'Schrijf op waardoor het gebied “{{domain}}” nu zo laag voelt, en maak onderscheid tussen wat je kunt beïnvloeden en wat niet.',
        'Kies de kleinst mogelijke stap die binnen je macht ligt en zet die binnen drie dagen.',
        'Vraag één persoon om steun of advies bij het gebied “{{domain}}”, al is het maar om er eens over te praten.',
      ],
      coachingQuestion:
        'Wat is voor jou het belangrijkste aan het gebied “{{domain}}”, en wat is het eerste wat je zou willen veranderen?',
    },
  },
};
