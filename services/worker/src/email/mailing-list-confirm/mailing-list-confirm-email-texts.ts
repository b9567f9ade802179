// The mailing list's confirmation email (double opt-in) in every language the site speaks (LANGUAGES
// in libs/contracts), in the register of the site's own pages in that language. `{days}` is the
// link's validity. Plain text, escaped when it goes into HTML.

export interface MailingListConfirmEmailTexts {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  validity: string;
  fallback: string;
  ignore: string;
}

const ptBR: MailingListConfirmEmailTexts = {
  subject: 'Confirme sua inscrição na newsletter do Lifewheel',
  heading: 'Só falta confirmar',
  intro: 'Alguém, provavelmente você, pediu para receber a newsletter do Lifewheel neste endereço. Toque no botão e confirme na página que abrir.',
  button: 'Confirmar inscrição',
  validity: 'O link vale por {days} dias.',
  fallback: 'Se o botão não funcionar, copie este link no navegador:',
  ignore: 'Não foi você? Ignore este e-mail: sem a confirmação, você não entra na lista e não recebe mais nada.',
};

export const MAILING_LIST_CONFIRM_EMAIL_TEXTS: Readonly<Record<string, MailingListConfirmEmailTexts>> = {
  en: {
    subject: 'Confirm your Lifewheel mailing list signup',
    heading: 'One step left',
    intro: 'Someone, probably you, asked for the Lifewheel mailing list at this address. Press the button and confirm on the page that opens.',
    button: 'Confirm my signup',
    validity: 'The link works for {days} days.',
    fallback: 'If the button does not work, copy this link into your browser:',
    ignore: 'Not you? Ignore this email: without confirmation you are not added to the list and will hear nothing more from us.',
  },
  es: {
    subject: 'Confirma tu suscripción a la lista de correo de Lifewheel',
    heading: 'Solo falta un paso',
    intro:
      'Alguien, probablemente tú, ha pedido recibir la lista de correo de Lifewheel en esta dirección. Pulsa el botón y confírmalo en la página que se abre.',
    button: 'Confirmar mi suscripción',
    validity: 'El enlace funciona durante {days} días.',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    ignore: '¿No has sido tú? Ignora este correo: sin confirmación no entras en la lista y no volverás a saber de nosotros.',
  },
  'es-MX': {
    subject: 'Confirma tu suscripción a la lista de correo de Lifewheel',
    heading: 'Solo falta un paso',
    intro:
      'Alguien, probablemente tú, pidió recibir la lista de correo de Lifewheel en esta dirección. Presiona el botón y confírmalo en la página que se abre.',
    button: 'Confirmar mi suscripción',
    validity: 'El enlace funciona durante {days} días.',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    ignore: '¿No fuiste tú? Ignora este correo: sin confirmación no te agregamos a la lista y ya no recibirás nada de nosotros.',
  },
  fr: {
    subject: 'Confirmez votre inscription à la lettre d’information de Lifewheel',
    heading: 'Plus qu’une étape',
    intro:
      'Quelqu’un, probablement vous, a demandé à recevoir la lettre d’information de Lifewheel à cette adresse. Appuyez sur le bouton et confirmez sur la page qui s’ouvre.',
    button: 'Confirmer mon inscription',
    validity: 'Le lien est valable {days} jours.',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    ignore: 'Ce n’était pas vous ? Ignorez cet e-mail : sans confirmation, vous n’êtes pas inscrit et ne recevrez plus rien de notre part.',
  },
  de: {
    subject: 'Bestätige deine Anmeldung zum Lifewheel-Newsletter',
    heading: 'Nur noch ein Schritt',
    intro:
      'Jemand, wahrscheinlich du, hat den Lifewheel-Newsletter für diese Adresse bestellt. Tippe auf den Button und bestätige auf der Seite, die sich öffnet.',
    button: 'Anmeldung bestätigen',
    validity: 'Der Link ist {days} Tage gültig.',
    fallback: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
    ignore: 'Das warst nicht du? Dann ignoriere diese E-Mail: Ohne Bestätigung kommst du nicht auf die Liste und hörst nichts mehr von uns.',
  },
  it: {
    subject: 'Conferma l’iscrizione alla newsletter di Lifewheel',
    heading: 'Manca solo un passo',
    intro:
      'Qualcuno, probabilmente tu, ha chiesto di ricevere la newsletter di Lifewheel a questo indirizzo. Premi il pulsante e conferma nella pagina che si apre.',
    button: 'Conferma l’iscrizione',
    validity: 'Il link è valido per {days} giorni.',
    fallback: 'Se il pulsante non funziona, copia questo link nel browser:',
    ignore: 'Non sei stato tu? Ignora questa email: senza conferma non entri nella lista e non riceverai più nulla da noi.',
  },
  pt: ptBR,
  'pt-BR': ptBR,
  'pt-PT': {
    subject: 'Confirme a sua subscrição da newsletter do Lifewheel',
    heading: 'Falta só um passo',
    intro: 'Alguém, provavelmente o próprio, pediu para receber a newsletter do Lifewheel neste endereço. Carregue no botão e confirme na página que se abre.',
    button: 'Confirmar subscrição',
    validity: 'A ligação é válida durante {days} dias.',
    fallback: 'Se o botão não funcionar, copie esta ligação para o navegador:',
    ignore: 'Não foi o próprio? Ignore este e-mail: sem confirmação, não entra na lista e não volta a receber nada da nossa parte.',
  },
  nl: {
    subject: 'Bevestig je aanmelding voor de Lifewheel-nieuwsbrief',
    heading: 'Nog één stap',
    intro: 'Iemand, waarschijnlijk jij, heeft de Lifewheel-nieuwsbrief aangevraagd voor dit adres. Druk op de knop en bevestig op de pagina die opent.',
    button: 'Mijn aanmelding bevestigen',
    validity: 'De link werkt {days} dagen.',
    fallback: 'Werkt de knop niet? Kopieer deze link naar je browser:',
    ignore: 'Was jij dit niet? Negeer deze e-mail: zonder bevestiging kom je niet op de lijst en hoor je niets meer van ons.',
  },
  'zh-CN': {
    subject: '请确认订阅 Lifewheel 邮件列表',
    heading: '只差一步',
    intro: '有人（很可能是你）用这个邮箱地址订阅了 Lifewheel 邮件列表。请点击按钮，并在打开的页面上确认。',
    button: '确认订阅',
    validity: '链接在 {days} 天内有效。',
    fallback: '如果按钮无法使用，请把这个链接复制到浏览器中：',
    ignore: '不是你本人？请忽略这封邮件：未经确认，你不会被加入列表，也不会再收到我们的任何邮件。',
  },
  'zh-TW': {
    subject: '請確認訂閱 Lifewheel 電子報',
    heading: '只差一步',
    intro: '有人（很可能是你）用這個電子郵件地址訂閱了 Lifewheel 電子報。請點選按鈕，並在開啟的頁面上確認。',
    button: '確認訂閱',
    validity: '連結在 {days} 天內有效。',
    fallback: '如果按鈕無法使用，請將這個連結複製到瀏覽器中：',
    ignore: '不是你本人？請忽略這封郵件：未經確認，你不會被加入名單，也不會再收到我們的任何郵件。',
  },
  ja: {
    subject: 'Lifewheel メーリングリストの登録を確認してください',
    heading: 'あと一歩です',
    intro:
      'このアドレスで Lifewheel メーリングリストへの登録が申し込まれました（おそらくご本人によるものです）。ボタンを押し、開いたページで確認してください。',
    button: '登録を確認する',
    validity: 'リンクの有効期限は {days} 日間です。',
    fallback: 'ボタンが使えない場合は、このリンクをブラウザにコピーしてください：',
    ignore: 'お心当たりがない場合は、このメールを無視してください。確認がなければリストに登録されず、今後メールが届くこともありません。',
  },
  ko: {
    subject: 'Lifewheel 메일링 리스트 가입을 확인해 주세요',
    heading: '한 단계만 남았어요',
    intro: '누군가(아마 본인)가 이 주소로 Lifewheel 메일링 리스트를 신청했습니다. 버튼을 누르고 열리는 페이지에서 확인해 주세요.',
    button: '가입 확인하기',
    validity: '링크는 {days}일 동안 유효합니다.',
    fallback: '버튼이 작동하지 않으면 이 링크를 브라우저에 복사해 주세요:',
    ignore: '본인이 아니신가요? 이 메일을 무시하세요. 확인하지 않으면 리스트에 추가되지 않으며 더 이상 메일을 받지 않습니다.',
  },
  ar: {
    subject: 'أكِّد اشتراكك في القائمة البريدية لـ Lifewheel',
    heading: 'بقيت خطوة واحدة',
    intro: 'طلب أحدهم، وعلى الأرجح أنت، الاشتراك في القائمة البريدية لـ Lifewheel بهذا العنوان. اضغط الزر ثم أكِّد في الصفحة التي تُفتح.',
    button: 'تأكيد اشتراكي',
    validity: 'يعمل الرابط لمدة {days} أيام.',
    fallback: 'إذا لم يعمل الزر، فانسخ هذا الرابط إلى متصفحك:',
    ignore: 'لست أنت؟ تجاهل هذه الرسالة: من دون تأكيد لن تُضاف إلى القائمة ولن تصلك منا رسائل أخرى.',
  },
  ru: {
    subject: 'Подтвердите подписку на рассылку Lifewheel',
    heading: 'Остался один шаг',
    intro: 'Кто-то, скорее всего вы, подписал этот адрес на рассылку Lifewheel. Нажмите кнопку и подтвердите подписку на открывшейся странице.',
    button: 'Подтвердить подписку',
    validity: 'Ссылка действует {days} дней.',
    fallback: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
    ignore: 'Это были не вы? Просто проигнорируйте письмо: без подтверждения адрес не попадёт в рассылку, и больше писем от нас не будет.',
  },
  hi: {
    subject: 'Lifewheel मेलिंग लिस्ट में अपना साइन-अप पक्का करें',
    heading: 'बस एक कदम बाकी है',
    intro: 'किसी ने, शायद आपने, इस पते पर Lifewheel मेलिंग लिस्ट मँगवाई है। बटन दबाएँ और खुलने वाले पेज पर पुष्टि करें।',
    button: 'मेरा साइन-अप पक्का करें',
    validity: 'यह लिंक {days} दिन तक काम करेगा।',
    fallback: 'अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में कॉपी करें:',
    ignore: 'आपने नहीं माँगा? इस ईमेल को अनदेखा करें: पुष्टि के बिना आप लिस्ट में नहीं जुड़ेंगे और हमसे आगे कुछ नहीं मिलेगा।',
  },
  sv: {
    subject: 'Bekräfta din anmälan till Lifewheels nyhetsbrev',
    heading: 'Ett steg kvar',
    intro: 'Någon, förmodligen du, har beställt Lifewheels nyhetsbrev till den här adressen. Tryck på knappen och bekräfta på sidan som öppnas.',
    button: 'Bekräfta min anmälan',
    validity: 'Länken fungerar i {days} dagar.',
    fallback: 'Om knappen inte fungerar, kopiera den här länken till din webbläsare:',
    ignore: 'Var det inte du? Strunta i mejlet: utan bekräftelse hamnar du inte på listan och hör inget mer från oss.',
  },
  tr: {
    subject: 'Lifewheel e-posta listesi kaydınızı onaylayın',
    heading: 'Bir adım kaldı',
    intro: 'Birisi, büyük olasılıkla siz, bu adres için Lifewheel e-posta listesine kayıt istedi. Düğmeye basın ve açılan sayfada onaylayın.',
    button: 'Kaydımı onayla',
    validity: 'Bağlantı {days} gün geçerlidir.',
    fallback: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza kopyalayın:',
    ignore: 'Siz değil misiniz? Bu e-postayı yok sayın: onay olmadan listeye eklenmezsiniz ve bizden başka bir şey almazsınız.',
  },
  id: {
    subject: 'Konfirmasi pendaftaran milis Lifewheel Anda',
    heading: 'Tinggal satu langkah',
    intro: 'Seseorang, kemungkinan Anda sendiri, meminta milis Lifewheel dikirim ke alamat ini. Tekan tombol dan konfirmasikan di halaman yang terbuka.',
    button: 'Konfirmasi pendaftaran',
    validity: 'Tautan berlaku selama {days} hari.',
    fallback: 'Jika tombol tidak berfungsi, salin tautan ini ke browser Anda:',
    ignore: 'Bukan Anda? Abaikan email ini: tanpa konfirmasi, Anda tidak akan masuk daftar dan tidak akan menerima apa pun lagi dari kami.',
  },
  vi: {
    subject: 'Xác nhận đăng ký danh sách thư của Lifewheel',
    heading: 'Chỉ còn một bước',
    intro: 'Ai đó, nhiều khả năng là bạn, đã đăng ký nhận danh sách thư của Lifewheel bằng địa chỉ này. Hãy nhấn nút và xác nhận trên trang vừa mở.',
    button: 'Xác nhận đăng ký',
    validity: 'Liên kết có hiệu lực trong {days} ngày.',
    fallback: 'Nếu nút không hoạt động, hãy sao chép liên kết này vào trình duyệt:',
    ignore: 'Không phải bạn? Hãy bỏ qua email này: nếu không xác nhận, bạn sẽ không được thêm vào danh sách và sẽ không nhận thêm gì từ chúng tôi.',
  },
  th: {
    subject: 'ยืนยันการสมัครรับจดหมายข่าว Lifewheel',
    heading: 'อีกเพียงขั้นตอนเดียว',
    intro: 'มีผู้ขอรับจดหมายข่าว Lifewheel ด้วยที่อยู่นี้ ซึ่งน่าจะเป็นคุณ กดปุ่มแล้วยืนยันในหน้าที่เปิดขึ้น',
    button: 'ยืนยันการสมัคร',
    validity: 'ลิงก์นี้ใช้ได้ {days} วัน',
    fallback: 'หากปุ่มใช้ไม่ได้ ให้คัดลอกลิงก์นี้ไปวางในเบราว์เซอร์:',
    ignore: 'ไม่ใช่คุณใช่ไหม? ไม่ต้องทำอะไรกับอีเมลนี้ หากไม่ยืนยัน คุณจะไม่ถูกเพิ่มในรายชื่อและจะไม่ได้รับอะไรจากเราอีก',
  },
  sw: {
    subject: 'Thibitisha kujiunga kwako na orodha ya barua pepe ya Lifewheel',
    heading: 'Imebaki hatua moja',
    intro:
      'Mtu fulani, huenda ni wewe, ameomba orodha ya barua pepe ya Lifewheel kwa anwani hii. Bonyeza kitufe kisha uthibitishe kwenye ukurasa utakaofunguka.',
    button: 'Thibitisha kujiunga',
    validity: 'Kiungo kinafanya kazi kwa siku {days}.',
    fallback: 'Kitufe kisipofanya kazi, nakili kiungo hiki kwenye kivinjari chako:',
    ignore: 'Si wewe? Puuza barua pepe hii: bila uthibitisho hutaongezwa kwenye orodha na hutapokea tena chochote kutoka kwetu.',
  },
  fil: {
    subject: 'Kumpirmahin ang pag-sign up mo sa mailing list ng Lifewheel',
    heading: 'Isang hakbang na lang',
    intro:
      'May humiling, malamang ikaw, na matanggap ang mailing list ng Lifewheel sa address na ito. Pindutin ang button at kumpirmahin sa page na magbubukas.',
    button: 'Kumpirmahin ang pag-sign up',
    validity: 'Gumagana ang link sa loob ng {days} araw.',
    fallback: 'Kung hindi gumana ang button, kopyahin ang link na ito sa iyong browser:',
    ignore:
      'Hindi ikaw? Huwag pansinin ang email na ito: kapag walang kumpirmasyon, hindi ka maidadagdag sa listahan at wala ka nang matatanggap mula sa amin.',
  },
};
