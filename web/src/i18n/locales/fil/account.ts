import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Ang iyong account | Lifewheel', description: 'I-download ang lahat ng itinatago ng Lifewheel tungkol sa iyo, o burahin ang iyong account.' },
  nav: { link: 'Aking account' },
  title: 'Ang iyong account',
  intro: 'Naka-log in ka bilang {{email}}.',
  loading: 'Nilo-load ang iyong account…',
  export: {
    title: 'I-download ang iyong data',
    body: 'Lahat ng itinatago ng Lifewheel tungkol sa iyo: ang iyong account, mga naka-save na assessment, mga tala at progreso sa mga tool, mga mensaheng ipinadala mo sa amin, ang subscription mo sa mailing list, at ang mga bayad mo.',
    json: 'I-download bilang JSON',
    csv: 'I-download bilang CSV (spreadsheet)',
    preparing: 'Inihahanda ang iyong file…',
    failed: 'Hindi natuloy ang pag-download. Pakitingnan ang iyong koneksyon at subukang muli.',
  },
  delete: {
    title: 'Burahin ang iyong account',
    body: 'Buburahin nito ang mga naka-save mong assessment, mga tala at progreso sa mga tool, ang mga mensaheng ipinadala mo sa amin, ang subscription mo sa mailing list, at ang iyong login. Mananatili ang mga record ng bayad para sa aming accounting, pero wala na ang iyong email address. Hindi na ito maibabalik.',
    open: 'Burahin ang account ko…',
    dialogTitle: 'Burahin nang tuluyan ang iyong account?',
    label: 'I-type ang iyong email address para kumpirmahin',
    hint: 'I-type ang {{email}}',
    confirm: 'Burahin ang account ko',
    cancel: 'Panatilihin ang account ko',
    deleting: 'Binubura…',
    failed: 'Hindi nabura ang iyong account. Pakitingnan ang iyong koneksyon at subukang muli.',
    errors: { confirmRequired: 'I-type ang iyong email address para kumpirmahin.', confirmMismatch: 'Hindi iyan ang email address ng account na ito.' },
    doneTitle: 'Nabura na ang iyong account',
    done: 'Nabura na ang lahat ng itinago namin tungkol sa iyo, at naka-log out ka na.',
    home: 'Bumalik sa home page',
  },
} satisfies Translation<EnglishBundle['account']>;
