import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Impulse der Ergebnisseite für die 12 Standardbereiche (Quellenangaben wie im Englischen).
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'In diesem Bereich geht es um die Arbeit, die du machst, bezahlt oder unbezahlt, und wie gut sie zu dir passt: ob sie deine Stärken nutzt, dir Mitsprache lässt und die Stunden wert ist, die sie kostet. Dazu gehört auch die Richtung, also das Gefühl, dass dein Arbeitsleben dorthin führt, wo du hinwillst.',
    research: {
      finding:
        'Die Selbstbestimmungstheorie geht davon aus, dass Menschen aufblühen, wenn drei Grundbedürfnisse erfüllt sind: Autonomie (eine gewisse Wahl, was du tust und wie), Kompetenz (sich fähig fühlen und besser werden) und soziale Eingebundenheit (sich mit den Menschen um einen herum verbunden fühlen). Studien am Arbeitsplatz und anderswo bringen die Erfüllung dieser Bedürfnisse mit stärkerer Motivation und größerem Wohlbefinden in Verbindung.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'theoretischer Überblick auf Grundlage jahrzehntelanger Labor- und Feldstudien',
    },
    bands: {
      high: {
        reflect:
          'Ein so hoher Wert kann bedeuten, dass deine Arbeit dir gerade eine gute Mischung aus Herausforderung, Gestaltungsspielraum und Menschen bietet, mit denen du gern zusammenarbeitest. Oft zeigt er, dass das, was du tagsüber tust, ziemlich gut zu dem passt, was dir wichtig ist. Jetzt ist auch ein guter Moment, um zu bemerken, was es gelingen lässt, damit du es schützen kannst, wenn sich etwas verändert.',
        nextSteps: [
          'Schreib die zwei oder drei Teile deiner Arbeit auf, die dir am meisten Energie geben, und notiere zu jedem eine Möglichkeit, ihm im nächsten Monat einen festen Platz im Kalender zu geben.',
          'Sag einer Kollegin, einem Kollegen oder deiner Führungskraft konkret, was für dich gut funktioniert; wer es benennt, kann es leichter schützen.',
          'Biete diese Woche eine Stunde an, um jemandem am Anfang seiner Laufbahn bei etwas zu helfen, das du gut kannst.',
        ],
        coachingQuestion:
          'Was soll in fünf Jahren über deine Arbeit wahr sein, das heute nur teilweise stimmt?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass die Arbeit an den meisten Tagen in Ordnung ist, aber nicht ganz da, wo du sie haben möchtest: Vielleicht sind die Aufgaben gut machbar, fordern dich aber nicht mehr, oder der Job bezahlt die Rechnungen, ohne sich nach deinem anzufühlen. Vielleicht merkst du, dass ein Teil dich mehr auslaugt als der Rest. Das ist eine nützliche Information, denn kleine Änderungen daran, wie du deine Arbeit machst, können verändern, wie sie sich anfühlt.',
        nextSteps: [
          'Markiere an drei Arbeitstagen jede Aufgabe als belebend, neutral oder auslaugend und schau dir am Ende der Woche das Muster an.',
          'Nimm dir eine auslaugende Aufgabe vor und probiere eine Veränderung im Sinne von Job Crafting aus: Erledige sie anders, erledige sie mit jemandem zusammen, oder erinnere dich daran, wem sie letztlich hilft.',
          'Plane 30 Minuten ein, um jemanden, dessen Arbeit du bewunderst, zu fragen, wie er oder sie die eigene Rolle mit der Zeit gestaltet hat.',
        ],
        coachingQuestion:
          'Wenn du einen Teil deiner jetzigen Rolle neu gestalten könntest, ohne den Job zu wechseln, was würdest du zuerst ändern, und warum ist dir das wichtig?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann auf eine Arbeit hindeuten, die dich erschöpft, unsicher ist oder weit von dem entfernt, was dir wichtig ist. Er kann auch bedeuten, dass du gerade zwischen zwei Jobs stehst, studierst oder dich um andere kümmerst und dir eine Richtung fehlt. Oft geht er mit einer Müdigkeit einher, die in den Rest des Lebens hineinreicht. Was auch immer dahintersteckt: Ein niedriger Wert ist ein Signal, das du ernst nehmen darfst, kein Urteil über dich.',
        nextSteps: [
          'Schreib einen Satz darüber, was dich an der Arbeit gerade am meisten auslaugt, und einen darüber, was dir fehlen würde, wenn es sie nicht mehr gäbe; der Unterschied zeigt oft, was sich ändern sollte.',
          'Wähle eine kleine Grenze, die du diese Woche einhalten kannst, etwa an zwei Tagen einen festen Feierabend oder keine Arbeitsnachrichten mehr nach einer bestimmten Uhrzeit.',
          'Bitte eine Person, zum Beispiel eine frühere Kollegin, einen Mentor oder eine Berufsberatung, um ein 20-minütiges Gespräch über deine Möglichkeiten.',
        ],
        coachingQuestion:
          'Was an deinem Arbeitsleben bist du nicht länger bereit hinzunehmen, und was wäre ein erster kleiner Schritt weg davon?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Beim finanziellen Wohlbefinden geht es weniger darum, wie viel du verdienst, als darum, wie du dich mit Geld fühlst: ob du den heutigen Bedarf decken, eine unerwartete Rechnung auffangen und Entscheidungen treffen kannst, die dir wichtig sind. Dazu gehören die Gewohnheiten, Pläne und Gespräche, die dieses Gefühl prägen.',
    research: {
      finding:
        'Ein Überblick über die Glücksforschung legt nahe, dass es nicht nur darauf ankommt, wie viel Geld Menschen haben, sondern auch, wie sie es ausgeben. Geld für Erlebnisse statt für Dinge auszugeben, für andere Menschen auszugeben und viele kleine Freuden wenigen großen vorzuziehen, bringt meist eine dauerhaftere Zufriedenheit als die meisten materiellen Anschaffungen.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'Übersichtsartikel, der viele Studien zusammenfasst',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert deutet darauf hin, dass du deine Finanzen weitgehend im Griff hast: Die Rechnungen sind bezahlt, wahrscheinlich gibt es einen Puffer, und du kannst für Dinge Geld ausgeben, die dir wichtig sind, ohne dir große Sorgen zu machen. Vielleicht hast du auch ein entspanntes Verhältnis zu Geld, was nicht dasselbe ist wie reich zu sein. Jetzt ist ein guter Zeitpunkt zu prüfen, ob dein Geld für das arbeitet, was dir am meisten bedeutet.',
        nextSteps: [
          'Sieh dir deine Ausgaben vom letzten Monat an und kreise die drei Käufe ein, die dir die nachhaltigste Freude gebracht haben; achte darauf, ob es Erlebnisse, Zeit oder Dinge waren.',
          'Such dir eine langfristige Aufgabe aus, die du gern aufschiebst, etwa deine Altersvorsorge zu prüfen, ein Testament zu schreiben oder deine Versicherungen durchzusehen, und reserviere dir einen Termin dafür.',
          'Plane diese Woche eine kleine großzügige Geste, etwa einen Freund einzuladen oder für einen Zweck zu spenden, der dir am Herzen liegt.',
        ],
        coachingQuestion:
          'Was soll dein Geld, über die Sicherheit hinaus, in den nächsten Jahren in deinem Leben möglich machen?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass du zurechtkommst, dich aber nicht ganz sicher fühlst: Vielleicht bleibt am Monatsende wenig übrig, im Hintergrund gibt es Schulden, oder du hast das Gefühl, du müsstest besser organisiert sein. Im Alltag geht es dir vielleicht gut, doch die Zukunft macht dich unruhig. Etwas mehr Klarheit lindert diese Unruhe oft stärker, als man denkt.',
        nextSteps: [
          'Schreib deine monatlichen Fixkosten und dein Nettoeinkommen auf eine Seite, damit du deinen echten Spielraum kennst.',
          'Richte für den Zahltag einen Dauerauftrag ein, so klein er auch sein mag, auf ein separates Sparkonto.',
          'Kündige oder pausiere ein Abo oder eine regelmäßige Ausgabe, die dir nichts mehr bringt.',
        ],
        coachingQuestion:
          'Wie würde „genug“ für dich aussehen, in Zahlen und in dem, wie sich deine Tage anfühlen würden?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann auf echten Druck hindeuten: Rechnungen, die schwer zu bezahlen sind, Schulden, die weiter wachsen, ein unsicheres Einkommen oder Angst davor, die Banking-App zu öffnen. Geldsorgen greifen oft auf Schlaf, Beziehungen und Gesundheit über; es ist also verständlich, wenn sich dieser Bereich schwer anfühlt. Du bist damit nicht allein, und oft gibt es kostenlose Hilfe.',
        nextSteps: [
          'Liste alle Rechnungen und Schulden mit Betrag und Fälligkeit auf einem Blatt auf; das ganze Bild zu sehen ist meist weniger beängstigend als zu raten.',
          'Wende dich an eine kostenlose, unabhängige Schuldner- oder Budgetberatung in deinem Land und frag, welche Unterstützung sie anbietet.',
          'Nimm dir die dringendste Zahlung vor und melde dich vor der Fälligkeit bei dem Unternehmen, um nach Zahlungsmöglichkeiten zu fragen.',
        ],
        coachingQuestion:
          'Welches Gespräch über Geld schiebst du schon länger vor dir her, und was könnte sich ändern, wenn du es diesen Monat führst?',
      },
    },
  },

  'physical-health': {
    about:
      'Körperliche Gesundheit umfasst, wie sich dein Körper im Alltag anfühlt und wie er funktioniert: Energie, Schlaf, Bewegung, Essen und wie du mit einer Krankheit oder Schmerzen lebst. Sie wird von Gewohnheiten, Lebensumständen und Genen geprägt; dein Wert zeigt also, wie zufrieden du bist, nicht wie diszipliniert.',
    research: {
      finding:
        'Eine gepoolte Analyse von 15 Kohortenstudien mit rund 47.000 Erwachsenen ergab, dass mehr tägliche Schritte mit einem geringeren Sterberisiko im Beobachtungszeitraum verbunden waren. Der Nutzen flachte bei Erwachsenen ab 60 Jahren bei etwa 6.000 bis 8.000 Schritten pro Tag ab, bei Jüngeren bei 8.000 bis 10.000. 10.000 ist also keine magische Zahl, und bei Menschen, die wenig gingen, war schon eine moderate Steigerung mit einem geringeren Risiko verbunden.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'Metaanalyse von 15 Kohortenstudien (Beobachtungsstudien)',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert kann bedeuten, dass sich dein Körper meist wie ein Verbündeter anfühlt: Du schläfst recht gut, bewegst dich regelmäßig und hast Energie für das, was dir wichtig ist. Oft stecken Routinen dahinter, die selbstverständlich geworden sind. Die wichtigste Aufgabe ist jetzt vielleicht, diese Routinen auch in vollen Zeiten stabil zu halten.',
        nextSteps: [
          'Schreib die zwei Gewohnheiten auf, die dich am meisten gesund halten, und leg fest, wie die Minimalversion jeder davon in einer chaotischen Woche aussähe.',
          'Ergänze eine Art von Bewegung, die bei dir zu kurz kommt, etwa Kraft, Gleichgewicht oder Dehnen, an zwei Tagen dieser Woche für je zehn Minuten.',
          'Vereinbare den Check-up, die Vorsorgeuntersuchung oder den Zahnarzttermin, den du schon länger machen wolltest.',
        ],
        coachingQuestion:
          'Was soll dein Körper dir mit 75 noch ermöglichen, und was in deinem heutigen Alltag arbeitet schon darauf hin?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass manches gut läuft und anderes nachgelassen hat: Vielleicht bewegst du dich, schläfst aber schlecht, oder du isst gut, kommst aber selten nach draußen. Insgesamt geht es dir vielleicht gut, und doch bemerkst du Energietiefs, Verspannungen oder Stress, der sich im Körper zeigt. Kleine, konkrete Veränderungen halten hier meist besser als große Umstellungen.',
        nextSteps: [
          'Notiere fünf Tage lang ganz einfach: Schlafenszeit, Aufstehzeit und jeden Nachmittag deine Energie von 1 bis 10.',
          'Verknüpfe einen zehnminütigen Spaziergang mit etwas, das du ohnehin jeden Tag tust, zum Beispiel nach dem Mittagessen oder nach dem Bringen der Kinder zur Schule.',
          'Plane diese Woche eine Mahlzeit im Voraus, mit Gemüse und Eiweiß, statt auf das zu setzen, was am schnellsten geht.',
        ],
        coachingQuestion:
          'Welche eine Veränderung würde am meisten daran verbessern, wie du dich an einem ganz normalen Dienstag fühlst, und was hat es bisher schwer gemacht, damit anzufangen?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann auf Schmerzen, Krankheit, Erschöpfung hindeuten oder einfach darauf, dass du nach einer harten Zeit den Kontakt zu deinem Körper verloren hast. Das macht oft auch alles andere im Rad schwerer. Sei bitte nachsichtig mit dir, und wenn hinter dem Wert Beschwerden, Schmerzen oder Veränderungen stehen, die dich beunruhigen, ist ein Gespräch mit einer Ärztin, einem Arzt oder einer anderen Fachperson ein vernünftiger erster Schritt.',
        nextSteps: [
          'Wenn dich etwas beschäftigt, vereinbare diese Woche einen Termin in einer Arztpraxis und schreib deine Fragen vorher auf.',
          'Wähle den sanftesten möglichen Anfang: fünf Minuten spazieren gehen, ein paar Dehnübungen oder an drei Abenden 20 Minuten früher ins Bett.',
          'Bitte eine Person um Hilfe bei einer bestimmten Sache, etwa dich auf einen Spaziergang zu begleiten oder gemeinsam zu kochen.',
        ],
        coachingQuestion:
          'Woran würdest du in einer Woche realistisch merken, dass du wieder angefangen hast, gut für deinen Körper zu sorgen?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Beim emotionalen Wohlbefinden geht es darum, wie du dich meistens fühlst und wie du mit den Gefühlen umgehst, die kommen: Stress, Traurigkeit, Wut, Sorgen und Freude. Es geht nicht darum, sich immer gut zu fühlen, sondern darum, Raum für die ganze Bandbreite an Gefühlen zu haben und Wege, sich von den schweren zu erholen.',
    research: {
      finding:
        'In einem Laborexperiment empfanden Menschen, die einen verstörenden Film mit distanzierter, analytischer Haltung ansehen sollten, weniger Ekel als jene, die ihn einfach nur ansahen. Wer dagegen seine Gefühle verbergen sollte, zeigte äußerlich weniger Emotion, aber eine stärkere körperliche Erregung. Die Art zu verändern, wie man über eine Situation denkt, die sogenannte Neubewertung, ist seitdem eine der am besten untersuchten Strategien im Umgang mit Gefühlen.',
      sources: ['Gross (1998)'],
      evidence: 'Laborexperiment, später durch viele Studien gestützt',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert deutet darauf hin, dass du dich oft im Gleichgewicht fühlst: Du nimmst deine Gefühle wahr, kannst sie benennen und findest nach einem schwierigen Tag meist wieder zu dir. Vielleicht hast du auch Menschen oder Gewohnheiten, die dir helfen, Erlebtes zu verarbeiten. Zu wissen, was dich jetzt trägt, ist wertvoll für die schwereren Zeiten, die jeder einmal erlebt.',
        nextSteps: [
          'Schreib die drei Dinge auf, die dir nach einem harten Tag am verlässlichsten helfen, dich zu erholen, und leg die Liste an einen Ort, an dem du sie siehst.',
          'Notiere an fünf Abenden eine Sache, die an dem Tag gut gelaufen ist, und warum sie gut gelaufen ist.',
          'Frag einen nahestehenden Menschen, wie es ihm wirklich geht, und hör zu, ohne etwas lösen zu wollen.',
        ],
        coachingQuestion:
          'Was haben dich die schweren Zeiten, die du überstanden hast, über dich selbst gelehrt, und wie möchtest du das nutzen?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass du zurechtkommst, aber mit Mühe: Stress hält vielleicht lange an, Sorgen kreisen nachts im Kopf, oder du hältst Dinge zurück, statt sie zu verarbeiten. Vielleicht hast du gute Tage und flache Tage, ohne genau zu wissen, warum. Die Muster zu bemerken ist oft der erste Schritt, sie zu verändern.',
        nextSteps: [
          'Halte diese Woche dreimal am Tag kurz inne und benenne in ein, zwei Worten, was du gerade fühlst; Gefühle in Worte zu fassen nimmt ihnen oft etwas von ihrer Schärfe.',
          'Wenn dich etwas aufregt, schreib eine andere Sichtweise darauf auf, nicht um das Gefühl zu leugnen, sondern um den Blick zu weiten.',
          'Nimm dir an zwei Tagen 15 Minuten, um frei über etwas zu schreiben, das dich belastet.',
        ],
        coachingQuestion:
          'Welches Gefühl trägst du in letzter Zeit mit dir herum, das kaum Raum bekommen hat, und was braucht es von dir?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann bedeuten, dass du dich schon eine Weile traurig, ängstlich, leer oder überfordert fühlst und dass dich alltägliche Dinge mehr Kraft kosten als früher. Das ist schwer, und es ist kein persönliches Versagen. Wenn Niedergeschlagenheit oder Angst schon zwei Wochen oder länger anhalten oder deinen Alltag erschweren, sprich bitte mit einer Ärztin, einem Arzt, einer Psychotherapeutin oder einer anderen Fachperson für seelische Gesundheit. Wenn du dich jemals in Gefahr fühlst oder daran denkst, dir etwas anzutun, wende dich sofort an den Notruf oder eine Krisen-Hotline.',
        nextSteps: [
          'Erzähl einem Menschen, dem du vertraust, wie es dir wirklich geht, auch wenn es nur ein oder zwei Sätze sind.',
          'Vereinbare einen Termin bei einer Ärztin, einem Arzt oder einer Beratungsstelle, oder such dir ein Krisen- oder Sorgentelefon in deinem Land heraus und speichere die Nummer in deinem Handy.',
          'Wähle eine ganz kleine Sache, die meistens ein bisschen hilft, etwa einen kurzen Spaziergang, eine Dusche oder ein Telefonat, und mach sie einmal am Tag.',
        ],
        coachingQuestion:
          'Wen könntest du gerade ein bisschen näher an dich heranlassen, und was sollte diese Person wissen?',
      },
    },
  },

  family: {
    about:
      'Dieser Bereich umfasst deine Beziehungen zu den Menschen, die für dich Familie sind, ob durch Geburt, Heirat, Adoption oder eigene Wahl: Eltern, Kinder, Geschwister und der weitere Kreis. Dazu gehören Nähe, Unterstützung, gemeinsame Zeit und wie mit Konflikten und Verpflichtungen umgegangen wird.',
    research: {
      finding:
        'Die Harvard Study of Adult Development begleitet ihre Teilnehmenden, später auch deren Familien, seit 1938. Ihre Leiter berichten, dass Menschen mit wärmeren engen Beziehungen, darunter familiären, im Alter tendenziell gesünder und glücklicher blieben.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'sehr lange laufende Kohortenstudie, begonnen 1938',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert kann bedeuten, dass sich deine familiären Beziehungen warm und verlässlich anfühlen: Du kannst du selbst sein, um Hilfe bitten und Meinungsverschiedenheiten ohne bleibenden Schaden durchstehen. Oft stecken dahinter jahrelange kleine Bemühungen von vielen Seiten. Auch gute Familienbande brauchen Pflege, besonders in Umbruchzeiten wie Umzügen, der Geburt eines Kindes, Krankheit oder dem Älterwerden der Eltern.',
        nextSteps: [
          'Sag einem Familienmitglied konkret, was es dir in letzter Zeit bedeutet hat, persönlich, per Nachricht oder in einem kurzen Brief.',
          'Beginne oder belebe ein kleines Ritual, etwa ein wöchentliches Telefonat, ein gemeinsames Essen oder einen Familien-Fotochat.',
          'Bitte eine ältere Verwandte oder einen älteren Verwandten um eine Geschichte aus ihrem oder seinem Leben, die du noch nie gehört hast, und schreib sie auf.',
        ],
        coachingQuestion:
          'Was soll deine Familie vor allem davon in Erinnerung behalten, wie du für sie da warst?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass es im Familienleben gute Momente gibt, aber auch Distanz, Reibung oder ein Ungleichgewicht: Vielleicht dreht sich der Kontakt meist um Organisatorisches, eine Beziehung ist angespannt, oder du trägst mehr als die anderen. Du kannst deine Familie lieben und die Zeit mit ihr trotzdem anstrengend finden. Beides kann stimmen, und zu benennen, was anders sein soll, ist ein guter Anfang.',
        nextSteps: [
          'Wähle die familiäre Beziehung, die du am liebsten verbessern würdest, und schreib eine Sache auf, die du an diesem Menschen schätzt.',
          'Plane diese Woche eine halbe Stunde mit einem Familienmitglied, bei der es nicht um Haushalt, Termine oder Probleme geht.',
          'Wenn du einen unfairen Anteil der Familienaufgaben trägst, liste sie auf und such dir eine aus, die jemand anderes übernehmen soll.',
        ],
        coachingQuestion:
          'Welche Familienbeziehung würde den größten Unterschied in deinem Leben machen, wenn sie ein wenig leichter würde, und was ist dein Anteil daran?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann auf Konflikte, Entfremdung, Verlust, Einsamkeit innerhalb der Familie oder die Last hindeuten, sich um jemanden zu kümmern. Familienschmerz geht oft tief, weil diese Beziehungen mit dem verwoben sind, wer wir sind. Du darfst selbst entscheiden, wie viel Nähe für dich gesund ist, und manchmal heißt das, dir anderswo einen familienähnlichen Rückhalt aufzubauen.',
        nextSteps: [
          'Schreib auf, was du gerade am meisten von deiner Familie brauchst, etwa Verständnis, praktische Hilfe, Abstand oder Frieden, ohne es zu bewerten.',
          'Wenn der Kontakt angespannt ist, leg eine Grenze fest, die dich schützt, etwa eine zeitliche Begrenzung für Besuche oder ein Thema, über das du nicht sprichst.',
          'Melde dich diese Woche bei einem Menschen, verwandt oder nicht, der sich für dich wie Familie anfühlt.',
        ],
        coachingQuestion:
          'Welche Art von familiärer Verbundenheit wünschst du dir in deinem Leben, und wer, verwandt oder nicht, könnte dazugehören?',
      },
    },
  },

  friends: {
    about:
      'In diesem Bereich geht es um deine Freundschaften: Menschen zu haben, mit denen du gern Zeit verbringst, denen du vertraust und auf die du zählen kannst, und die Zeit und Energie, die du in diese Verbindungen steckst. Er umfasst enge Freundinnen und Freunde ebenso wie den weiteren Kreis vertrauter Gesichter, durch den sich das Leben weniger einsam anfühlt.',
    research: {
      finding:
        'Eine Metaanalyse von 148 Studien mit insgesamt mehr als 300.000 Menschen ergab, dass Menschen mit stärkeren sozialen Beziehungen über die Studienzeiträume eine um etwa 50 Prozent höhere Überlebenswahrscheinlichkeit hatten. Die Stärke dieses Zusammenhangs war mit bekannten Risikofaktoren wie dem Rauchen vergleichbar, auch wenn Beobachtungsstudien wie diese keine Ursache-Wirkungs-Beziehung beweisen können.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'Metaanalyse von 148 Studien',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert deutet darauf hin, dass du Freundinnen und Freunde hast, die du magst und auf die du dich verlassen kannst, und dass du dir Zeit für sie nimmst. Vielleicht bist du auch gut in der stillen Arbeit der Freundschaft: dich erinnern, einladen, da sein. Freundschaften verändern sich mit den Lebensphasen; deshalb lohnt es sich, sie zu pflegen, statt sie für selbstverständlich zu halten.',
        nextSteps: [
          'Schick einer Freundin oder einem Freund eine kurze Nachricht mit einer konkreten Sache, die du an ihr oder ihm schätzt.',
          'Trag dir einen regelmäßigen Termin mit einem engen Freund oder einer engen Freundin in den Kalender ein, etwa einen monatlichen Spaziergang oder ein Telefonat.',
          'Lade jemanden vom Rand deines Freundeskreises zu etwas ein, das du sowieso machst.',
        ],
        coachingQuestion:
          'Welche Freundschaften möchtest du in zwanzig Jahren noch haben, und was wird sie lebendig halten?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass du Freunde hast, sie aber seltener siehst, als du möchtest, oder dass die Freundschaften im vollen Alltag dünner geworden sind. Vielleicht bist meistens du diejenige oder derjenige, die oder der sich meldet, oder dir fehlt jemand, mit dem du wirklich reden kannst. Vielen geht es so, besonders nach einem Umzug, einem neuen Job oder wenn Kinder kommen.',
        nextSteps: [
          'Schreib einer Freundin oder einem Freund, von der oder dem du länger nichts gehört hast, einfach um zu sagen, dass du an sie oder ihn gedacht hast; so etwas freut Menschen meist mehr, als wir erwarten.',
          'Mach aus einer regelmäßigen Tätigkeit, etwa einem Kurs, der Hunderunde oder einer Kaffeepause, etwas, das du mit einer Freundin oder einem Freund teilst.',
          'Greif im nächsten Gespräch mit einer Freundin oder einem Freund etwas auf, das sie oder er dir beim letzten Mal erzählt hat, und frag nach.',
        ],
        coachingQuestion:
          'Was für eine Freundin oder ein Freund möchtest du in dieser Lebensphase sein, und wie sähe das diesen Monat aus?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann bedeuten, dass du dich einsam fühlst, dich von alten Freunden entfernt hast oder an einem neuen Ort noch keinen Kreis hast. Das kann wehtun, und es ist häufiger, als viele zugeben. Freundschaft wächst meist durch wiederholte gemeinsame Zeit; kleiner, regelmäßiger Kontakt zählt daher oft mehr, als die eine perfekte Verbindung zu finden.',
        nextSteps: [
          'Wähle eine regelmäßige Gruppenaktivität, etwa einen Kurs, einen Verein, eine Ehrenamtsschicht oder ein Team, und geh mindestens zweimal hin, denn Vertrautheit wächst durch Wiederholung.',
          'Schick einer alten Freundin, einem alten Freund oder einer netten Bekanntschaft eine Nachricht mit einem konkreten Vorschlag, wann ihr euch treffen oder sprechen könnt.',
          'Sag zu einer Einladung Ja, die du normalerweise ablehnen würdest, und bleib mindestens eine halbe Stunde.',
        ],
        coachingQuestion:
          'Wo in deiner Woche könntest du dieselben Menschen regelmäßig genug sehen, damit eine Freundschaft eine Chance hat zu wachsen?',
      },
    },
  },

  'relationships-love': {
    about:
      'Dieser Bereich umfasst romantische Liebe und Intimität: eine bestehende Partnerschaft oder, wenn du Single bist, wie du zu Dating, Liebe und dem Alleinsein stehst. Dazu gehören Zuneigung, Vertrauen, Kommunikation, körperliche Nähe und das Gefühl, wirklich erkannt zu werden.',
    research: {
      finding:
        'Wie Partner auf die guten Nachrichten des anderen reagieren, macht einen Unterschied. In einer Reihe von Studien beschrieben Menschen, deren Partner meist mit echter, zugewandter Begeisterung reagierten (aktiv-konstruktives Reagieren genannt), ihre Beziehungen als erfüllender und vertrauensvoller als jene, deren Partner passiv oder abwertend reagierten.',
      sources: ['Gable et al. (2004)'],
      evidence: 'Reihe von Studien, darunter Tagebuchstudien',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert kann bedeuten, dass sich dein Liebesleben nah, sicher und lebendig anfühlt, ob in einer Partnerschaft, die dich nährt, oder in einem Single-Leben, mit dem du wirklich zufrieden bist. Oft stecken Vertrauen und gute alltägliche Gewohnheiten der Aufmerksamkeit dahinter. Beziehungen verändern sich mit der Zeit; es kann helfen, weiter zu investieren, auch wenn es gut läuft.',
        nextSteps: [
          'Wenn diese Woche ein geliebter Mensch eine gute Nachricht mit dir teilt, reagiere mit echter Neugier: Stell Fragen und lass ihn den Moment noch einmal erleben.',
          'Plant etwas Neues, das ihr beide noch nie gemacht habt, oder etwas Neues nur für dich, wenn du Single bist.',
          'Sag deinem Partner, deiner Partnerin oder einem geliebten Menschen, was er oder sie kürzlich Konkretes getan hat, durch das du dich umsorgt gefühlt hast.',
        ],
        coachingQuestion:
          'Was braucht die Liebe in dieser Lebensphase von dir, das sie vor ein paar Jahren noch nicht gebraucht hat?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass alles in Ordnung ist, aber nicht so nah, wie du es dir wünschst: Vielleicht seid ihr als Paar zu vielbeschäftigten Alltagsmanagern geworden, oder du bist als Single unsicher, was Dating angeht oder was du eigentlich willst. Vielleicht vermisst du das Gefühl, gesehen, begehrt oder tief verstanden zu werden. Solche Gefühle sind verbreitet und sprechen meist gut auf Aufmerksamkeit an.',
        nextSteps: [
          'Leg 20 Minuten lang das Handy weg, wenn du mit deinem Partner oder deiner Partnerin zusammen bist, und stell eine Frage, deren Antwort du noch nicht kennst.',
          'Achte diese Woche auf kleine Einladungen zur Verbindung, etwa eine Bemerkung, eine Berührung oder einen gemeinsamen Witz, und wende dich ihnen zu, statt sie zu übergehen.',
          'Wenn du Single bist, schreib drei Dinge auf, die du in einer Beziehung fühlen möchtest, nicht nur Eigenschaften, die du dir bei einem Menschen wünschst.',
        ],
        coachingQuestion:
          'Was würde dir helfen, dich in der Liebe verbundener zu fühlen, und welcher Teil davon liegt diese Woche in deiner Hand?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann auf eine Beziehung mit häufigen Konflikten oder Distanz hindeuten, auf eine kürzliche Trennung oder einen Verlust, oder, wenn du Single bist, auf Einsamkeit und Sehnsucht. Das kann auf Schlaf, Stimmung und Selbstwert drücken. Deine Gefühle sind nachvollziehbar, und wenn eine Beziehung dir jemals Angst macht oder du dich nicht sicher fühlst, wende dich bitte an ein Hilfetelefon gegen häusliche Gewalt oder an einen Menschen, dem du vertraust.',
        nextSteps: [
          'Schreib nur für dich auf, was du am meisten vermisst und was du nicht mehr willst, ohne schon etwas zu entscheiden.',
          'Wenn du in einer Beziehung bist, such dir einen ruhigen Moment, um ein Bedürfnis anzusprechen, und beginne damit, wie du dich fühlst, statt damit, was dein Gegenüber falsch macht.',
          'Überleg, einen Termin bei einer Paar- oder Einzeltherapie zu vereinbaren, auch nur, um klarer zu sehen, wo du stehst.',
        ],
        coachingQuestion:
          'Wie müsste eine liebevolle Beziehung, auch die zu dir selbst, aussehen, damit du dich sicher und wertgeschätzt fühlst?',
      },
    },
  },

  'community-giving': {
    about:
      'In diesem Bereich geht es um deinen Platz in der größeren Welt: die Nachbarschaft, die Gruppen und Anliegen, zu denen du gehörst, und wie du etwas beiträgst, mit Zeit, Geld, Fähigkeiten oder einfacher Freundlichkeit. Er spiegelt, ob du dich als Teil von etwas fühlst, das größer ist als dein eigener Kreis.',
    research: {
      finding:
        'Eine systematische Übersichtsarbeit ergab, dass Menschen, die sich ehrenamtlich engagierten, in Langzeit-Kohortenstudien weniger Depression, eine höhere Lebenszufriedenheit und größeres Wohlbefinden angaben und im Beobachtungszeitraum ein geringeres Sterberisiko hatten. Randomisierte Studien bestätigten diese Vorteile nicht durchgehend: Ehrenamt kann also helfen, aber gesündere und glücklichere Menschen engagieren sich womöglich auch eher.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'systematische Übersichtsarbeit und Metaanalyse von 40 Arbeiten (randomisierte Studien und Kohortenstudien)',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert deutet darauf hin, dass du dich mit einer Gemeinschaft verbunden fühlst und auf eine Weise beiträgst, die dir sinnvoll erscheint. Vielleicht kennen dich deine Nachbarn, oder du setzt dich Jahr für Jahr für eine Sache ein. Es lohnt sich zu prüfen, ob das Geben dir weiterhin Kraft gibt, statt dich still und leise zu zermürben.',
        nextSteps: [
          'Schreib den einen Beitrag auf, der sich für dich am sinnvollsten anfühlt, und warum, damit du ihn schützen kannst, wenn das Leben voller wird.',
          'Lade jemand Neues ein, dich zu einer Gruppe, einer Veranstaltung oder einem Anliegen zu begleiten, bei dem du dabei bist.',
          'Bedank dich bei einem Menschen, der deine Gemeinschaft am Laufen hält, etwa einer Organisatorin, einem Ehrenamtlichen oder einer Nachbarin, die auf andere achtet.',
        ],
        coachingQuestion:
          'Inwiefern soll deine Gemeinschaft anders sein, weil du ein Teil von ihr warst?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass dir deine Gemeinschaft wichtig ist, du dich aber weniger einbringst, als du möchtest; vielleicht ist die Zeit knapp, oder du hast deinen Platz noch nicht gefunden. Vielleicht gibst du ab und zu etwas, doch es fühlt sich losgelöst von dem an, was dir wichtig ist. Kleine, regelmäßige Beiträge fühlen sich oft erfüllender an als gelegentliche große Gesten.',
        nextSteps: [
          'Tu an fünf Tagen jeweils einer Nachbarin, einem Nachbarn oder einem fremden Menschen etwas Gutes und achte darauf, wie es sich anfühlt.',
          'Such dir eine lokale Gruppe oder Initiative, die mit etwas zu tun hat, das dir am Herzen liegt, und finde heraus, wie ein erster Schritt aussähe.',
          'Führ ein echtes Gespräch, nicht nur ein Nicken, mit jemandem, den du regelmäßig siehst, aber kaum kennst, etwa jemandem im Laden um die Ecke oder in der Nachbarschaft.',
        ],
        coachingQuestion:
          'Welches Anliegen oder welche Gruppe ist dir wichtig genug, um ihr eine Stunde im Monat zu schenken, und was hat dich bisher davon abgehalten?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann bedeuten, dass du dich von den Menschen und Orten um dich herum abgeschnitten fühlst oder dass etwas beizutragen unerreichbar scheint, weil dein eigenes Leben gerade viel fordert. Beides ist verständlich. Zugehörigkeit kann ganz klein anfangen: mit einem vertrauten Gesicht, einem kurzen Plausch oder einer bescheidenen Art zu helfen.',
        nextSteps: [
          'Lerne den Namen einer Nachbarin, eines Nachbarn oder eines vertrauten Gesichts in deiner Gegend und sprich die Person beim nächsten Mal damit an.',
          'Nimm dir 15 Minuten, um zu schauen, was vor Ort los ist, etwa Veranstaltungen in der Bibliothek, ein Gemeinschaftsgarten oder eine religiöse oder kulturelle Gruppe, und notiere eine Sache zum Ausprobieren.',
          'Tu etwas Hilfreiches, das weniger als zehn Minuten dauert, etwa eine freundliche Bewertung für ein Geschäft in der Nähe zu schreiben oder jemandem anzubieten, etwas zu tragen.',
        ],
        coachingQuestion:
          'Wo spürst du schon jetzt ein kleines Gefühl von Zugehörigkeit, und wie könntest du dort etwas mehr Zeit verbringen?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Freizeit und Spaß umfassen Spiel, Hobbys, Erholung und alles, was du einfach tust, weil es dir Freude macht. Hier tankst du auf, entdeckst Neues und vergisst die Zeit, und oft ist es das Erste, was wegfällt, wenn das Leben voller wird.',
    research: {
      finding:
        'Eine Metaanalyse fand einen moderaten Zusammenhang zwischen Freizeit und Wohlbefinden, wobei Längsschnitt- und Experimentalstudien nahelegen, dass Freizeitaktivitäten das Wohlbefinden steigern können und es nicht nur widerspiegeln. Wie oft Menschen Freizeitaktivitäten nachgingen und wie abwechslungsreich diese waren, zählte mehr als die insgesamt dafür aufgewendete Zeit.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'Metaanalyse von 37 Effektstärken aus Daten von mehr als 11.000 Menschen',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert deutet darauf hin, dass du Raum für Freude schaffst: Du hast Tätigkeiten, die dich ganz einnehmen, Menschen, mit denen du spielen kannst, und Zeit, die dir gehört. Vielleicht hast du gelernt, dass Spaß nicht nur eine Belohnung ist, wenn alles andere erledigt ist. Das ist eine echte Stärke, und sie stützt oft den Rest deines Rads.',
        nextSteps: [
          'Probier diese Woche eine neue Aktivität aus, die etwas außerhalb deines Gewohnten liegt, etwa eine andere Sportart, ein Handwerk oder ein Spiel.',
          'Teile ein Hobby, das du liebst, mit jemandem, indem du ihn mitnimmst oder ihm die Grundlagen zeigst.',
          'Achte darauf, bei welcher Tätigkeit du diese Woche die Zeit vergessen hast, und schreib auf, was sie so fesselnd gemacht hat.',
        ],
        coachingQuestion:
          'Für welche Art von Spiel hast du dir seit deiner Jugend keine Zeit mehr genommen, und wie wäre es, etwas davon zurückzuholen?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass du etwas Freizeit hast, sie aber vor allem der Erholung dient: Scrollen, Fernsehen oder am Ende des Tages aufs Sofa fallen. Das hat seinen Platz, erfrischt dich aber selten so, wie es etwas Aktives, Geselliges oder Fesselndes kann. Vielleicht sind deine Hobbys aus dem Kalender gerutscht, ohne dass du dich je bewusst dafür entschieden hast.',
        nextSteps: [
          'Plane diese Woche einen zweistündigen Block für etwas, das dir Freude macht, und schütze ihn wie einen Termin.',
          'Schreib zehn Dinge auf, die dir früher Freude gemacht haben, und mach eines davon, bevor das Wochenende vorbei ist.',
          'Tausche an zwei Abenden 20 Minuten Scrollen gegen etwas Handfestes, etwa Kochen, Musik, Zeichnen oder ein Puzzle.',
        ],
        coachingQuestion:
          'Wann warst du zuletzt ganz in etwas versunken, einfach aus Spaß, und was war damals anders?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann bedeuten, dass kaum Zeit oder Energie für Freude übrig ist oder dass Dinge, die du früher geliebt hast, ihren Reiz verloren haben. Das passiert oft bei hoher Arbeitslast, Pflegeaufgaben oder gedrückter Stimmung. Schon kleine Portionen Spiel können helfen, und wenn dir seit Wochen nichts mehr Freude gemacht hat, lohnt es sich, das bei einer Ärztin oder einem Arzt anzusprechen.',
        nextSteps: [
          'Wähle für jeden Tag dieser Woche ein zehnminütiges Vergnügen, etwa ein Lieblingslied, einen kurzen Spaziergang an einem schönen Ort oder ein schnelles Spiel, und genieße es, ohne nebenbei etwas anderes zu tun.',
          'Geh deinen Kalender durch und hol dir eine Stunde von einer Verpflichtung zurück, die weniger wichtig ist, als du angenommen hast.',
          'Frag eine Freundin, einen Freund oder ein Familienmitglied, ob ihr zusammen etwas Leichtes unternehmt, ohne anderen Zweck, als es zu genießen.',
        ],
        coachingQuestion:
          'Was würdest du mit einem freien Nachmittag anfangen, wenn du ihn vor niemandem rechtfertigen müsstest, auch nicht vor dir selbst?',
      },
    },
  },

  'physical-environment': {
    about:
      'In diesem Bereich geht es um die Räume, in denen du lebst und arbeitest: dein Zuhause, deinen Arbeitsplatz, deine Nachbarschaft und deinen Zugang zu Licht, Ruhe und Natur. Die Umgebung prägt Stimmung und Energie stärker, als man oft bemerkt, im Guten wie im Schlechten.',
    research: {
      finding:
        'In einer Befragung von fast 20.000 Menschen in England gaben diejenigen, die mindestens 120 Minuten pro Woche in der Natur verbrachten, häufiger eine gute Gesundheit und ein hohes Wohlbefinden an als jene, die gar keine Zeit dort verbrachten. Ob die Zeit aus einem langen oder mehreren kürzeren Aufenthalten bestand, schien keine Rolle zu spielen, wobei eine solche Befragung einen Zusammenhang zeigt und keinen Beweis für eine Ursache.',
      sources: ['White et al. (2019)'],
      evidence: 'große landesweite Befragung',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert deutet darauf hin, dass deine Umgebung dich überwiegend unterstützt: Dein Zuhause ist ein Ort zum Ausruhen, dein Arbeitsplatz funktioniert, und du kommst an Licht, frische Luft oder Grün. Vielleicht spiegeln sich darin Entscheidungen, die du über die Zeit sorgfältig getroffen hast. Ein wenig Pflege jetzt kann helfen, dass es so bleibt, während sich deine Bedürfnisse verändern.',
        nextSteps: [
          'Geh durch deine Wohnung, such den Ort, der dir am meisten Ruhe gibt, und notiere, was ihn so angenehm macht.',
          'Verbring diese Woche insgesamt mindestens zwei Stunden draußen im Grünen oder am Wasser, in welchen Portionen auch immer.',
          'Repariere oder erledige eine kleine Sache, um die du schon länger herumgehst, etwa eine kaputte Glühbirne, eine quietschende Tür oder einen Stapel im Flur.',
        ],
        coachingQuestion:
          'Wie soll dein Raum das Leben unterstützen, in das du gerade hineinwächst?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass dein Umfeld in Ordnung ist, aber nicht ganz stimmig: Vielleicht sammelt sich Kram an, ein Raum passt nicht dazu, wie du ihn nutzt, Lärm oder Licht stören dich, oder du kommst selten nach draußen. Vielleicht spürst du das eher als leisen Hintergrundstress denn als großes Problem. Kleine Veränderungen an einem Raum können überraschend schnell verändern, wie er sich anfühlt.',
        nextSteps: [
          'Wähle eine Fläche, etwa einen Tisch, eine Arbeitsplatte oder einen Schreibtisch, räum sie in 15 Minuten komplett frei und achte darauf, wie es sich danach anfühlt, sie zu benutzen.',
          'Rück deinen Lieblingsstuhl oder Schreibtisch näher ans Tageslicht, oder stell eine Pflanze oder ein Bild, das du magst, dorthin, wo du die meiste Zeit verbringst.',
          'Mach an zwei Tagen dieser Woche einen 20-minütigen Spaziergang an dem grünsten Ort in deiner Nähe.',
        ],
        coachingQuestion:
          'Wenn dein Zuhause dir am Ende jedes Tages ein bestimmtes Gefühl geben könnte, welches wäre das, und was steht ihm im Weg?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann auf ein Zuhause hindeuten, das sich beengt, laut, unsicher, chaotisch oder nicht wirklich wie deins anfühlt, oder auf eine Wohngegend oder einen Arbeitsweg, der dich auslaugt. Manches davon liegt vielleicht außerhalb deiner Kontrolle, etwa die Wohnkosten oder die Nachbarn, und das kann sich festgefahren anfühlen. Trotzdem können kleine Veränderungen, die in deiner Reichweite liegen, den täglichen Stress lindern, während du über größere nachdenkst.',
        nextSteps: [
          'Wähle eine kleine Ecke, und sei es nur ein Stuhl oder ein Nachttisch, und mach sie zu einem ruhigen, angenehmen Ort.',
          'Schreib die drei Dinge an deiner Umgebung auf, die dich am meisten stören, und markiere, auf welche du Einfluss hast.',
          'Finde einen Ort in der Nähe, außerhalb deiner Wohnung, an dem du dich wohlfühlst, etwa einen Park, eine Bibliothek oder ein Café, und verbring diese Woche Zeit dort.',
        ],
        coachingQuestion:
          'Wie sähe ein Ort aus, der dich wirklich unterstützt, und welcher Schritt dorthin liegt in deiner Hand?',
      },
    },
  },

  'personal-growth': {
    about:
      'Persönliche Entwicklung umfasst Lernen, neue Fähigkeiten, dich selbst besser zu verstehen und immer mehr der Mensch zu werden, der du sein willst. Dazu gehören Neugier, Reflexion und der Mut, Dinge auszuprobieren, die du noch nicht gut kannst.',
    research: {
      finding:
        'Carol Ryffs Modell des psychologischen Wohlbefindens sieht persönliches Wachstum, also das Gefühl, sich weiterzuentwickeln und das eigene Potenzial zu entfalten, als einen von sechs Kernbestandteilen eines guten Lebens, neben Sinn im Leben, Selbstakzeptanz, Autonomie, Umweltbewältigung und positiven Beziehungen. Ihr Fragebogen wird in der Forschung zum Wohlbefinden im Erwachsenenalter breit eingesetzt.',
      sources: ['Ryff (1989)'],
      evidence: 'theoriebildende Studie mit einer Fragebogenerhebung unter Erwachsenen',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert deutet darauf hin, dass du das Gefühl hast, zu lernen und zu wachsen und dich auf den Menschen zuzubewegen, der du sein willst. Vielleicht magst du Herausforderungen und kommst ganz gut damit klar, etwas noch nicht zu können. Dein nächster Schritt könnte sein, weiterzugeben, was du lernst, oder bewusster zu wählen, worin du wachsen willst.',
        nextSteps: [
          'Schreib das Wichtigste auf, das du im letzten Jahr gelernt hast, und wem es helfen könnte, davon zu hören.',
          'Nimm dir eine Fähigkeit vor, die du gerade entwickelst, und such dir eine Quelle für konkretes Feedback, etwa eine Lehrerin, einen Gleichgesinnten oder eine Aufnahme von dir selbst.',
          'Wähle für diese Woche eine unbequeme Herausforderung, etwa eine Frage zu stellen, die du sonst für dich behalten würdest, und zieh sie durch.',
        ],
        coachingQuestion:
          'Auf welche Version von dir wächst du gerade zu, und was würde dieser Mensch diese Woche anders machen?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass du dich in manchen Bereichen weiterentwickelst, in anderen aber etwas feststeckst: Vielleicht lernst du, wenn das Leben es verlangt, aber selten aus eigenem Antrieb, oder du fängst Dinge an und verlierst dann den Schwung. Vielleicht hast du Ideen, was du entwickeln möchtest, aber keinen klaren ersten Schritt. Wachstum kommt oft in Gang, sobald du es konkret und klein machst.',
        nextSteps: [
          'Benenne eine Fähigkeit oder Eigenschaft, die du entwickeln möchtest, und schreib einen Wenn-dann-Plan dafür: wann und wo du 15 Minuten übst.',
          'Lies, schau oder hör dir diese Woche etwas aus reiner Neugier an und notiere einen Gedanken, den du dir merken willst.',
          'Frag jemanden, der dich gut kennt, worin er oder sie deinen nächsten Entwicklungsschritt sieht.',
        ],
        coachingQuestion:
          'Worauf bist du neugierig, das zu erkunden du dir noch nicht erlaubt hast?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann bedeuten, dass du dich festgefahren fühlst oder unsicher bist, wer du gerade wirst, oder dass das Leben so voller Anforderungen war, dass Wachstum wie ein Luxus wirkt. Er kann auch auf einen Rückschlag hindeuten, der dein Selbstvertrauen erschüttert hat. Wachstum muss nicht spektakulär sein; kleine, wiederholte Schritte zählen.',
        nextSteps: [
          'Schreib eine Sache auf, die du im letzten Monat gelernt oder gut gemeistert hast, so klein sie auch sei, als Erinnerung daran, dass du weiter wächst.',
          'Wähle eine winzige Übung, etwa fünf Minuten Lesen oder ein neues Wort in einer Sprache, und verknüpfe sie mit etwas, das du ohnehin jeden Tag tust.',
          'Denk an eine Zeit zurück, in der du das Gefühl hattest zu wachsen, und schreib auf, was das möglich gemacht hat.',
        ],
        coachingQuestion:
          'Welcher kleine Schritt würde dir in einem Monat zeigen, dass du wieder in Bewegung gekommen bist?',
      },
    },
  },

  spirituality: {
    about:
      'Spiritualität meint hier deine Beziehung zu Sinn, Bestimmung und allem, was du als größer als dich selbst erlebst, ob durch Religion, Natur, Kunst, Werte, Nachdenken oder Gemeinschaft. Sie ist zutiefst persönlich, und es gibt keine richtige Art, sie zu bewerten.',
    research: {
      finding:
        'Forschung mit dem Meaning in Life Questionnaire unterscheidet zwischen dem Gefühl, einen Sinn zu haben, und der Suche danach. Das Gefühl, dass das eigene Leben Sinn hat, hängt durchgängig mit größerem Wohlbefinden zusammen, und die Suche erwies sich als eigenständige Erfahrung: Menschen können einen gewissen Sinn gefunden haben und trotzdem nach mehr suchen.',
      sources: ['Steger et al. (2006)'],
      evidence: 'Studien zur Entwicklung eines Fragebogens mit mehreren Stichproben von Studierenden',
    },
    bands: {
      high: {
        reflect:
          'Ein hoher Wert deutet darauf hin, dass du ein klares Gespür dafür hast, was deinem Leben Sinn gibt, und Gewohnheiten oder Überzeugungen, die dich erden. Das zeigt sich vielleicht als Ruhe in schweren Zeiten oder als spürbare Verbindung zu etwas Größerem. Diese Verwurzelung kann auch für die Menschen um dich herum eine Quelle der Kraft sein.',
        nextSteps: [
          'Nimm dir diese Woche zehn ruhige Minuten, um darüber nachzudenken, was sich in letzter Zeit am sinnvollsten angefühlt hat, und warum.',
          'Teile eine Praxis, einen Text, einen Ort oder ein Musikstück, das dich erdet, mit jemandem, der es zu schätzen wissen könnte.',
          'Halte diese Woche nach einem Moment der Ehrfurcht Ausschau, etwa einem weiten Himmel, einem Musikstück oder einer mutigen Tat, und bleib etwas länger als sonst dabei.',
        ],
        coachingQuestion:
          'Wie prägt dein Sinn für das, was zählt, die Entscheidungen, die du an einem ganz normalen Tag triffst?',
      },
      mid: {
        reflect:
          'Ein mittlerer Wert bedeutet oft, dass Sinn zwar da ist, aber dünn oder nur zeitweise: In bestimmten Momenten fühlst du dich verbunden und verlierst dann im Trubel des Alltags den Faden. Vielleicht passen ältere Überzeugungen nicht mehr ganz, und neue sind erst im Entstehen. Dieser Zwischenraum ist häufig, und er kann fruchtbar sein.',
        nextSteps: [
          'Schreib drei Werte auf, nach denen du am meisten leben möchtest, und zu jedem eine Gelegenheit diese Woche, danach zu handeln.',
          'Probier jeden Morgen fünf Minuten Stille aus, ob Gebet, Meditation, langsames Atmen oder einfach dasitzen ohne Handy.',
          'Verbring Zeit an einem Ort, an dem du dich auf gute Weise klein fühlst, etwa auf einem Hügel, am Meer, in einem alten Gebäude oder unter einem weiten Himmel.',
        ],
        coachingQuestion:
          'Wann fühlst du dich am stärksten mit etwas Größerem als dir selbst verbunden, und wie könntest du dem mehr Raum geben?',
      },
      low: {
        reflect:
          'Ein niedriger Wert kann bedeuten, dass du dich von Sinn und Bestimmung abgeschnitten fühlst, dass das Leben zu einer Abfolge von Aufgaben geworden ist oder dass Überzeugungen, die dich einmal getragen haben, das nicht mehr tun. Manchmal folgt das auf einen Verlust, ein Burnout oder eine Enttäuschung. Es sind einige der ältesten Fragen der Menschheit, und gerade keine Antworten zu haben, gehört zum Menschsein dazu.',
        nextSteps: [
          'Schreib eine kurze Liste von Momenten in deinem Leben, die sich sinnvoll angefühlt haben, auch nur kurz, und such nach dem, was sie gemeinsam haben.',
          'Verbring diese Woche 20 Minuten an einem ruhigen Ort, am besten draußen und ohne Handy, und nimm einfach wahr, was du wahrnimmst.',
          'Sprich über die Fragen, die du mit dir trägst, mit jemandem, dessen Verhältnis zum Sinn du respektierst, etwa einer Freundin, einem älteren Menschen, einer Seelsorgerin oder einem Berater.',
        ],
        coachingQuestion:
          'Wenn dein Leben von einer einzigen Sache geleitet würde, die dir wirklich wichtig ist, welche wäre das, und was würde sich ändern?',
      },
    },
  },
};
