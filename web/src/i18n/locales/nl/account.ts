import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Je account | Lifewheel', description: 'Download alles wat Lifewheel over je bewaart, of verwijder je account.' },
  nav: { link: 'Mijn account' },
  title: 'Je account',
  intro: 'Je bent ingelogd als {{email}}.',
  loading: 'Je account wordt geladen…',
  export: {
    title: 'Je gegevens downloaden',
    body: 'Alles wat Lifewheel over je bewaart: je account, opgeslagen evaluaties, notities en voortgang bij de oefeningen, berichten die je ons stuurde, je nieuwsbriefinschrijving en je betalingen.',
    json: 'Downloaden als JSON',
    csv: 'Downloaden als CSV (spreadsheet)',
    preparing: 'Je bestand wordt klaargezet…',
    failed: 'Het downloaden is niet gelukt. Controleer je verbinding en probeer het opnieuw.',
  },
  delete: {
    title: 'Je account verwijderen',
    body: 'Hiermee wis je je opgeslagen evaluaties, notities en voortgang bij de oefeningen, de berichten die je ons stuurde, je nieuwsbriefinschrijving en je login. Betalingsgegevens blijven voor onze boekhouding bewaard, zonder je e-mailadres. Dit kun je niet ongedaan maken.',
    open: 'Mijn account verwijderen…',
    dialogTitle: 'Je account definitief verwijderen?',
    label: 'Typ je e-mailadres om te bevestigen',
    hint: 'Typ {{email}}',
    confirm: 'Mijn account verwijderen',
    cancel: 'Mijn account houden',
    deleting: 'Bezig met verwijderen…',
    failed: 'Je account kon niet worden verwijderd. Controleer je verbinding en probeer het opnieuw.',
    errors: { confirmRequired: 'Typ je e-mailadres om te bevestigen.', confirmMismatch: 'Dat is niet het e-mailadres van dit account.' },
    doneTitle: 'Je account is verwijderd',
    done: 'Alles wat we over je bewaarden is gewist, en je bent uitgelogd.',
    home: 'Terug naar de startpagina',
  },
} satisfies Translation<EnglishBundle['account']>;
