import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Ditt konto | Lifewheel', description: 'Ladda ner allt som Lifewheel sparar om dig, eller radera ditt konto.' },
  nav: { link: 'Konto' },
  title: 'Ditt konto',
  intro: 'Du är inloggad som {{email}}.',
  loading: 'Laddar ditt konto…',
  export: {
    title: 'Ladda ner dina uppgifter',
    body: 'Allt som Lifewheel sparar om dig: ditt konto, sparade bedömningar, anteckningar och framsteg i verktygen, meddelanden du skickat till oss, din prenumeration på nyhetsbrevet och dina betalningar.',
    json: 'Ladda ner som JSON',
    csv: 'Ladda ner som CSV (kalkylblad)',
    preparing: 'Förbereder din fil…',
    failed: 'Nedladdningen misslyckades. Kontrollera din anslutning och försök igen.',
  },
  delete: {
    title: 'Radera ditt konto',
    body: 'Det här raderar dina sparade bedömningar, anteckningar och framsteg i verktygen, meddelandena du skickat till oss, din prenumeration på nyhetsbrevet och din inloggning. Betalningsuppgifter sparas för vår bokföring, utan din e-postadress. Det går inte att ångra.',
    open: 'Radera mitt konto…',
    dialogTitle: 'Radera ditt konto för gott?',
    label: 'Skriv din e-postadress för att bekräfta',
    hint: 'Skriv {{email}}',
    confirm: 'Radera mitt konto',
    cancel: 'Behåll mitt konto',
    deleting: 'Raderar…',
    failed: 'Ditt konto kunde inte raderas. Kontrollera din anslutning och försök igen.',
    errors: { confirmRequired: 'Skriv din e-postadress för att bekräfta.', confirmMismatch: 'Det är inte e-postadressen till det här kontot.' },
    doneTitle: 'Ditt konto är raderat',
    done: 'Allt vi sparade om dig är raderat, och du är utloggad.',
    home: 'Tillbaka till startsidan',
  },
} satisfies Translation<EnglishBundle['account']>;
