import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Gulong ng buhay na maipi-print',
    description:
      'Isang pahinang gulong ng buhay na ipi-print sa A4 o Letter: markahan ang bawat larangan gamit ang kamay, may QR code papunta sa gulong online. Para sa mga silid na walang telepono.',
    sessionTitle: 'Mga sheet na ipi-print para sa {{name}}',
  },
  screen: {
    intro: 'Isang pahina bawat tao, para sa mga silid na walang telepono. Puwedeng i-scan ng sinumang gustong magpatuloy online ang QR code.',
    print: 'I-print',
    paperSize: 'Piliin ang A4 o Letter sa print dialog: kasya ang sheet sa isang pahina ng alinman sa dalawa.',
    preview: 'Preview ng naka-print na sheet',
    back: 'Bumalik sa sesyon',
    loading: 'Nilo-load ang sheet…',
    notFound: 'Hindi namin nakita ang sesyong ito sa mga sesyon mo.',
  },
  paper: {
    title: 'Ang aking gulong ng buhay',
    instructions:
      'Sa bawat larangan, tanungin ang sarili kung gaano ka nasisiyahan dito ngayon, mula {{min}} (hindi talaga) hanggang {{max}} (lubos). Kulayan ang bahagi nito mula sa gitna hanggang sa bilog na iyon.',
    scale: 'Ang gitna ay {{zero}}, ang pinakalabas na bilog ay {{max}}.',
    name: 'Pangalan mo',
    date: 'Petsa',
    riseTitle: 'Pumili ng isang larangan. Ano ang itsura ng isang puntos na mas mataas?',
    riseHint: 'Isang maliit at kongkretong bagay na kaya mong gawin ngayong buwan.',
    wheelLabel: 'Isang blangkong gulong na kukulayan, may isang bahagi bawat larangan: {{areas}}',
    online: 'Mas gusto mo sa telepono? Sagutan ang pagtatasa online:',
    session: 'Sumali sa sesyon online gamit ang code na {{code}}:',
    qrLabel: 'QR code para sa {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
