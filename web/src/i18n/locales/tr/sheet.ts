import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Yazdırılabilir yaşam çarkı',
    description:
      'A4 ya da Letter kâğıda yazdırmak için tek sayfalık yaşam çarkı: her alanı elle puanlayın, QR kod sizi çevrim içi çarka götürür. Telefonsuz salonlar için.',
    sessionTitle: 'Kâğıt formlar: {{name}}',
  },
  screen: {
    intro: 'Kişi başı bir sayfa, telefon kullanılmayan salonlar için. İsteyen QR kodu okutup çevrim içi devam edebilir.',
    print: 'Yazdır',
    paperSize: 'Yazdırma penceresinde A4 ya da Letter seçin: form ikisinde de tek sayfaya sığar.',
    preview: 'Basılı formun önizlemesi',
    back: 'Oturuma dön',
    loading: 'Form yükleniyor…',
    notFound: 'Bu oturumu sizin oturumlarınız arasında bulamadık.',
  },
  paper: {
    title: 'Yaşam çarkım',
    instructions:
      'Her alan için bugün ne kadar memnun olduğunuzu kendinize sorun: {{min}} (hiç) ile {{max}} (tamamen) arası. Dilimini merkezden o halkaya kadar boyayın.',
    scale: 'Merkez {{zero}}, en dıştaki halka {{max}}.',
    name: 'Adınız',
    date: 'Tarih',
    riseTitle: 'Bir alan seçin. Bir puan daha yüksek olsa nasıl olurdu?',
    riseHint: 'Bu ay yapabileceğiniz küçük ve somut bir şey.',
    wheelLabel: 'Boyanacak boş bir çark, her alana bir dilim: {{areas}}',
    online: 'Telefonu mu tercih edersiniz? Testi çevrim içi yapın:',
    session: 'Oturuma {{code}} koduyla çevrim içi katılın:',
    qrLabel: '{{url}} için QR kod',
  },
} satisfies Translation<EnglishBundle['sheet']>;
