import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Insikter på resultatsidan för de 12 standardområdena (källhänvisningarna som på engelska).
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Det här området handlar om arbetet du gör, betalt eller obetalt, och hur väl det passar dig: om det tar vara på dina styrkor, ger dig visst inflytande och känns värt de timmar det tar. Det handlar också om riktning, känslan av att ditt arbetsliv är på väg dit du vill.',
    research: {
      finding:
        'Självbestämmandeteorin menar att människor blomstrar när tre grundläggande behov är tillgodosedda: autonomi (att ha visst val i vad du gör och hur), kompetens (att känna sig kapabel och utvecklas) och samhörighet (att känna sig förbunden med människorna omkring sig). Studier på arbetsplatser och på andra håll kopplar tillgodosedda behov till starkare motivation och större välbefinnande.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'teoretisk översikt som bygger på årtionden av laboratorie- och fältstudier',
    },
    bands: {
      high: {
        reflect:
          'En så hög poäng kan betyda att ditt arbete just nu ger dig en bra blandning av utmaning, valfrihet och människor du trivs att arbeta med. Ofta visar den att det du gör på dagarna stämmer ganska väl med det du bryr dig om. Det kan också vara ett bra tillfälle att lägga märke till vad som får det att fungera, så att du kan värna om det när saker förändras.',
        nextSteps: [
          'Skriv ner de två eller tre delar av ditt arbete som ger dig mest energi, och anteckna för var och en ett sätt att ge den plats i kalendern nästa månad.',
          'Berätta för en kollega eller chef konkret vad som har fungerat bra för dig; när du sätter ord på det blir det lättare att värna om.',
          'Erbjud en timme den här veckan för att hjälpa någon som är tidigare i sin karriär med något du är bra på.',
        ],
        coachingQuestion:
          'Vad skulle du vilja att det stämde om ditt arbete om fem år, som bara delvis stämmer i dag?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att jobbet är okej de flesta dagar men inte riktigt där du vill ha det: kanske är uppgifterna hanterbara men utmanar dig inte längre, eller så betalar jobbet räkningarna utan att kännas som ditt. Kanske märker du att en del tar mer energi än resten. Det är värdefull information, eftersom små förändringar i hur du utför ett jobb kan ändra hur det känns.',
        nextSteps: [
          'Markera under tre arbetsdagar varje uppgift som energigivande, neutral eller dränerande, och leta efter mönstret i slutet av veckan.',
          'Välj en dränerande uppgift och pröva en förändring i andan av job crafting: gör den på ett annat sätt, gör den tillsammans med någon, eller påminn dig om vem den i slutänden hjälper.',
          'Boka 30 minuter för att fråga någon vars arbete du beundrar hur hen har format sin roll över tid.',
        ],
        coachingQuestion:
          'Om du kunde göra om en del av din nuvarande roll utan att byta jobb, vad skulle du ändra först, och varför är det viktigt för dig?',
      },
      low: {
        reflect:
          'En låg poäng kan spegla ett arbete som känns dränerande, osäkert eller långt från det du bryr dig om, eller så kan den betyda att du är mellan jobb, studerar eller tar hand om andra och saknar en riktning. Den kommer ofta med en trötthet som smittar av sig på resten av livet. Vad som än ligger bakom är en låg poäng en signal värd att ta på allvar, inte ett omdöme om dig.',
        nextSteps: [
          'Skriv en mening om vad som dränerar dig mest i arbetet just nu och en om vad du skulle sakna om det försvann; skillnaden pekar ofta på vad som behöver ändras.',
          'Välj en liten gräns som du kan hålla den här veckan, till exempel en fast sluttid två dagar eller inga jobbmeddelanden efter en viss tid.',
          'Be en person, till exempel en tidigare kollega, en mentor eller en studie- och yrkesvägledare, om ett samtal på 20 minuter om dina möjligheter.',
        ],
        coachingQuestion:
          'Vad i ditt arbetsliv är du inte längre beredd att acceptera, och vad skulle vara ett första litet steg bort från det?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Ekonomiskt välbefinnande handlar mindre om hur mycket du tjänar och mer om hur du känner inför pengar: om du kan täcka dagens behov, klara en oväntad räkning och göra val som är viktiga för dig. Det omfattar vanorna, planerna och samtalen som formar den känslan.',
    research: {
      finding:
        'En översikt av lyckoforskningen tyder på att det spelar roll hur människor spenderar pengar, inte bara hur mycket de har. Att lägga pengar på upplevelser snarare än saker, att lägga pengar på andra och att välja många små glädjeämnen framför några få stora ger oftast mer bestående tillfredsställelse än de flesta materiella köp.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'översiktsartikel som sammanfattar många studier',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng tyder på att pengarna mestadels känns under kontroll: räkningarna är betalda, det finns troligen en buffert, och du kan lägga pengar på det du värdesätter utan större oro. Den kan också betyda att du har en lugn relation till pengar, vilket inte är samma sak som att vara rik. Det kan vara ett bra läge att se efter att dina pengar arbetar för det du bryr dig mest om.',
        nextSteps: [
          'Titta på förra månadens utgifter och ringa in de tre köp som gav dig mest bestående glädje; lägg märke till om det var upplevelser, tid eller saker.',
          'Välj en långsiktig uppgift som du brukar skjuta upp, som att se över ditt pensionssparande, skriva testamente eller gå igenom dina försäkringar, och boka en tid för den.',
          'Planera en liten generös handling den här veckan, som att bjuda en vän eller skänka pengar till något du brinner för.',
        ],
        coachingQuestion:
          'Utöver trygghet, vad vill du att dina pengar ska göra möjligt i ditt liv de närmaste åren?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att du klarar dig men inte känner dig helt trygg: kanske blir det lite kvar i slutet av månaden, det finns en skuld i bakgrunden, eller du har en känsla av att du borde vara mer organiserad än du är. I vardagen känns det kanske okej, men framtiden oroar dig. Lite mer överblick lättar ofta den oron mer än man tror.',
        nextSteps: [
          'Skriv upp dina fasta månadskostnader och din lön efter skatt på ett papper, så att du vet hur stor din verkliga marginal är.',
          'Lägg upp en automatisk överföring på lönedagen, hur liten som helst, till ett separat sparkonto.',
          'Säg upp eller pausa en prenumeration eller fast kostnad som du inte längre har nytta av.',
        ],
        coachingQuestion:
          'Hur skulle ”tillräckligt” se ut för dig, både i siffror och i hur dina dagar skulle kännas?',
      },
      low: {
        reflect:
          'En låg poäng kan spegla verklig press: räkningar som är svåra att betala, skulder som fortsätter att växa, osäker inkomst eller en klump i magen inför att öppna bankappen. Pengaoro sprider sig ofta till sömnen, relationerna och hälsan, så det är begripligt om det här området känns tungt. Du är inte ensam om det, och det finns ofta kostnadsfri hjälp.',
        nextSteps: [
          'Skriv upp varje räkning och skuld med belopp och förfallodag på ett enda papper; att se hela bilden är oftast mindre skrämmande än att gissa.',
          'Kontakta en kostnadsfri, oberoende budget- och skuldrådgivning i ditt land och fråga vilket stöd de kan erbjuda.',
          'Välj den mest brådskande betalningen och kontakta företaget före förfallodagen för att fråga om möjligheter till avbetalning.',
        ],
        coachingQuestion:
          'Vilket samtal om pengar har du undvikit, och vad skulle kunna förändras om du tog det den här månaden?',
      },
    },
  },

  'physical-health': {
    about:
      'Fysisk hälsa handlar om hur din kropp känns och fungerar i vardagen: energi, sömn, rörelse, mat och hur du lever med eventuell sjukdom eller smärta. Den formas av vanor, omständigheter och gener, så din poäng speglar hur nöjd du är, inte hur disciplinerad du är.',
    research: {
      finding:
        'En samanalys av 15 kohortstudier med omkring 47 000 vuxna visade att fler steg per dag hängde ihop med lägre risk att dö under uppföljningstiden. Nyttan planade ut vid ungefär 6 000 till 8 000 steg per dag för vuxna som var 60 år eller äldre och vid 8 000 till 10 000 för yngre vuxna. 10 000 är alltså inget magiskt tal, och för personer som gick lite var redan en måttlig ökning kopplad till lägre risk.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'metaanalys av 15 kohortstudier (observationsstudier)',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng kan betyda att din kropp oftast känns som en bundsförvant: du sover ganska bra, rör dig regelbundet och har energi till det som är viktigt för dig. Ofta speglar den rutiner som har blivit självklara. Den viktigaste uppgiften nu kan vara att hålla rutinerna stabila när livet blir hektiskt.',
        nextSteps: [
          'Skriv ner de två vanor som mest håller dig frisk, och bestäm hur en minimiversion av var och en skulle se ut under en kaosartad vecka.',
          'Lägg till en typ av rörelse som du gör mindre av, som styrka, balans eller stretching, i tio minuter två dagar den här veckan.',
          'Boka den hälsokontroll, screening eller tandläkartid som du har tänkt boka ett tag.',
        ],
        coachingQuestion:
          'Vad vill du att din kropp ska låta dig göra när du är 75, och vad i dina rutiner i dag bygger redan mot det?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att en del fungerar och annat har glidit: kanske rör du dig men sover dåligt, eller äter bra men kommer sällan ut. Du känner dig kanske i stort sett okej men märker energidippar, stelhet eller stress som syns i kroppen. Små, konkreta förändringar brukar hålla bättre här än stora omställningar.',
        nextSteps: [
          'För enkla anteckningar i fem dagar: när du går och lägger dig, när du vaknar och din energi från 1 till 10 varje eftermiddag.',
          'Koppla en tio minuter lång promenad till något du redan gör varje dag, som efter lunchen eller när du har lämnat barnen i skolan.',
          'Planera en måltid i förväg den här veckan så att den innehåller grönsaker och protein, i stället för att ta det som går snabbast.',
        ],
        coachingQuestion:
          'Vilken enskild förändring skulle göra mest för hur du mår en helt vanlig tisdag, och vad har gjort det svårt att börja?',
      },
      low: {
        reflect:
          'En låg poäng kan spegla smärta, sjukdom, utmattning eller helt enkelt en känsla av att ha tappat kontakten med kroppen efter en tuff period. Det gör ofta allt annat i hjulet tyngre också. Var snäll mot dig själv, och om poängen speglar symtom, smärta eller förändringar som oroar dig är ett samtal med en läkare eller annan vårdpersonal ett klokt första steg.',
        nextSteps: [
          'Om något har bekymrat dig, boka en tid hos en läkare eller sjuksköterska den här veckan och skriv ner dina frågor i förväg.',
          'Välj den mildaste möjliga starten: en promenad på fem minuter, några stretchövningar eller att gå och lägga dig 20 minuter tidigare tre kvällar.',
          'Be en person om hjälp med en konkret sak, som att följa med på en promenad eller laga en måltid tillsammans.',
        ],
        coachingQuestion:
          'Vad skulle vara ett realistiskt tecken, om en vecka, på att du har börjat ta hand om din kropp igen?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Känslomässigt välbefinnande handlar om hur du mår för det mesta och hur du hanterar de känslor som kommer: stress, sorg, ilska, oro och glädje. Det handlar inte om att alltid må bra, utan om att ha utrymme för hela känsloregistret och sätt att återhämta sig från de svåra känslorna.',
    research: {
      finding:
        'I ett laboratorieexperiment kände personer som ombads titta på en obehaglig film med en distanserad, analytisk hållning mindre äckel än de som bara tittade, medan de som ombads dölja sina känslor visade mindre känslor utåt men fick en starkare fysiologisk stressreaktion. Att ändra hur man tänker om en situation, så kallad omvärdering, har sedan dess blivit ett av de mest studerade sätten att hantera känslor.',
      sources: ['Gross (1998)'],
      evidence: 'laboratorieexperiment, senare bekräftat av många studier',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng tyder på att du ofta känner dig stabil: du lägger märke till dina känslor, kan sätta ord på dem och brukar hitta tillbaka efter en svår dag. Den kan också betyda att du har människor eller vanor som hjälper dig att bearbeta det som händer. Att veta vad som bär dig nu är värdefullt inför de tyngre perioder som kommer till alla.',
        nextSteps: [
          'Skriv ner de tre saker som säkrast hjälper dig att återhämta dig efter en tuff dag, och sätt upp listan där du ser den.',
          'Anteckna under fem kvällar en sak som gick bra under dagen och varför den gick bra.',
          'Fråga någon som står dig nära hur hen verkligen mår, och lyssna utan att försöka lösa något.',
        ],
        coachingQuestion:
          'Vad har de svåra tider du tagit dig igenom lärt dig om dig själv, och hur vill du använda det?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att du klarar dig, men med ansträngning: stressen kanske dröjer sig kvar, oron maler på nätterna, eller så håller du saker inom dig i stället för att bearbeta dem. Du kanske har bra dagar och platta dagar utan att riktigt veta varför. Att lägga märke till mönstren är ofta första steget till att förändra dem.',
        nextSteps: [
          'Stanna upp tre gånger om dagen den här veckan och sätt ett eller två ord på vad du känner; att sätta ord på känslor brukar ta udden av dem.',
          'När något gör dig upprörd, skriv ner ett annat sätt att se på det, inte för att förneka känslan utan för att vidga perspektivet.',
          'Avsätt 15 minuter två dagar för att skriva fritt om något som tynger dig.',
        ],
        coachingQuestion:
          'Vilken känsla har du burit på den senaste tiden som inte har fått mycket utrymme, och vad behöver den från dig?',
      },
      low: {
        reflect:
          'En låg poäng kan betyda att du har känt dig ledsen, ängslig, avstängd eller överväldigad ett tag, och att vanliga saker kräver mer ansträngning än förut. Det är tungt, och det är inget personligt misslyckande. Om nedstämdheten eller ångesten har hållit i sig i två veckor eller mer, eller gör vardagen svår, överväg att prata med en läkare, kurator, psykolog eller annan person inom psykisk hälsa. Om du någon gång känner dig i fara eller tänker på att skada dig själv, kontakta larmnumret eller en stödlinje direkt.',
        nextSteps: [
          'Berätta för en person du litar på hur du verkligen har mått, även om det bara blir en mening eller två.',
          'Boka en tid hos en läkare eller kurator, eller leta upp en stödlinje för psykisk hälsa i ditt land och spara numret i telefonen.',
          'Välj en mycket liten sak som brukar hjälpa lite, som en kort promenad, en dusch eller ett telefonsamtal, och gör den en gång om dagen.',
        ],
        coachingQuestion:
          'Vem skulle du kunna släppa lite närmare just nu, och vad skulle du vilja att hen visste?',
      },
    },
  },

  family: {
    about:
      'Det här området omfattar dina relationer till de människor du räknar som familj, genom födsel, äktenskap, adoption eller eget val: föräldrar, barn, syskon och den större kretsen. Det handlar om närhet, stöd, tid tillsammans och hur konflikter och förpliktelser hanteras.',
    research: {
      finding:
        'Harvard Study of Adult Development har följt sina deltagare, och senare deras familjer, sedan 1938. Studiens ledare rapporterar att personer med varmare nära relationer, familjeband inräknade, tenderade att hålla sig friskare och lyckligare när de blev äldre.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'långvarig kohortstudie, påbörjad 1938',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng kan betyda att dina familjerelationer känns varma och pålitliga: du kan vara dig själv, be om hjälp och ta dig igenom meningsskiljaktigheter utan bestående skador. Ofta speglar den år av små insatser från många håll. Även goda familjeband behöver omvårdnad, särskilt vid förändringar som flytt, nya barn, sjukdom eller åldrande föräldrar.',
        nextSteps: [
          'Berätta för en familjemedlem konkret vad hen har betytt för dig på sistone, personligen, i ett meddelande eller i en kort lapp.',
          'Starta eller väck liv i en liten ritual, som ett samtal varje vecka, en gemensam måltid eller en fototråd för familjen.',
          'Be en äldre släkting berätta något ur sitt liv som du aldrig har hört, och skriv ner det du får höra.',
        ],
        coachingQuestion:
          'Vad vill du helst att din familj ska minnas om hur du fanns där för dem?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att familjelivet har fina stunder men också avstånd, friktion eller obalans: kanske handlar kontakten mest om logistik, en relation är ansträngd, eller du bär mer av lasset än andra. Du kan älska din familj och ändå tycka att tiden med dem är tröttsam. Båda kan vara sanna, och att sätta ord på vad du vill ska bli annorlunda är en bra början.',
        nextSteps: [
          'Välj den familjerelation du helst vill förbättra och skriv ner en sak du uppskattar hos den personen.',
          'Planera en halvtimme med en familjemedlem den här veckan som inte handlar om sysslor, scheman eller problem.',
          'Om du bär en orättvis del av familjens uppgifter, skriv upp dem och välj en som du ber någon annan ta över.',
        ],
        coachingQuestion:
          'Vilken familjerelation skulle göra störst skillnad i ditt liv om den blev lite lättare, och vad är din del i det?',
      },
      low: {
        reflect:
          'En låg poäng kan spegla konflikt, brutna kontakter, förlust, ensamhet inom familjen eller tyngden av att ta hand om någon. Smärta i familjen sitter ofta djupt, eftersom de här relationerna är invävda i vilka vi är. Du får själv bestämma vilken grad av närhet som är sund för dig, och ibland innebär det att bygga upp familjelikt stöd på annat håll.',
        nextSteps: [
          'Skriv ner vad du mest behöver från familjen just nu, som förståelse, praktisk hjälp, utrymme eller lugn, utan att döma det.',
          'Om kontakten är spänd, bestäm en gräns som skyddar dig, som en tidsgräns för besök eller ett ämne du inte tänker diskutera.',
          'Hör av dig den här veckan till en person, släkt eller inte, som känns som familj för dig.',
        ],
        coachingQuestion:
          'Vilken sorts familjegemenskap vill du ha i ditt liv, och vem, släkt eller inte, skulle kunna vara en del av den?',
      },
    },
  },

  friends: {
    about:
      'Det här området handlar om dina vänskaper: att ha människor du tycker om att umgås med, litar på och kan höra av dig till, och den tid och energi du lägger på de banden. Det omfattar både nära vänner och den större kretsen av bekanta ansikten som gör livet mindre ensamt.',
    research: {
      finding:
        'En metaanalys av 148 studier, som tillsammans följde mer än 300 000 personer, visade att de med starkare sociala relationer hade ungefär 50 procent större sannolikhet att överleva under studiernas tidsperioder. Sambandets styrka var jämförbar med välkända riskfaktorer som rökning, även om observationsstudier som dessa inte kan bevisa orsak och verkan.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'metaanalys av 148 studier',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng tyder på att du har vänner som du tycker om och kan lita på, och att du tar dig tid för dem. Den kan också betyda att du är bra på vänskapens tysta arbete: att komma ihåg, bjuda in och finnas där. Vänskaper förändras med livets olika skeden, så det här är värt att vårda i stället för att ta för givet.',
        nextSteps: [
          'Skicka ett kort meddelande till en vän och berätta en konkret sak du uppskattar hos hen.',
          'Lägg in en återkommande träff med en nära vän i kalendern, som en promenad eller ett samtal varje månad.',
          'Bjud in någon i utkanten av din krets till något du ändå ska göra.',
        ],
        coachingQuestion:
          'Vilka vänskaper vill du fortfarande ha om tjugo år, och vad kommer att hålla dem vid liv?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att du har vänner men träffar dem mer sällan än du skulle vilja, eller att vänskaperna har tunnats ut när livet blivit fullt. Kanske är det oftast du som hör av dig, eller så saknar du någon du verkligen kan prata med. Många känner så, särskilt efter en flytt, ett nytt jobb eller när det har kommit barn.',
        nextSteps: [
          'Skicka ett meddelande till en vän du inte har pratat med på ett tag, bara för att säga att du tänkte på hen; folk brukar uppskatta det mer än vi tror.',
          'Gör en återkommande aktivitet, som en kurs, en hundpromenad eller en fikapaus, till något du delar med en vän.',
          'I nästa samtal med en vän, ställ en följdfråga om något hen berättade förra gången.',
        ],
        coachingQuestion:
          'Vilken sorts vän vill du vara under den här perioden i ditt liv, och hur skulle det se ut den här månaden?',
      },
      low: {
        reflect:
          'En låg poäng kan betyda att du känner dig ensam, har glidit ifrån gamla vänner eller befinner dig på en ny plats utan en krets ännu. Det kan göra ont, och det är vanligare än folk erkänner. Vänskap växer oftast genom upprepad tid tillsammans, så liten, regelbunden kontakt betyder ofta mer än att hitta den enda perfekta kontakten.',
        nextSteps: [
          'Välj en återkommande gruppaktivitet, som en kurs, en förening, ett volontärpass eller ett lag, och gå minst två gånger, eftersom förtrogenhet växer med upprepning.',
          'Skicka ett meddelande till en gammal vän eller trevlig bekant och föreslå en konkret tid att ses eller prata.',
          'Tacka ja till en inbjudan som du normalt skulle tacka nej till, och stanna minst en halvtimme.',
        ],
        coachingQuestion:
          'Var i din vecka skulle du kunna träffa samma människor tillräckligt ofta för att en vänskap ska få en chans att växa?',
      },
    },
  },

  'relationships-love': {
    about:
      'Det här området omfattar romantisk kärlek och intimitet: en nuvarande relation eller, om du är singel, hur du känner inför dejting, kärlek och att vara ensam. Det rymmer ömhet, tillit, kommunikation, fysisk närhet och känslan av att bli verkligt sedd.',
    research: {
      finding:
        'Hur partner reagerar på varandras goda nyheter spelar roll. I en serie studier beskrev personer vars partner oftast svarade med äkta, engagerad entusiasm, så kallat aktivt-konstruktivt bemötande, sina relationer som mer tillfredsställande och tillitsfulla än de vars partner svarade passivt eller avfärdande.',
      sources: ['Gable et al. (2004)'],
      evidence: 'serie studier, bland annat dagboksstudier',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng kan betyda att ditt kärleksliv känns nära, tryggt och levande, oavsett om det är en relation som ger dig näring eller ett singelliv du verkligen trivs med. Ofta speglar den tillit och goda vardagsvanor av uppmärksamhet. Relationer förändras över tid, så det kan hjälpa att fortsätta investera även när det går bra.',
        nextSteps: [
          'När någon du älskar berättar goda nyheter den här veckan, svara med äkta nyfikenhet: ställ frågor och låt hen återuppleva stunden.',
          'Planera något nytt att göra tillsammans som ingen av er har provat tidigare, eller något nytt för dig själv om du är singel.',
          'Berätta för din partner, eller någon du älskar, om en konkret sak hen nyligen gjorde som fick dig att känna dig omhändertagen.',
        ],
        coachingQuestion:
          'Vad behöver kärleken från dig i den här fasen av livet, som den inte behövde för några år sedan?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att det är okej men inte så nära som du skulle vilja: kanske har du och din partner blivit upptagna medförvaltare av vardagen, eller så känner du dig som singel osäker på dejting eller på vad du vill. Du kanske saknar känslan av att bli sedd, åtrådd eller djupt förstådd. Sådana känslor är vanliga och brukar svara bra på uppmärksamhet.',
        nextSteps: [
          'Lägg undan telefonen i 20 minuter när du är med din partner och ställ en fråga som du inte redan vet svaret på.',
          'Lägg märke till små inviter till kontakt den här veckan, som en kommentar, en beröring eller ett delat skämt, och vänd dig mot dem i stället för bort från dem.',
          'Om du är singel, skriv ner tre saker du vill känna i en relation, inte bara egenskaper du söker hos en person.',
        ],
        coachingQuestion:
          'Vad skulle hjälpa dig att känna dig mer förbunden i kärleken, och vilken del av det ligger inom räckhåll den här veckan?',
      },
      low: {
        reflect:
          'En låg poäng kan spegla en relation med täta konflikter eller avstånd, ett nyligt uppbrott eller en förlust, eller ensamhet och längtan om du är singel. Det kan tynga sömnen, humöret och självkänslan. Dina känslor är begripliga, och om en relation någon gång får dig att känna dig rädd eller otrygg, kontakta en stödlinje för våld i nära relationer eller någon du litar på.',
        nextSteps: [
          'Skriv ner, bara för dig själv, vad du saknar mest och vad du inte längre vill ha, utan att bestämma något ännu.',
          'Om du är i en relation, välj en lugn stund för att säga en sak du behöver, och börja med hur du känner snarare än vad din partner gör fel.',
          'Fundera på att boka en tid hos en par- eller individuell terapeut, om så bara för att få en tydligare bild av var du står.',
        ],
        coachingQuestion:
          'Hur skulle en kärleksfull relation, även den till dig själv, behöva se ut för att du ska känna dig trygg och värdefull?',
      },
    },
  },

  'community-giving': {
    about:
      'Det här området handlar om din plats i den större världen: grannskapet, grupperna och frågorna du hör hemma i, och sätten du bidrar på, med tid, pengar, kunskaper eller enkel vänlighet. Det speglar om du känner dig som en del av något större än din egen krets.',
    research: {
      finding:
        'En systematisk översikt visade att personer som arbetade ideellt i långsiktiga kohortstudier rapporterade mindre depression, högre livstillfredsställelse och större välbefinnande, och hade lägre risk att dö under uppföljningen. Randomiserade studier bekräftade inte fördelarna konsekvent, så ideellt arbete kan hjälpa, men det kan också vara så att friskare och lyckligare människor oftare engagerar sig ideellt.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'systematisk översikt och metaanalys av 40 artiklar (randomiserade studier och kohortstudier)',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng tyder på att du känner dig förbunden med en gemenskap och bidrar på sätt som känns meningsfulla för dig. Du kanske är någon som grannarna känner, eller någon som engagerar sig för en sak år efter år. Det är värt att se efter att givandet fortfarande ger dig energi i stället för att i tysthet slita på dig.',
        nextSteps: [
          'Skriv ner det bidrag som känns mest meningsfullt för dig, och varför, så att du kan värna om det när livet blir hektiskt.',
          'Bjud in någon ny att följa med till en grupp, ett evenemang eller en sak du är engagerad i.',
          'Tacka en person som håller din gemenskap igång, som en arrangör, en volontär eller en granne som ser efter andra.',
        ],
        coachingQuestion:
          'På vilket sätt skulle du vilja att din gemenskap blev annorlunda för att du var en del av den?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att du bryr dig om din omgivning men är mindre engagerad än du skulle vilja; tiden kanske inte räcker, eller så har du ännu inte hittat var du passar in. Kanske ger du då och då, men det känns frikopplat från det du värdesätter. Små, regelbundna bidrag känns ofta mer givande än enstaka stora gester.',
        nextSteps: [
          'Gör en liten vänlig handling för en granne eller en främling fem dagar den här veckan, och lägg märke till hur det känns.',
          'Leta upp en lokal grupp eller fråga som hänger ihop med något du bryr dig om, och ta reda på vad ett första steg skulle innebära.',
          'Ha ett riktigt samtal, inte bara en nick, med någon du ser regelbundet men knappt känner, som någon i butiken eller en granne.',
        ],
        coachingQuestion:
          'Vilken fråga eller grupp bryr du dig tillräckligt om för att ge en timme i månaden, och vad har hindrat dig hittills?',
      },
      low: {
        reflect:
          'En låg poäng kan betyda att du känner dig avskuren från människorna och platserna omkring dig, eller att det känns utom räckhåll att bidra eftersom ditt eget liv är krävande just nu. Båda är begripliga. Tillhörighet kan börja väldigt smått, med ett bekant ansikte, en kort pratstund eller ett anspråkslöst sätt att hjälpa till.',
        nextSteps: [
          'Lär dig namnet på en granne eller ett återkommande ansikte i ditt område och använd det nästa gång ni ses.',
          'Ägna 15 minuter åt att se vad som händer lokalt, som evenemang på biblioteket, en gemensam odling eller en religiös eller kulturell förening, och anteckna en sak att prova.',
          'Gör en hjälpsam sak som tar under tio minuter, som att skriva ett vänligt omdöme om ett lokalt företag eller erbjuda dig att bära något åt någon.',
        ],
        coachingQuestion:
          'Var känner du redan en liten känsla av tillhörighet, och hur skulle du kunna tillbringa lite mer tid där?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Nöje och fritid omfattar lek, hobbyer, vila och sådant du gör bara för att du tycker om det. Det är här du laddar batterierna, utforskar och glömmer tid och rum, och det är ofta det första som trängs undan när livet blir hektiskt.',
    research: {
      finding:
        'En metaanalys fann ett måttligt samband mellan fritid och välbefinnande, där longitudinella och experimentella studier tyder på att fritidsaktiviteter kan höja välbefinnandet och inte bara spegla det. Hur ofta människor ägnade sig åt fritidsaktiviteter, och hur varierade de var, betydde mer än den totala tiden.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'metaanalys av 37 effektstorlekar från mer än 11 000 personer',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng tyder på att du gör plats för glädje: du har aktiviteter som uppslukar dig, människor att leka med och tid som är din. Kanske har du lärt dig att nöje inte bara är en belöning för när allt annat är klart. Det är en verklig styrka, och den stöttar ofta resten av ditt hjul.',
        nextSteps: [
          'Prova en ny aktivitet den här veckan som ligger lite utanför det du brukar göra, som en annan sport, ett hantverk eller ett spel.',
          'Dela en hobby du älskar med någon genom att bjuda med hen eller lära ut grunderna.',
          'Lägg märke till vilken aktivitet som fick dig att glömma tiden den här veckan, och skriv ner vad som gjorde den så uppslukande.',
        ],
        coachingQuestion:
          'Vilken sorts lek har du inte gett plats åt sedan du var yngre, och hur skulle det vara att ta tillbaka lite av den?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att du har en del fritid, men att den mest går till återhämtning: scrolla, titta på tv eller sjunka ihop i soffan i slutet av dagen. Det har sin plats, men det ger sällan samma påfyllning som något aktivt, socialt eller uppslukande. Kanske har dina hobbyer glidit ur kalendern utan att du någonsin riktigt valde det.',
        nextSteps: [
          'Boka ett tvåtimmarspass den här veckan för något du tycker om, och skydda det som ett möte.',
          'Skriv upp tio saker som har gett dig glädje förut och gör en av dem innan helgen är slut.',
          'Byt två kvällar ut 20 minuters scrollande mot något praktiskt, som matlagning, musik, teckning eller ett pussel.',
        ],
        coachingQuestion:
          'När kände du dig senast helt uppslukad av något bara för nöjes skull, och vad var annorlunda då?',
      },
      low: {
        reflect:
          'En låg poäng kan betyda att det nästan inte finns någon tid eller energi kvar för nöje, eller att saker du brukade älska har tappat sin glans. Det händer ofta vid hög arbetsbörda, omsorgsansvar eller nedstämdhet. Även små doser lek kan hjälpa, och om ingenting har känts roligt på flera veckor är det värt att nämna för en läkare.',
        nextSteps: [
          'Välj ett tio minuter långt nöje för varje dag den här veckan, som en favoritlåt, en kort promenad på en trevlig plats eller ett snabbt spel, och gör det utan att göra något annat samtidigt.',
          'Gå igenom din kalender och ta tillbaka en timme från ett åtagande som betyder mindre än du trodde.',
          'Be en vän eller familjemedlem att hitta på något lättsamt med dig, utan annat syfte än att ha det trevligt.',
        ],
        coachingQuestion:
          'Vad skulle du göra med en ledig eftermiddag om du inte behövde rättfärdiga den inför någon, inte ens dig själv?',
      },
    },
  },

  'physical-environment': {
    about:
      'Det här området handlar om platserna där du bor och arbetar: ditt hem, din arbetsplats, ditt grannskap och din tillgång till ljus, lugn och natur. Omgivningen påverkar humör och energi mer än man ofta märker, på gott och ont.',
    research: {
      finding:
        'I en enkät med nästan 20 000 personer i England var de som tillbringade minst 120 minuter i veckan i naturen mer benägna att rapportera god hälsa och högt välbefinnande än de som inte tillbringade någon tid där. Det verkade inte spela någon roll om tiden kom i ett långt besök eller flera kortare, även om en sådan enkät visar ett samband och inte bevisar orsaken.',
      sources: ['White et al. (2019)'],
      evidence: 'stor nationell enkätundersökning',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng tyder på att din omgivning mestadels stöttar dig: hemmet känns som en plats att vila på, arbetsplatsen fungerar och du har tillgång till ljus, luft eller grönska. Den kan spegla val som du har gjort omsorgsfullt över tid. Lite underhåll nu kan hjälpa dig att behålla det så när dina behov förändras.',
        nextSteps: [
          'Gå runt i ditt hem, hitta platsen som ger dig mest lugn och anteckna vad som gör att den fungerar.',
          'Tillbringa sammanlagt minst två timmar utomhus i grönska eller vid vatten den här veckan, uppdelat som det passar dig.',
          'Laga eller gör klart en liten sak du har gått runt ett tag, som en trasig glödlampa, en gnisslande dörr eller en hög vid ytterdörren.',
        ],
        coachingQuestion:
          'Hur vill du att din miljö ska stötta det liv du håller på att växa in i?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att din miljö fungerar men inte riktigt känns rätt: prylar kanske samlas på hög, ett rum passar inte hur du använder det, buller eller ljus stör dig, eller så kommer du sällan ut. Du kanske upplever sådant som en låg bakgrundsstress snarare än stora problem. Små förändringar i ett rum kan förändra hur det känns förvånansvärt snabbt.',
        nextSteps: [
          'Välj en yta, som ett bord, en bänk eller ett skrivbord, töm den helt på 15 minuter, och lägg märke till hur det känns att använda den efteråt.',
          'Flytta din favoritstol eller ditt skrivbord närmare dagsljuset, eller ställ en växt eller en bild du tycker om där du tillbringar mest tid.',
          'Ta en promenad på 20 minuter på den grönaste platsen nära dig två dagar den här veckan.',
        ],
        coachingQuestion:
          'Om ditt hem kunde ge dig en viss känsla i slutet av varje dag, vilken känsla skulle det vara, och vad står i vägen för den?',
      },
      low: {
        reflect:
          'En låg poäng kan spegla ett hem som känns trångt, bullrigt, otryggt, kaotiskt eller inte riktigt ditt, eller ett bostadsområde eller en pendling som dränerar dig. En del av det ligger kanske utanför din kontroll, som boendekostnader eller grannar, vilket kan få det att kännas låst. Ändå kan små förändringar inom räckhåll minska den dagliga stressen medan du funderar på större.',
        nextSteps: [
          'Välj en liten hörna, även om det bara är en stol eller ett nattduksbord, och gör den lugn och skön att vara i.',
          'Skriv ner de tre saker i din omgivning som stör dig mest, och markera vilka du kan påverka.',
          'Hitta en plats i närheten utanför hemmet där du känner dig avslappnad, som en park, ett bibliotek eller ett kafé, och tillbringa tid där den här veckan.',
        ],
        coachingQuestion:
          'Hur skulle en plats som verkligen stöttar dig se ut, och vilket steg mot den ligger inom din kontroll?',
      },
    },
  },

  'personal-growth': {
    about:
      'Personlig utveckling omfattar lärande, att utveckla färdigheter, att förstå dig själv bättre och att allt mer bli den du vill vara. Det rymmer nyfikenhet, reflektion och modet att pröva saker du ännu inte är bra på.',
    research: {
      finding:
        'Carol Ryffs modell för psykologiskt välbefinnande ser personlig utveckling, känslan av att fortsätta växa och förverkliga sin potential, som en av sex kärndelar i ett gott liv, vid sidan av mening i livet, självacceptans, autonomi, förmåga att hantera sin omgivning och positiva relationer. Hennes frågeformulär används flitigt i forskning om välbefinnande genom vuxenlivet.',
      sources: ['Ryff (1989)'],
      evidence: 'teoriutvecklande studie med en enkätundersökning bland vuxna',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng tyder på att du känner att du lär dig och växer, och att du är på väg mot den du vill vara. Du kanske gillar utmaningar och är ganska bekväm med att ännu inte kunna något. Ditt nästa steg kan vara att dela med dig av det du lär dig, eller att välja mer medvetet vad du vill växa i.',
        nextSteps: [
          'Skriv ner det viktigaste du har lärt dig det senaste året och vem som skulle ha nytta av att höra det.',
          'Välj en färdighet du utvecklar och hitta en källa till konkret återkoppling, som en lärare, en jämlike eller en inspelning av dig själv.',
          'Välj en obekväm utmaning den här veckan, som att ställa en fråga du annars skulle hålla för dig själv, och gör den.',
        ],
        coachingQuestion:
          'Vilken version av dig själv växer du mot, och vad skulle den personen göra annorlunda den här veckan?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att du växer på vissa sätt men känner dig lite fast på andra: kanske lär du dig när livet kräver det men sällan av egen vilja, eller så påbörjar du saker och tappar farten. Du kanske har idéer om vad du vill utveckla men inget tydligt första steg. Utvecklingen tar ofta fart när du gör den konkret och liten.',
        nextSteps: [
          'Välj en färdighet eller egenskap du vill utveckla och skriv en om-så-plan för den: när och var du ska öva i 15 minuter.',
          'Läs, titta på eller lyssna på något den här veckan av ren nyfikenhet, och anteckna en tanke du vill minnas.',
          'Fråga någon som känner dig väl vad hen tror att ditt nästa utvecklingsområde kan vara.',
        ],
        coachingQuestion:
          'Vad är du nyfiken på som du ännu inte har gett dig själv lov att utforska?',
      },
      low: {
        reflect:
          'En låg poäng kan betyda att du känner dig fast eller osäker på vem du håller på att bli, eller att livet har varit så fullt av krav att utveckling känns som en lyx. Den kan också spegla ett bakslag som har skakat ditt självförtroende. Utveckling behöver inte vara dramatisk, och små, upprepade steg räknas.',
        nextSteps: [
          'Skriv ner en sak du har lärt dig eller hanterat bra den senaste månaden, hur liten som helst, som en påminnelse om att du fortfarande växer.',
          'Välj en pytteliten vana, som fem minuters läsning eller ett nytt ord på ett språk, och koppla den till något du redan gör varje dag.',
          'Tänk tillbaka på en tid när du kände att du växte, och skriv ner vad som gjorde det möjligt.',
        ],
        coachingQuestion:
          'Vilket litet steg skulle visa dig, om en månad, att du har kommit i rörelse igen?',
      },
    },
  },

  spirituality: {
    about:
      'Andlighet betyder här din relation till mening, syfte och det du upplever som större än dig själv, oavsett om det sker genom religion, natur, konst, värderingar, eftertanke eller gemenskap. Det är djupt personligt, och det finns inget rätt sätt att sätta poäng på det.',
    research: {
      finding:
        'Forskning med Meaning in Life Questionnaire skiljer mellan att uppleva mening och att söka efter mening. Känslan av att livet har mening hänger genomgående ihop med större välbefinnande, och sökandet visade sig vara en separat upplevelse: man kan ha funnit en viss mening och ändå leta efter mer.',
      sources: ['Steger et al. (2006)'],
      evidence: 'studier för att utveckla ett frågeformulär, med flera urval av studenter',
    },
    bands: {
      high: {
        reflect:
          'En hög poäng tyder på att du har en klar känsla för vad som ger ditt liv mening, och vanor eller övertygelser som ger dig fäste. Det kanske visar sig som lugn i svåra tider eller som en känd förbindelse med något större. Den förankringen kan också vara en källa till styrka för människorna omkring dig.',
        nextSteps: [
          'Avsätt tio lugna minuter den här veckan för att fundera på vad som har känts mest meningsfullt på sistone, och varför.',
          'Dela en vana, en text, en plats eller ett musikstycke som ger dig fäste med någon som kan uppskatta det.',
          'Leta efter ett ögonblick av vördnad den här veckan, som en vid himmel, ett musikstycke eller en modig handling, och stanna kvar i det lite längre än vanligt.',
        ],
        coachingQuestion:
          'Hur påverkar din känsla för det som betyder något de val du gör en helt vanlig dag?',
      },
      mid: {
        reflect:
          'En medelpoäng betyder ofta att meningen finns där men är tunn eller kommer och går: du kanske känner dig förbunden i vissa stunder och tappar tråden i vardagens stress. Kanske passar äldre övertygelser inte riktigt längre medan nya fortfarande tar form. Det mellanläget är vanligt, och det kan vara fruktbart.',
        nextSteps: [
          'Skriv ner tre värderingar du helst vill leva efter, och för var och en ett tillfälle den här veckan att handla efter den.',
          'Prova fem minuters stillhet varje morgon, vare sig det är bön, meditation, långsam andning eller att bara sitta utan telefonen.',
          'Tillbringa tid på en plats som får dig att känna dig liten på ett bra sätt, som en bergstopp, havet, en gammal byggnad eller under en vid himmel.',
        ],
        coachingQuestion:
          'När känner du dig mest förbunden med något större än dig själv, och hur skulle du kunna ge mer plats åt det?',
      },
      low: {
        reflect:
          'En låg poäng kan betyda att du känner dig avskuren från mening eller syfte, att livet har blivit en rad uppgifter, eller att övertygelser som en gång bar dig inte längre gör det. Ibland följer det på en förlust, utmattning eller en besvikelse. Det här hör till mänsklighetens äldsta frågor, och att inte ha svar just nu är en del av att vara människa.',
        nextSteps: [
          'Gör en kort lista över stunder i ditt liv som kändes meningsfulla, om så bara för en kort stund, och leta efter vad de har gemensamt.',
          'Tillbringa 20 minuter den här veckan på en lugn plats, helst utomhus och utan telefonen, och lägg bara märke till vad du lägger märke till.',
          'Prata om frågorna du bär på med någon vars syn på mening du respekterar, som en vän, en äldre person, en präst eller annan andlig ledare, eller en samtalsterapeut.',
        ],
        coachingQuestion:
          'Om ditt liv vägleddes av en enda sak som verkligen betyder något för dig, vad skulle det vara, och vad skulle förändras?',
      },
    },
  },
};
