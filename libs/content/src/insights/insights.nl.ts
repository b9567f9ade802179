import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Inzichten op de resultatenpagina voor de 12 standaardgebieden (bronvermeldingen zoals in het Engels).
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Dit gebied gaat over het werk dat je doet, betaald of onbetaald, en hoe goed het bij je past: of het je sterke kanten benut, je iets te zeggen geeft en de uren waard voelt die het kost. Het gaat ook over richting: het gevoel dat je werkende leven ergens naartoe gaat waar jij heen wilt.',
    research: {
      finding:
        'De zelfdeterminatietheorie stelt dat mensen opbloeien als drie basisbehoeften vervuld zijn: autonomie (enige keuze in wat je doet en hoe), competentie (je bekwaam voelen en beter worden) en verbondenheid (je verbonden voelen met de mensen om je heen). Onderzoek op de werkvloer en daarbuiten koppelt het vervullen van deze behoeften aan meer motivatie en meer welzijn.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'theoretisch overzicht op basis van tientallen jaren laboratorium- en veldonderzoek',
    },
    bands: {
      high: {
        reflect:
          'Een score die zo hoog is, kan betekenen dat je werk je op dit moment een goede mix geeft van uitdaging, keuzevrijheid en mensen met wie je graag samenwerkt. Vaak laat het zien dat wat je overdag doet redelijk goed aansluit bij wat je belangrijk vindt. Het is ook een goed moment om op te merken waardoor het werkt, zodat je dat kunt beschermen als er dingen veranderen.',
        nextSteps: [
          'Schrijf de twee of drie onderdelen van je werk op die je de meeste energie geven, en noteer bij elk een manier om er volgende maand ruimte voor te houden in je agenda.',
          'Vertel een collega of leidinggevende concreet wat goed voor je werkt; als je het benoemt, is het makkelijker te beschermen.',
          'Bied deze week een uur aan om iemand die aan het begin van zijn loopbaan staat te helpen met iets waar jij goed in bent.',
        ],
        coachingQuestion:
          'Wat zou je over vijf jaar over je werk willen kunnen zeggen dat vandaag maar gedeeltelijk waar is?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat je werk op de meeste dagen prima is, maar niet helemaal waar je het wilt hebben: misschien zijn de taken goed te doen maar dagen ze je niet meer uit, of betaalt de baan de rekeningen zonder echt als de jouwe te voelen. Misschien merk je dat één onderdeel je meer uitput dan de rest. Dat is nuttige informatie, want kleine veranderingen in hoe je je werk doet, kunnen veranderen hoe het voelt.',
        nextSteps: [
          'Markeer drie werkdagen lang elke taak als energiegevend, neutraal of uitputtend, en zoek aan het eind van de week naar het patroon.',
          'Kies één uitputtende taak en probeer één vorm van job crafting: doe hem anders, doe hem samen met iemand, of herinner jezelf eraan wie er uiteindelijk mee geholpen is.',
          'Plan een halfuur om iemand wiens werk je bewondert te vragen hoe die zijn of haar rol in de loop der tijd heeft vormgegeven.',
        ],
        coachingQuestion:
          'Als je één onderdeel van je huidige rol opnieuw kon inrichten zonder van baan te wisselen, wat zou je dan als eerste veranderen, en waarom is dat belangrijk voor je?',
      },
      low: {
        reflect:
          'Een lage score kan wijzen op werk dat uitputtend, onzeker of ver af staat van wat je belangrijk vindt. Het kan ook betekenen dat je tussen twee banen zit, studeert of voor anderen zorgt en een richting mist. Vaak gaat het samen met een vermoeidheid die doorwerkt in de rest van je leven. Wat er ook achter zit: een lage score is een signaal om serieus te nemen, geen oordeel over jou.',
        nextSteps: [
          'Schrijf één zin over wat je op je werk nu het meest uitput, en één over wat je zou missen als het er niet meer was; het verschil wijst vaak aan wat er moet veranderen.',
          'Kies één kleine grens die je deze week kunt vasthouden, zoals op twee dagen een vaste eindtijd, of geen werkberichten meer na een bepaald uur.',
          'Vraag één persoon, zoals een oud-collega, een mentor of een loopbaanadviseur, om een gesprek van twintig minuten over je mogelijkheden.',
        ],
        coachingQuestion:
          'Wat ben je in je werkende leven niet langer bereid te accepteren, en wat zou een eerste kleine stap daarvandaan zijn?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Financieel welzijn gaat minder over hoeveel je verdient en meer over hoe je je voelt over geld: of je de dagelijkse uitgaven kunt dragen, een onverwachte rekening kunt opvangen en keuzes kunt maken die voor jou belangrijk zijn. Het omvat de gewoonten, plannen en gesprekken die dat gevoel vormen.',
    research: {
      finding:
        'Een overzicht van geluksonderzoek suggereert dat niet alleen telt hoeveel geld mensen hebben, maar ook hoe ze het uitgeven. Geld uitgeven aan ervaringen in plaats van spullen, aan andere mensen, en kiezen voor veel kleine genoegens in plaats van een paar grote, levert meestal blijvender voldoening op dan de meeste materiële aankopen.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'overzichtsartikel dat veel studies samenvat',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score suggereert dat je geldzaken grotendeels onder controle voelen: de rekeningen worden betaald, er is waarschijnlijk wat buffer, en je kunt zonder veel zorgen geld uitgeven aan dingen die je waardevol vindt. Het kan ook betekenen dat je een ontspannen verhouding met geld hebt, en dat is iets anders dan rijk zijn. Dit kan een goed moment zijn om na te gaan of je geld werkt voor wat je het belangrijkst vindt.',
        nextSteps: [
          'Bekijk je uitgaven van vorige maand en omcirkel de drie aankopen waar je het langst plezier van hebt gehad; kijk of het ervaringen, tijd of spullen waren.',
          'Kies één langetermijntaak die je vaak uitstelt, zoals je pensioenopbouw nakijken, een testament laten opstellen of je verzekeringen doornemen, en plan er een moment voor.',
          'Plan deze week een klein gebaar van vrijgevigheid, zoals een vriend trakteren of geven aan een goed doel dat je na aan het hart ligt.',
        ],
        coachingQuestion:
          'Wat wil je dat je geld, naast zekerheid, de komende jaren mogelijk maakt in je leven?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat je rondkomt, maar je niet helemaal gerust voelt: misschien blijft er aan het eind van de maand weinig over, speelt er een schuld op de achtergrond, of heb je het gevoel dat je beter georganiseerd zou moeten zijn. Van dag tot dag gaat het misschien prima, maar over de toekomst voel je je onrustig. Wat meer overzicht neemt die onrust vaak meer weg dan mensen verwachten.',
        nextSteps: [
          'Zet je vaste maandlasten en je netto-inkomen op één pagina, zodat je weet hoeveel ruimte je echt hebt.',
          'Stel op de dag dat je salaris binnenkomt een automatische overboeking in, hoe klein ook, naar een aparte spaarrekening.',
          'Zeg één abonnement of vaste uitgave op, of zet hem stil, als je er geen waarde meer aan hecht.',
        ],
        coachingQuestion:
          'Hoe ziet “genoeg” er voor jou uit, in bedragen en in hoe je dagen zouden voelen?',
      },
      low: {
        reflect:
          'Een lage score kan wijzen op echte druk: rekeningen die moeilijk te betalen zijn, schulden die blijven groeien, een onzeker inkomen of opzien tegen het openen van je bankapp. Geldzorgen werken vaak door in je slaap, je relaties en je gezondheid, dus het is begrijpelijk als dit gebied zwaar voelt. Je staat hier niet alleen in, en er is vaak gratis hulp.',
        nextSteps: [
          'Zet elke rekening en schuld met bedrag en vervaldatum op één vel; het hele plaatje zien is meestal minder eng dan gissen.',
          'Neem contact op met een gratis, onafhankelijke schuldhulp- of budgetadviesdienst in je land en vraag welke ondersteuning ze bieden.',
          'Kies de meest dringende betaling en neem vóór de vervaldatum contact op met dat bedrijf om te vragen naar een betalingsregeling.',
        ],
        coachingQuestion:
          'Welk gesprek over geld ga je al een tijd uit de weg, en wat zou er kunnen veranderen als je het deze maand voert?',
      },
    },
  },

  'physical-health': {
    about:
      'Lichamelijke gezondheid gaat over hoe je lichaam zich van dag tot dag voelt en werkt: energie, slaap, beweging, eten, en hoe je leeft met een ziekte of pijn. Ze wordt gevormd door gewoonten, omstandigheden en genen, dus je score zegt iets over hoe tevreden je bent, niet over hoe gedisciplineerd.',
    research: {
      finding:
        'Een gepoolde analyse van 15 cohortstudies met ongeveer 47.000 volwassenen vond dat meer stappen per dag samenhingen met een lager risico om tijdens de follow-up te overlijden. Het voordeel vlakte af rond 6.000 tot 8.000 stappen per dag bij volwassenen van 60 jaar en ouder, en rond 8.000 tot 10.000 bij jongere volwassenen. 10.000 is dus geen magisch getal, en bij mensen die weinig liepen, hing zelfs een bescheiden toename al samen met een lager risico.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'meta-analyse van 15 cohortstudies (observationeel)',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score kan betekenen dat je lichaam meestal als een bondgenoot voelt: je slaapt redelijk goed, beweegt regelmatig en hebt energie voor wat je belangrijk vindt. Vaak zitten daar gewoonten achter die een automatisme zijn geworden. De belangrijkste opgave is nu misschien om die gewoonten overeind te houden als het druk wordt.',
        nextSteps: [
          'Schrijf de twee gewoonten op die je het meest gezond houden, en bedenk wat de minimale versie van elk zou zijn in een chaotische week.',
          'Voeg een soort beweging toe die je minder doet, zoals kracht, balans of rekken, tien minuten op twee dagen deze week.',
          'Maak de afspraak voor de controle, het bevolkingsonderzoek of de tandarts die je al een tijdje wilde inplannen.',
        ],
        coachingQuestion:
          'Wat wil je dat je lichaam je op je 75e nog laat doen, en wat in je huidige routine werkt daar al naartoe?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat sommige dingen goed gaan en andere zijn weggezakt: misschien beweeg je wel maar slaap je slecht, of eet je goed maar kom je zelden buiten. Je voelt je over het algemeen misschien prima, maar merkt energiedips, stijfheid of stress die zich in je lichaam laat zien. Kleine, concrete veranderingen houden hier meestal beter stand dan grote omwentelingen.',
        nextSteps: [
          'Houd vijf dagen een eenvoudig briefje bij: bedtijd, opsta-tijd en je energie van 1 tot 10 elke middag.',
          'Koppel een wandeling van tien minuten aan iets wat je al elke dag doet, zoals na de lunch of na het wegbrengen van de kinderen.',
          'Plan deze week één maaltijd vooruit, met groente en eiwit, in plaats van te vertrouwen op wat het snelst klaar is.',
        ],
        coachingQuestion:
          'Welke ene verandering zou het meest verbeteren hoe je je voelt op een gewone dinsdag, en wat maakte het lastig om ermee te beginnen?',
      },
      low: {
        reflect:
          'Een lage score kan wijzen op pijn, ziekte, uitputting of simpelweg het gevoel het contact met je lichaam kwijt te zijn na een zware periode. Dat maakt vaak ook al het andere op het wiel zwaarder. Wees mild voor jezelf, en als de score te maken heeft met klachten, pijn of veranderingen waar je je zorgen over maakt, is een gesprek met je huisarts of een andere zorgverlener een verstandige eerste stap.',
        nextSteps: [
          'Als iets je dwarszit, maak deze week een afspraak bij de huisarts of praktijkverpleegkundige en schrijf je vragen van tevoren op.',
          'Kies het zachtst mogelijke begin: vijf minuten wandelen, een paar rekoefeningen, of op drie avonden twintig minuten eerder naar bed.',
          'Vraag één persoon om hulp bij één concreet ding, zoals samen een wandeling maken of samen een maaltijd koken.',
        ],
        coachingQuestion:
          'Wat zou over een week een realistisch teken zijn dat je weer bent begonnen goed voor je lichaam te zorgen?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Emotioneel welzijn gaat over hoe je je meestal voelt en hoe je omgaat met de gevoelens die komen: stress, verdriet, boosheid, zorgen en vreugde. Het gaat er niet om dat je je altijd goed voelt, maar dat er ruimte is voor het hele scala aan emoties en dat je manieren hebt om van de zware te herstellen.',
    research: {
      finding:
        'In een laboratoriumexperiment voelden mensen die een verontrustende film met een afstandelijke, analytische houding moesten bekijken minder walging dan mensen die hem gewoon bekeken, terwijl mensen die hun gevoelens moesten verbergen uiterlijk minder emotie lieten zien, maar lichamelijk juist sterker reageerden. Anders leren denken over een situatie, herwaardering genoemd, is sindsdien een van de best onderzochte manieren om met emoties om te gaan.',
      sources: ['Gross (1998)'],
      evidence: 'laboratoriumexperiment, later bevestigd door veel studies',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score suggereert dat je je vaak stabiel voelt: je merkt je emoties op, kunt ze benoemen en vindt na een moeilijke dag meestal weer je evenwicht. Het kan ook betekenen dat je mensen of gewoonten hebt die je helpen te verwerken wat er gebeurt. Weten wat je nu steunt, is waardevol voor de zwaardere periodes die iedereen weleens heeft.',
        nextSteps: [
          'Schrijf de drie dingen op die je het betrouwbaarst helpen herstellen na een zware dag, en leg het lijstje ergens waar je het ziet.',
          'Noteer vijf avonden lang één ding dat die dag goed ging en waarom het goed ging.',
          'Vraag iemand die dicht bij je staat hoe het echt met hem of haar gaat, en luister zonder iets te willen oplossen.',
        ],
        coachingQuestion:
          'Wat hebben de moeilijke tijden die je hebt doorstaan je over jezelf geleerd, en hoe wil je dat gebruiken?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat je het redt, maar met moeite: stress blijft misschien hangen, zorgen malen ’s nachts door je hoofd, of je houdt dingen binnen in plaats van ze te verwerken. Misschien heb je goede en vlakke dagen zonder precies te weten waarom. De patronen opmerken is vaak de eerste stap om ze te veranderen.',
        nextSteps: [
          'Sta deze week drie keer per dag even stil en benoem in een of twee woorden wat je voelt; gevoelens onder woorden brengen haalt er vaak de scherpste rand af.',
          'Als iets je van streek maakt, schrijf dan één andere manier op om ernaar te kijken, niet om het gevoel te ontkennen, maar om je blik te verruimen.',
          'Neem op twee dagen een kwartier om vrij te schrijven over iets wat op je drukt.',
        ],
        coachingQuestion:
          'Welk gevoel draag je de laatste tijd met je mee dat weinig ruimte heeft gekregen, en wat heeft het van je nodig?',
      },
      low: {
        reflect:
          'Een lage score kan betekenen dat je je al een tijd verdrietig, angstig, vlak of overweldigd voelt, en dat gewone dingen meer moeite kosten dan vroeger. Dat is zwaar, en het is geen persoonlijk falen. Als een sombere stemming of angst twee weken of langer duurt, of je dagelijks leven moeilijk maakt, overweeg dan om te praten met je huisarts, een psycholoog of een andere hulpverlener in de geestelijke gezondheidszorg. Als je je ooit in gevaar voelt of eraan denkt jezelf iets aan te doen, neem dan meteen contact op met de hulpdiensten of een crisislijn.',
        nextSteps: [
          'Vertel één persoon die je vertrouwt hoe je je echt voelt, ook al is het maar een zin of twee.',
          'Maak een afspraak met je huisarts of een hulpverlener, of zoek een hulplijn voor psychische gezondheid in je land op en sla het nummer op in je telefoon.',
          'Kies één heel klein ding dat meestal een beetje helpt, zoals een korte wandeling, een douche of een telefoontje, en doe het elke dag één keer.',
        ],
        coachingQuestion:
          'Wie zou je nu iets dichterbij kunnen laten komen, en wat zou je willen dat die persoon weet?',
      },
    },
  },

  family: {
    about:
      'Dit gebied gaat over je relaties met de mensen die jij als familie ziet, of dat nu is door geboorte, huwelijk, adoptie of eigen keuze: ouders, kinderen, broers en zussen en de bredere kring. Het omvat nabijheid, steun, tijd samen, en hoe er met conflicten en verplichtingen wordt omgegaan.',
    research: {
      finding:
        'De Harvard Study of Adult Development volgt haar deelnemers, en later ook hun families, sinds 1938. De leiders van het onderzoek melden dat mensen met warmere nauwe relaties, waaronder familiebanden, doorgaans gezonder en gelukkiger bleven naarmate ze ouder werden.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'langlopend cohortonderzoek, begonnen in 1938',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score kan betekenen dat je familierelaties warm en betrouwbaar voelen: je kunt jezelf zijn, om hulp vragen en meningsverschillen doorstaan zonder blijvende schade. Vaak zitten daar jaren van kleine inspanningen van veel kanten achter. Ook goede familiebanden vragen onderhoud, vooral bij veranderingen zoals een verhuizing, een baby, ziekte of ouder wordende ouders.',
        nextSteps: [
          'Vertel één familielid concreet wat hij of zij de laatste tijd voor je heeft betekend, persoonlijk, in een bericht of in een kort briefje.',
          'Begin of herstel een klein ritueel, zoals een wekelijks telefoontje, een gezamenlijke maaltijd of een familie-appgroep met foto’s.',
          'Vraag een ouder familielid naar een verhaal uit zijn of haar leven dat je nog nooit hebt gehoord, en schrijf op wat je te horen krijgt.',
        ],
        coachingQuestion:
          'Wat wil je dat je familie het meest onthoudt van hoe jij er voor hen was?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat het familieleven mooie momenten heeft, naast wat afstand, wrijving of onevenwicht: misschien gaat het contact vooral over regeldingen, staat één relatie onder spanning, of draag jij meer dan anderen. Je kunt van je familie houden en tijd met hen toch vermoeiend vinden. Allebei kan waar zijn, en benoemen wat je anders zou willen is een goed begin.',
        nextSteps: [
          'Kies de familierelatie die je het liefst zou verbeteren en schrijf één ding op dat je in die persoon waardeert.',
          'Plan deze week een halfuur met een familielid dat niet gaat over klusjes, planningen of problemen.',
          'Als je een oneerlijk deel van de familietaken draagt, zet ze op een rij en kies er één die je aan iemand anders vraagt over te nemen.',
        ],
        coachingQuestion:
          'Welke familierelatie zou het grootste verschil maken in je leven als die een beetje makkelijker werd, en wat is jouw aandeel daarin?',
      },
      low: {
        reflect:
          'Een lage score kan wijzen op conflict, vervreemding, verlies, eenzaamheid binnen je familie, of de last van de zorg voor iemand. Pijn in de familie gaat vaak diep, omdat deze relaties verweven zijn met wie we zijn. Jij mag bepalen hoeveel nabijheid gezond voor je is, en soms betekent dat dat je elders steun opbouwt die als familie voelt.',
        nextSteps: [
          'Schrijf op wat je nu het meest nodig hebt van je familie, zoals begrip, praktische hulp, ruimte of rust, zonder er een oordeel over te hebben.',
          'Als het contact gespannen is, kies dan één grens die je beschermt, zoals een tijdslimiet voor bezoekjes of een onderwerp waar je het niet over hebt.',
          'Neem deze week contact op met één persoon, familie of niet, die voor jou als familie voelt.',
        ],
        coachingQuestion:
          'Wat voor familiebanden wil je in je leven, en wie, familie of niet, zou daar deel van kunnen uitmaken?',
      },
    },
  },

  friends: {
    about:
      'Dit gebied gaat over je vriendschappen: mensen hebben met wie je graag bent, die je vertrouwt en op wie je kunt rekenen, en de tijd en energie die je in die banden steekt. Het gaat zowel over goede vrienden als over de bredere kring van vertrouwde gezichten die het leven minder eenzaam maken.',
    research: {
      finding:
        'Een meta-analyse van 148 studies, waarin samen meer dan 300.000 mensen werden gevolgd, vond dat mensen met sterkere sociale relaties een ongeveer 50 procent grotere kans hadden om de onderzoeksperiode te overleven. De sterkte van dit verband was vergelijkbaar met die van bekende risicofactoren zoals roken, al kunnen observationele studies als deze geen oorzaak en gevolg bewijzen.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'meta-analyse van 148 studies',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score suggereert dat je vrienden hebt met wie je graag bent en op wie je kunt rekenen, en dat je tijd voor ze maakt. Het kan ook betekenen dat je goed bent in het stille werk van vriendschap: onthouden, uitnodigen en er zijn. Vriendschappen veranderen met de levensfasen, dus het loont om dit te koesteren in plaats van het als vanzelfsprekend te zien.',
        nextSteps: [
          'Stuur een vriend of vriendin een kort bericht met één concreet ding dat je in hem of haar waardeert.',
          'Zet een terugkerende afspraak met een goede vriend of vriendin in je agenda, zoals een maandelijkse wandeling of een belletje.',
          'Nodig iemand aan de rand van je kring uit om mee te doen met iets wat je toch al doet.',
        ],
        coachingQuestion:
          'Welke vriendschappen wil je over twintig jaar nog hebben, en wat houdt ze levend?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat je wel vrienden hebt, maar ze minder ziet dan je zou willen, of dat de vriendschappen zijn uitgedund door drukke levens. Misschien ben jij meestal degene die contact zoekt, of mis je iemand met wie je echt kunt praten. Veel mensen voelen dat zo, vooral na een verhuizing, een nieuwe baan of de komst van kinderen.',
        nextSteps: [
          'Stuur een bericht naar een vriend of vriendin die je al een tijd niet hebt gesproken, gewoon om te zeggen dat je aan hem of haar dacht; mensen waarderen dat meestal meer dan we denken.',
          'Maak van één vaste bezigheid, zoals een cursus, het uitlaten van de hond of een koffiepauze, iets wat je samen met een vriend of vriendin doet.',
          'Stel in je volgende gesprek met een vriend of vriendin een vervolgvraag over iets wat die je de vorige keer vertelde.',
        ],
        coachingQuestion:
          'Wat voor vriend of vriendin wil je zijn in deze fase van je leven, en hoe zou dat er deze maand uitzien?',
      },
      low: {
        reflect:
          'Een lage score kan betekenen dat je je eenzaam voelt, uit elkaar bent gegroeid met oude vrienden, of op een nieuwe plek woont zonder al een kring te hebben. Dat kan pijn doen, en het komt vaker voor dan mensen toegeven. Vriendschap groeit meestal door herhaald tijd samen door te brengen, dus klein en regelmatig contact telt vaak meer dan het vinden van die ene perfecte klik.',
        nextSteps: [
          'Kies één terugkerende groepsactiviteit, zoals een cursus, club, vrijwilligersdienst of team, en ga er minstens twee keer heen, want vertrouwdheid groeit door herhaling.',
          'Stuur een oude vriend of aardige kennis een bericht met een concreet voorstel om af te spreken of te bellen.',
          'Zeg ja tegen één uitnodiging die je normaal zou afslaan, en blijf minstens een halfuur.',
        ],
        coachingQuestion:
          'Waar in je week zou je dezelfde mensen vaak genoeg kunnen zien om een vriendschap een kans te geven?',
      },
    },
  },

  'relationships-love': {
    about:
      'Dit gebied gaat over romantische liefde en intimiteit: een huidige relatie of, als je single bent, hoe je je voelt over daten, liefde en alleen zijn. Het omvat genegenheid, vertrouwen, communicatie, lichamelijke nabijheid en het gevoel echt gekend te worden.',
    research: {
      finding:
        'Hoe partners reageren op elkaars goede nieuws maakt uit. In een reeks studies beschreven mensen van wie de partner meestal met oprecht, betrokken enthousiasme reageerde, actief-constructief reageren genoemd, hun relatie als bevredigender en vertrouwder dan mensen van wie de partner passief of afwijzend reageerde.',
      sources: ['Gable et al. (2004)'],
      evidence: 'reeks studies, waaronder dagboekonderzoek',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score kan betekenen dat je liefdesleven dichtbij, veilig en levendig voelt, of dat nu een relatie is die je voedt of een singleleven waar je echt tevreden mee bent. Vaak zitten daar vertrouwen en goede dagelijkse gewoonten van aandacht achter. Relaties veranderen in de loop van de tijd, dus het kan helpen om te blijven investeren, ook als het goed gaat.',
        nextSteps: [
          'Als iemand van wie je houdt deze week goed nieuws deelt, reageer dan met echte nieuwsgierigheid: stel vragen en laat die persoon het moment nog eens beleven.',
          'Plan iets nieuws om samen te doen dat jullie geen van beiden eerder hebben geprobeerd, of iets nieuws voor jezelf als je single bent.',
          'Vertel je partner, of iemand van wie je houdt, over één concreet ding dat hij of zij onlangs deed waardoor je je gekoesterd voelde.',
        ],
        coachingQuestion:
          'Wat heeft de liefde in deze fase van je leven van je nodig, dat ze een paar jaar geleden nog niet nodig had?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat het wel goed gaat, maar niet zo dichtbij als je zou willen: misschien zijn jij en je partner drukke co-managers van het dagelijks leven geworden, of ben je als single onzeker over daten of over wat je wilt. Misschien mis je het gevoel gezien, begeerd of diep begrepen te worden. Zulke gevoelens komen veel voor en reageren meestal goed op aandacht.',
        nextSteps: [
          'Leg twintig minuten je telefoon weg als je met je partner bent en stel een vraag waarvan je het antwoord nog niet weet.',
          'Let deze week op kleine uitnodigingen tot contact, zoals een opmerking, een aanraking of een gedeelde grap, en ga erop in in plaats van eraan voorbij te gaan.',
          'Als je single bent, schrijf dan drie dingen op die je in een relatie wilt voelen, niet alleen eigenschappen die je in iemand zoekt.',
        ],
        coachingQuestion:
          'Wat zou je helpen je meer verbonden te voelen in de liefde, en welk deel daarvan ligt deze week binnen je bereik?',
      },
      low: {
        reflect:
          'Een lage score kan wijzen op een relatie met veel ruzie of afstand, een recente breuk of een verlies, of op eenzaamheid en verlangen als je single bent. Dat kan drukken op je slaap, je stemming en je gevoel van eigenwaarde. Je gevoelens zijn begrijpelijk, en als een relatie je ooit angstig of onveilig laat voelen, neem dan contact op met een hulplijn voor huiselijk geweld of met iemand die je vertrouwt.',
        nextSteps: [
          'Schrijf alleen voor jezelf op wat je het meest mist en wat je niet meer wilt, zonder nu al iets te beslissen.',
          'Als je een relatie hebt, kies dan een rustig moment om één behoefte uit te spreken, en begin bij hoe jij je voelt in plaats van bij wat je partner fout doet.',
          'Overweeg een afspraak met een relatietherapeut of individuele therapeut, al is het maar om helderder te zien waar je staat.',
        ],
        coachingQuestion:
          'Hoe zou een liefdevolle relatie, ook die met jezelf, eruit moeten zien om je veilig en gewaardeerd te voelen?',
      },
    },
  },

  'community-giving': {
    about:
      'Dit gebied gaat over je plek in de wereld om je heen: de buurt, de groepen en goede doelen waar je bij hoort, en de manieren waarop je bijdraagt met tijd, geld, vaardigheden of gewoon vriendelijkheid. Het laat zien of je je deel voelt van iets wat groter is dan je eigen kring.',
    research: {
      finding:
        'Een systematische review vond dat in langlopende cohortstudies mensen die vrijwilligerswerk deden minder depressie, meer levenstevredenheid en meer welzijn rapporteerden, en een lager risico hadden om tijdens de follow-up te overlijden. Gerandomiseerde studies bevestigden deze voordelen niet consequent: vrijwilligerswerk kan helpen, maar gezondere en gelukkigere mensen doen misschien ook eerder vrijwilligerswerk.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'systematische review en meta-analyse van 40 artikelen (trials en cohortstudies)',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score suggereert dat je je verbonden voelt met een gemeenschap en bijdraagt op een manier die voor jou betekenisvol is. Misschien kennen je buren je, of zet je je jaar in, jaar uit in voor een goede zaak. Het is de moeite waard om na te gaan of geven je nog steeds energie geeft, in plaats van je stilletjes uit te putten.',
        nextSteps: [
          'Schrijf op welke bijdrage voor jou het meest betekenisvol voelt, en waarom, zodat je die kunt beschermen als het druk wordt.',
          'Nodig iemand nieuw uit om mee te gaan naar een groep, evenement of goede zaak waar jij bij betrokken bent.',
          'Bedank één persoon die je gemeenschap draaiende houdt, zoals een organisator, een vrijwilliger of een buurman die op anderen let.',
        ],
        coachingQuestion:
          'Hoe zou je willen dat je gemeenschap anders is doordat jij er deel van uitmaakte?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat je gemeenschap je aan het hart gaat, maar dat je minder betrokken bent dan je zou willen; misschien is de tijd krap, of heb je nog niet gevonden waar je past. Misschien geef je af en toe iets, maar voelt dat los van wat je belangrijk vindt. Kleine, regelmatige bijdragen voelen vaak bevredigender dan af en toe een groot gebaar.',
        nextSteps: [
          'Doe op vijf dagen steeds één kleine vriendelijke daad voor een buur of een onbekende, en merk op hoe dat voelt.',
          'Zoek één lokale groep of goede zaak op die aansluit bij iets waar je om geeft, en ontdek wat een eerste stap zou inhouden.',
          'Voer een echt gesprek, niet alleen een knikje, met iemand die je regelmatig ziet maar nauwelijks kent, zoals een winkelier of een buur.',
        ],
        coachingQuestion:
          'Voor welke zaak of groep heb je genoeg over om er een uur per maand aan te geven, en wat heeft je tot nu toe tegengehouden?',
      },
      low: {
        reflect:
          'Een lage score kan betekenen dat je je losgeraakt voelt van de mensen en plekken om je heen, of dat bijdragen buiten bereik lijkt omdat je eigen leven nu veel van je vraagt. Beide zijn begrijpelijk. Ergens bij horen kan heel klein beginnen, met een vertrouwd gezicht, een kort praatje of één bescheiden manier van helpen.',
        nextSteps: [
          'Leer de naam van één buur of bekend gezicht in je buurt en gebruik die de volgende keer dat je die persoon ziet.',
          'Neem een kwartier om te kijken wat er in de buurt gebeurt, zoals activiteiten in de bibliotheek, een buurtmoestuin of een geloofs- of culturele groep, en noteer één ding om te proberen.',
          'Doe één behulpzaam ding dat minder dan tien minuten kost, zoals een vriendelijke review achterlaten voor een lokale zaak of aanbieden iets voor iemand te dragen.',
        ],
        coachingQuestion:
          'Waar voel je nu al een klein beetje verbondenheid, en hoe zou je daar wat meer tijd kunnen doorbrengen?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Plezier en ontspanning gaan over spel, hobby’s, rust en de dingen die je doet gewoon omdat je ze leuk vindt. Hier laad je op, ontdek je dingen en vergeet je de tijd, en het is vaak het eerste wat sneuvelt als het druk wordt.',
    research: {
      finding:
        'Een meta-analyse vond een matig verband tussen vrije tijd en welzijn, waarbij longitudinale en experimentele studies suggereren dat vrijetijdsbesteding het welzijn kan verhogen en het niet alleen weerspiegelt. Hoe vaak mensen iets in hun vrije tijd deden, en hoe gevarieerd dat was, telde zwaarder dan de totale tijd die eraan werd besteed.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'meta-analyse van 37 effectgroottes van meer dan 11.000 mensen',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score suggereert dat je ruimte maakt voor plezier: je hebt bezigheden die je helemaal opslokken, mensen om mee te spelen en tijd die van jou is. Misschien heb je geleerd dat plezier niet alleen een beloning is voor als al het andere af is. Dat is een echte kracht, en die ondersteunt vaak de rest van je wiel.',
        nextSteps: [
          'Probeer deze week één nieuwe activiteit die iets buiten je gebruikelijke terrein ligt, zoals een andere sport, een ambacht of een spel.',
          'Deel een hobby waar je van houdt met iemand door die persoon mee te vragen of de basis uit te leggen.',
          'Let op bij welke bezigheid je deze week de tijd vergat, en schrijf op wat die zo meeslepend maakte.',
        ],
        coachingQuestion:
          'Voor wat voor spel heb je sinds je jeugd geen tijd meer gemaakt, en hoe zou het zijn om daar iets van terug te halen?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat je wel wat vrije tijd hebt, maar dat die vooral opgaat aan bijkomen: scrollen, televisie of aan het eind van de dag op de bank neerploffen. Dat heeft zijn plek, maar het laadt je zelden zo op als iets actiefs, sociaals of meeslepends. Misschien zijn je hobby’s uit je agenda verdwenen zonder dat je daar ooit echt voor koos.',
        nextSteps: [
          'Plan deze week een blok van twee uur voor iets wat je leuk vindt, en bescherm het als een afspraak.',
          'Schrijf tien dingen op die je vroeger blij maakten en doe er één van voordat het weekend voorbij is.',
          'Ruil op twee avonden twintig minuten scrollen in voor iets met je handen, zoals koken, muziek, tekenen of een puzzel.',
        ],
        coachingQuestion:
          'Wanneer ging je voor het laatst echt op in iets, puur voor de lol, en wat was er toen anders?',
      },
      low: {
        reflect:
          'Een lage score kan betekenen dat er bijna geen tijd of energie over is voor plezier, of dat dingen waar je vroeger van hield hun glans hebben verloren. Dat gebeurt vaak bij een hoge werkdruk, zorgtaken of een sombere stemming. Zelfs kleine beetjes spel kunnen helpen, en als niets je al weken plezier heeft gegeven, is het de moeite waard om dat bij je huisarts te melden.',
        nextSteps: [
          'Kies voor elke dag deze week een plezier van tien minuten, zoals een favoriet nummer, een kort wandelingetje op een fijne plek of een snel spelletje, en doe het zonder er iets anders bij te doen.',
          'Loop je agenda door en haal één uur terug van een verplichting die minder belangrijk is dan je dacht.',
          'Vraag een vriend of familielid om samen iets luchtigs te doen, zonder ander doel dan ervan te genieten.',
        ],
        coachingQuestion:
          'Wat zou je doen met een vrije middag als je die aan niemand hoefde te verantwoorden, ook niet aan jezelf?',
      },
    },
  },

  'physical-environment': {
    about:
      'Dit gebied gaat over de ruimtes waarin je woont en werkt: je huis, je werkplek, je buurt, en je toegang tot licht, rust en natuur. Je omgeving beïnvloedt je stemming en energie meer dan mensen vaak merken, ten goede of ten kwade.',
    research: {
      finding:
        'In een enquête onder bijna 20.000 mensen in Engeland meldden mensen die minstens 120 minuten per week in de natuur doorbrachten vaker een goede gezondheid en een hoog welzijn dan mensen die er helemaal geen tijd doorbrachten. Het leek niet uit te maken of die tijd uit één lang bezoek of uit meerdere kortere bestond, al laat een enquête als deze een verband zien en geen bewijs van oorzaak.',
      sources: ['White et al. (2019)'],
      evidence: 'grote landelijke enquête',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score suggereert dat je omgeving je grotendeels ondersteunt: je huis voelt als een plek om tot rust te komen, je werkplek werkt, en je kunt bij licht, frisse lucht of groen. Misschien is dat het resultaat van keuzes die je in de loop der tijd zorgvuldig hebt gemaakt. Een beetje onderhoud nu kan helpen dat zo te houden terwijl je behoeften veranderen.',
        nextSteps: [
          'Loop door je huis, zoek de plek die je de meeste rust geeft, en noteer waardoor die werkt.',
          'Breng deze week in totaal minstens twee uur buiten door in het groen of aan het water, in stukjes die jou uitkomen.',
          'Repareer of maak één klein ding af waar je al een tijd omheen loopt, zoals een kapotte lamp, een piepende deur of een stapel bij de voordeur.',
        ],
        coachingQuestion:
          'Hoe wil je dat je ruimte het leven ondersteunt waar je naartoe groeit?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat je omgeving prima is, maar niet helemaal goed: misschien hoopt de rommel zich op, past een kamer niet bij hoe je hem gebruikt, stoort geluid of licht je, of kom je zelden buiten. Misschien voel je die dingen eerder als een zachte achtergrondstress dan als grote problemen. Kleine veranderingen in een ruimte kunnen verrassend snel veranderen hoe die voelt.',
        nextSteps: [
          'Kies één oppervlak, zoals een tafel, aanrecht of bureau, maak het in een kwartier helemaal leeg, en merk op hoe het daarna voelt om het te gebruiken.',
          'Zet je favoriete stoel of je bureau dichter bij het daglicht, of zet een plant of afbeelding die je mooi vindt op de plek waar je de meeste tijd doorbrengt.',
          'Maak deze week op twee dagen een wandeling van twintig minuten op de groenste plek bij jou in de buurt.',
        ],
        coachingQuestion:
          'Als je huis je aan het eind van elke dag één bepaald gevoel kon geven, welk gevoel zou dat zijn, en wat staat dat in de weg?',
      },
      low: {
        reflect:
          'Een lage score kan wijzen op een huis dat krap, lawaaiig, onveilig, chaotisch of niet echt van jou voelt, of op een buurt of reistijd die je uitput. Een deel daarvan ligt misschien buiten je macht, zoals woonlasten of buren, en dat kan het gevoel geven vast te zitten. Toch kunnen kleine veranderingen binnen je bereik de dagelijkse stress verlichten terwijl je over grotere nadenkt.',
        nextSteps: [
          'Kies een klein hoekje, al is het maar een stoel of een nachtkastje, en maak het rustig en prettig om er te zijn.',
          'Schrijf de drie dingen aan je omgeving op die je het meest storen, en markeer op welke je invloed hebt.',
          'Zoek een plek in de buurt, buiten je huis, waar je je op je gemak voelt, zoals een park, een bibliotheek of een koffiezaak, en breng daar deze week tijd door.',
        ],
        coachingQuestion:
          'Hoe zou een plek eruitzien die je echt ondersteunt, en welke stap daarheen ligt binnen je macht?',
      },
    },
  },

  'personal-growth': {
    about:
      'Persoonlijke groei gaat over leren, vaardigheden ontwikkelen, jezelf beter begrijpen en steeds meer worden wie je wilt zijn. Het omvat nieuwsgierigheid, reflectie en de moed om dingen te proberen waar je nog niet goed in bent.',
    research: {
      finding:
        'Het model van psychologisch welzijn van Carol Ryff beschouwt persoonlijke groei, het gevoel je te blijven ontwikkelen en je mogelijkheden te benutten, als een van de zes kernonderdelen van een goed leven, naast levensdoel, zelfacceptatie, autonomie, grip op je omgeving en positieve relaties. Haar vragenlijst wordt veel gebruikt in onderzoek naar welzijn gedurende de volwassenheid.',
      sources: ['Ryff (1989)'],
      evidence: 'theorievormende studie met een vragenlijstonderzoek onder volwassenen',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score suggereert dat je het gevoel hebt dat je leert en groeit, en dat je op weg bent naar wie je wilt zijn. Misschien houd je van uitdaging en voel je je redelijk op je gemak als je iets nog niet kunt. Je volgende stap kan zijn om te delen wat je leert, of bewuster te kiezen waarin je wilt groeien.',
        nextSteps: [
          'Schrijf het belangrijkste op dat je het afgelopen jaar hebt geleerd, en wie er baat bij zou hebben om het te horen.',
          'Kies één vaardigheid die je aan het ontwikkelen bent en zoek een bron van concrete feedback, zoals een leraar, iemand die hetzelfde doet of een opname van jezelf.',
          'Kies voor deze week één ongemakkelijke uitdaging, zoals een vraag stellen die je normaal voor je zou houden, en doe het.',
        ],
        coachingQuestion:
          'Naar welke versie van jezelf groei je toe, en wat zou die persoon deze week anders doen?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat je op sommige vlakken groeit, maar op andere wat vastzit: misschien leer je als het leven erom vraagt, maar zelden uit eigen keuze, of begin je aan dingen en verlies je dan de vaart. Misschien heb je ideeën over wat je wilt ontwikkelen, maar geen duidelijke eerste stap. Groei komt vaak op gang zodra je het concreet en klein maakt.',
        nextSteps: [
          'Benoem één vaardigheid of eigenschap die je wilt ontwikkelen en schrijf er een als-dan-plan voor: wanneer en waar je een kwartier oefent.',
          'Lees, kijk of luister deze week naar iets puur uit nieuwsgierigheid, en noteer één idee dat je wilt onthouden.',
          'Vraag iemand die je goed kent waar volgens hem of haar jouw volgende groeikans ligt.',
        ],
        coachingQuestion:
          'Waar ben je nieuwsgierig naar dat je jezelf nog geen toestemming hebt gegeven om te verkennen?',
      },
      low: {
        reflect:
          'Een lage score kan betekenen dat je je vast voelt zitten of niet zeker weet wie je aan het worden bent, of dat het leven zo vol eisen zat dat groei als een luxe voelt. Het kan ook wijzen op een tegenslag die je zelfvertrouwen heeft geschokt. Groei hoeft niet spectaculair te zijn; kleine, herhaalde stappen tellen.',
        nextSteps: [
          'Schrijf één ding op dat je de afgelopen maand hebt geleerd of goed hebt aangepakt, hoe klein ook, als herinnering dat je nog steeds groeit.',
          'Kies één piepkleine oefening, zoals vijf minuten lezen of één nieuw woord in een taal, en koppel die aan iets wat je al elke dag doet.',
          'Denk terug aan een tijd waarin je het gevoel had dat je groeide, en schrijf op wat dat mogelijk maakte.',
        ],
        coachingQuestion:
          'Welke kleine stap zou je over een maand laten zien dat je weer in beweging bent gekomen?',
      },
    },
  },

  spirituality: {
    about:
      'Spiritualiteit betekent hier je verhouding tot zingeving, doel en alles wat je ervaart als groter dan jezelf, via religie, natuur, kunst, waarden, bezinning of gemeenschap. Het is heel persoonlijk, en er is geen juiste manier om het te scoren.',
    research: {
      finding:
        'Onderzoek met de Meaning in Life Questionnaire maakt onderscheid tussen het ervaren van zin en het zoeken ernaar. Het gevoel dat je leven zin heeft, hangt steeds samen met meer welzijn, en zoeken bleek een aparte ervaring te zijn: mensen kunnen al enige zin ervaren en toch op zoek zijn naar meer.',
      sources: ['Steger et al. (2006)'],
      evidence: 'studies naar de ontwikkeling van een vragenlijst, met meerdere steekproeven van studenten',
    },
    bands: {
      high: {
        reflect:
          'Een hoge score suggereert dat je een duidelijk gevoel hebt van wat je leven zin geeft, en gewoonten of overtuigingen die je aarden. Dat kan zich laten zien als rust in moeilijke tijden of als een gevoelde verbinding met iets groters. Die verankering kan ook een bron van kracht zijn voor de mensen om je heen.',
        nextSteps: [
          'Neem deze week tien rustige minuten om na te denken over wat de laatste tijd het meest betekenisvol voelde, en waarom.',
          'Deel een gewoonte, tekst, plek of muziekstuk dat je aardt met iemand die het zou kunnen waarderen.',
          'Zoek deze week naar één moment van ontzag, zoals een weidse lucht, een muziekstuk of een daad van moed, en blijf er wat langer bij stilstaan dan gewoonlijk.',
        ],
        coachingQuestion:
          'Hoe vormt jouw gevoel voor wat ertoe doet de keuzes die je op een gewone dag maakt?',
      },
      mid: {
        reflect:
          'Een gemiddelde score betekent vaak dat zingeving er wel is, maar dun of met tussenpozen: op bepaalde momenten voel je je verbonden, en in de drukte van alledag raak je de draad kwijt. Misschien passen oudere overtuigingen niet helemaal meer en zijn nieuwe nog in wording. Die tussenfase komt veel voor, en ze kan vruchtbaar zijn.',
        nextSteps: [
          'Schrijf drie waarden op waarnaar je het liefst wilt leven, en bij elk één plek deze week waar je ernaar kunt handelen.',
          'Probeer elke ochtend vijf minuten stilte, of dat nu gebed, meditatie, rustig ademen of gewoon zitten zonder telefoon is.',
          'Breng tijd door op een plek waar je je op een goede manier klein voelt, zoals een heuveltop, de zee, een oud gebouw of onder een weidse hemel.',
        ],
        coachingQuestion:
          'Wanneer voel je je het meest verbonden met iets wat groter is dan jezelf, en hoe zou je daar meer ruimte voor kunnen maken?',
      },
      low: {
        reflect:
          'Een lage score kan betekenen dat je je afgesneden voelt van zin of richting, dat het leven een reeks taken is geworden, of dat overtuigingen die je vroeger droegen dat niet meer doen. Soms volgt dit op verlies, een burn-out of een teleurstelling. Dit zijn enkele van de oudste menselijke vragen, en er nu geen antwoord op hebben hoort bij het mens-zijn.',
        nextSteps: [
          'Maak een kort lijstje van momenten in je leven die betekenisvol voelden, al was het maar even, en zoek wat ze gemeen hebben.',
          'Breng deze week twintig minuten door op een rustige plek, liefst buiten en zonder telefoon, en merk gewoon op wat je opmerkt.',
          'Praat over de vragen die je met je meedraagt met iemand van wie je de levensbeschouwing respecteert, zoals een vriend, een oudere, een geestelijk verzorger of een counselor.',
        ],
        coachingQuestion:
          'Als je leven geleid werd door één ding dat echt belangrijk voor je is, wat zou dat zijn, en wat zou er veranderen?',
      },
    },
  },
};
