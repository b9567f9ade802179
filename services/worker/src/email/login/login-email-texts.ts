// The login email in every language the site speaks (web/src/i18n/languages.ts). `{minutes}` is
// filled in; everything else is plain text, escaped when it goes into HTML.

export interface LoginEmailTexts {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  validity: string;
  fallback: string;
  ignore: string;
}

const en: LoginEmailTexts = {
  subject: 'Your Lifewheel login link',
  heading: 'Log in to Lifewheel',
  intro: 'Click the button below to log in to Lifewheel.',
  button: 'Log in',
  validity: 'The link works once and expires in {minutes} minutes.',
  fallback: 'If the button does not work, copy this address into your browser:',
  ignore: 'Did not ask for this? You can ignore this email: nobody can log in without this link.',
};

const ptBR: LoginEmailTexts = {
  subject: 'Seu link de acesso ao Lifewheel',
  heading: 'Entre no Lifewheel',
  intro: 'Clique no botão abaixo para entrar no Lifewheel.',
  button: 'Entrar',
  validity: 'O link só pode ser usado uma vez e expira em {minutes} minutos.',
  fallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
  ignore: 'Não foi você que pediu? Pode ignorar este e-mail: ninguém consegue entrar sem este link.',
};

export const LOGIN_EMAIL_TEXTS: Readonly<Record<string, LoginEmailTexts>> = {
  en,
  es: {
    subject: 'Tu enlace para iniciar sesión en Lifewheel',
    heading: 'Inicia sesión en Lifewheel',
    intro: 'Pulsa el botón de abajo para iniciar sesión en Lifewheel.',
    button: 'Iniciar sesión',
    validity: 'El enlace solo se puede usar una vez y caduca en {minutes} minutos.',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    ignore: '¿No lo has pedido tú? Puedes ignorar este correo: nadie puede iniciar sesión sin este enlace.',
  },
  'es-MX': {
    subject: 'Tu enlace para iniciar sesión en Lifewheel',
    heading: 'Inicia sesión en Lifewheel',
    intro: 'Haz clic en el botón de abajo para iniciar sesión en Lifewheel.',
    button: 'Iniciar sesión',
    validity: 'El enlace solo se puede usar una vez y vence en {minutes} minutos.',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    ignore: '¿No lo solicitaste? Puedes ignorar este correo: nadie puede iniciar sesión sin este enlace.',
  },
  fr: {
    subject: 'Votre lien de connexion à Lifewheel',
    heading: 'Connectez-vous à Lifewheel',
    intro: 'Cliquez sur le bouton ci-dessous pour vous connecter à Lifewheel.',
    button: 'Se connecter',
    validity: 'Ce lien ne fonctionne qu’une seule fois et expire dans {minutes} minutes.',
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    ignore: 'Vous n’avez rien demandé ? Ignorez simplement cet e-mail : personne ne peut se connecter sans ce lien.',
  },
  de: {
    subject: 'Ihr Anmeldelink für Lifewheel',
    heading: 'Bei Lifewheel anmelden',
    intro: 'Klicken Sie auf die Schaltfläche unten, um sich bei Lifewheel anzumelden.',
    button: 'Anmelden',
    validity: 'Der Link funktioniert nur einmal und läuft in {minutes} Minuten ab.',
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    ignore: 'Sie haben das nicht angefordert? Dann ignorieren Sie diese E-Mail einfach – ohne diesen Link kann sich niemand anmelden.',
  },
  it: {
    subject: 'Il tuo link di accesso a Lifewheel',
    heading: 'Accedi a Lifewheel',
    intro: 'Fai clic sul pulsante qui sotto per accedere a Lifewheel.',
    button: 'Accedi',
    validity: 'Il link funziona una sola volta e scade tra {minutes} minuti.',
    fallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    ignore: 'Non l’hai richiesto tu? Puoi ignorare questa email: nessuno può accedere senza questo link.',
  },
  pt: ptBR,
  'pt-BR': ptBR,
  'pt-PT': {
    subject: 'A sua ligação de acesso ao Lifewheel',
    heading: 'Inicie sessão no Lifewheel',
    intro: 'Clique no botão abaixo para iniciar sessão no Lifewheel.',
    button: 'Iniciar sessão',
    validity: 'A ligação só pode ser usada uma vez e expira dentro de {minutes} minutos.',
    fallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    ignore: 'Não pediu esta ligação? Pode ignorar este e-mail: ninguém consegue iniciar sessão sem ela.',
  },
  nl: {
    subject: 'Je inloglink voor Lifewheel',
    heading: 'Inloggen bij Lifewheel',
    intro: 'Klik op de knop hieronder om in te loggen bij Lifewheel.',
    button: 'Inloggen',
    validity: 'De link werkt één keer en verloopt over {minutes} minuten.',
    fallback: 'Werkt de knop niet? Kopieer dan dit adres naar je browser:',
    ignore: 'Niet aangevraagd? Dan kun je deze e-mail negeren: zonder deze link kan niemand inloggen.',
  },
  'zh-CN': {
    subject: '您的 Lifewheel 登录链接',
    heading: '登录 Lifewheel',
    intro: '请点击下方按钮登录 Lifewheel。',
    button: '登录',
    validity: '此链接仅可使用一次，将在 {minutes} 分钟后失效。',
    fallback: '如果按钮无法使用，请将以下地址复制到浏览器中打开：',
    ignore: '如果这不是您本人的请求，请忽略此邮件：没有此链接，任何人都无法登录。',
  },
  'zh-TW': {
    subject: '您的 Lifewheel 登入連結',
    heading: '登入 Lifewheel',
    intro: '請點選下方按鈕登入 Lifewheel。',
    button: '登入',
    validity: '此連結僅能使用一次，將於 {minutes} 分鐘後失效。',
    fallback: '如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：',
    ignore: '如果這不是您本人提出的要求，請忽略這封郵件：沒有這個連結，任何人都無法登入。',
  },
  ja: {
    subject: 'Lifewheel ログイン用リンク',
    heading: 'Lifewheel にログイン',
    intro: '下のボタンを押して Lifewheel にログインしてください。',
    button: 'ログイン',
    validity: 'このリンクは 1 回だけ使用でき、{minutes} 分後に無効になります。',
    fallback: 'ボタンが使えない場合は、次のアドレスをブラウザにコピーしてください：',
    ignore: 'お心当たりがない場合は、このメールを無視してください。このリンクがなければ誰もログインできません。',
  },
  ko: {
    subject: 'Lifewheel 로그인 링크',
    heading: 'Lifewheel에 로그인',
    intro: '아래 버튼을 눌러 Lifewheel에 로그인하세요.',
    button: '로그인',
    validity: '이 링크는 한 번만 사용할 수 있으며 {minutes}분 후에 만료됩니다.',
    fallback: '버튼이 작동하지 않으면 아래 주소를 복사해 브라우저에 붙여 넣으세요:',
    ignore: '요청하지 않으셨다면 이 이메일은 무시하셔도 됩니다. 이 링크 없이는 아무도 로그인할 수 없습니다.',
  },
  ar: {
    subject: 'رابط تسجيل الدخول إلى Lifewheel',
    heading: 'سجّل الدخول إلى Lifewheel',
    intro: 'اضغط على الزر أدناه لتسجيل الدخول إلى Lifewheel.',
    button: 'تسجيل الدخول',
    validity: 'يعمل هذا الرابط مرة واحدة فقط، وتنتهي صلاحيته بعد {minutes} دقيقة.',
    fallback: 'إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:',
    ignore: 'لم تطلب ذلك؟ يمكنك تجاهل هذه الرسالة، فلا أحد يستطيع تسجيل الدخول من دون هذا الرابط.',
  },
  ru: {
    subject: 'Ссылка для входа в Lifewheel',
    heading: 'Вход в Lifewheel',
    intro: 'Нажмите кнопку ниже, чтобы войти в Lifewheel.',
    button: 'Войти',
    validity: 'Ссылка действует один раз и перестанет работать через {minutes} минут.',
    fallback: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
    ignore: 'Если вы не запрашивали вход, просто проигнорируйте это письмо: без этой ссылки никто не сможет войти.',
  },
  hi: {
    subject: 'आपका Lifewheel लॉग-इन लिंक',
    heading: 'Lifewheel में लॉग इन करें',
    intro: 'Lifewheel में लॉग इन करने के लिए नीचे दिए गए बटन पर क्लिक करें।',
    button: 'लॉग इन करें',
    validity: 'यह लिंक सिर्फ़ एक बार काम करता है और {minutes} मिनट में समाप्त हो जाएगा।',
    fallback: 'अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:',
    ignore: 'अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: इस लिंक के बिना कोई भी लॉग इन नहीं कर सकता।',
  },
  sv: {
    subject: 'Din inloggningslänk till Lifewheel',
    heading: 'Logga in på Lifewheel',
    intro: 'Klicka på knappen nedan för att logga in på Lifewheel.',
    button: 'Logga in',
    validity: 'Länken fungerar en gång och slutar gälla om {minutes} minuter.',
    fallback: 'Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:',
    ignore: 'Har du inte bett om det här? Då kan du strunta i mejlet – ingen kan logga in utan länken.',
  },
  tr: {
    subject: 'Lifewheel giriş bağlantınız',
    heading: "Lifewheel'e giriş yapın",
    intro: "Lifewheel'e giriş yapmak için aşağıdaki düğmeye tıklayın.",
    button: 'Giriş yap',
    validity: 'Bağlantı yalnızca bir kez kullanılabilir ve {minutes} dakika sonra geçerliliğini yitirir.',
    fallback: 'Düğme çalışmazsa bu adresi tarayıcınıza kopyalayın:',
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: Bu bağlantı olmadan kimse giriş yapamaz.',
  },
  id: {
    subject: 'Tautan masuk Lifewheel Anda',
    heading: 'Masuk ke Lifewheel',
    intro: 'Klik tombol di bawah ini untuk masuk ke Lifewheel.',
    button: 'Masuk',
    validity: 'Tautan ini hanya bisa dipakai sekali dan kedaluwarsa dalam {minutes} menit.',
    fallback: 'Jika tombol tidak berfungsi, salin alamat ini ke browser Anda:',
    ignore: 'Tidak merasa memintanya? Abaikan saja email ini: tidak ada yang bisa masuk tanpa tautan ini.',
  },
  vi: {
    subject: 'Liên kết đăng nhập Lifewheel của bạn',
    heading: 'Đăng nhập vào Lifewheel',
    intro: 'Nhấn vào nút bên dưới để đăng nhập vào Lifewheel.',
    button: 'Đăng nhập',
    validity: 'Liên kết chỉ dùng được một lần và sẽ hết hạn sau {minutes} phút.',
    fallback: 'Nếu nút không hoạt động, hãy sao chép địa chỉ này vào trình duyệt của bạn:',
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: không ai có thể đăng nhập nếu không có liên kết này.',
  },
  th: {
    subject: 'ลิงก์เข้าสู่ระบบ Lifewheel ของคุณ',
    heading: 'เข้าสู่ระบบ Lifewheel',
    intro: 'คลิกปุ่มด้านล่างเพื่อเข้าสู่ระบบ Lifewheel',
    button: 'เข้าสู่ระบบ',
    validity: 'ลิงก์นี้ใช้ได้เพียงครั้งเดียว และจะหมดอายุใน {minutes} นาที',
    fallback: 'หากปุ่มใช้งานไม่ได้ ให้คัดลอกที่อยู่นี้ไปวางในเบราว์เซอร์ของคุณ:',
    ignore: 'หากคุณไม่ได้ขอลิงก์นี้ ไม่ต้องสนใจอีเมลฉบับนี้ เพราะไม่มีใครเข้าสู่ระบบได้หากไม่มีลิงก์นี้',
  },
  sw: {
    subject: 'Kiungo chako cha kuingia kwenye Lifewheel',
    heading: 'Ingia kwenye Lifewheel',
    intro: 'Bofya kitufe kilicho hapa chini ili kuingia kwenye Lifewheel.',
    button: 'Ingia',
    validity: 'Kiungo hiki kinatumika mara moja tu na muda wake utaisha baada ya dakika {minutes}.',
    fallback: 'Kitufe kisipofanya kazi, nakili anwani hii kwenye kivinjari chako:',
    ignore: 'Hukuomba kiungo hiki? Unaweza kupuuza barua pepe hii: hakuna anayeweza kuingia bila kiungo hiki.',
  },
  fil: {
    subject: 'Ang iyong link para mag-log in sa Lifewheel',
    heading: 'Mag-log in sa Lifewheel',
    intro: 'I-click ang button sa ibaba para mag-log in sa Lifewheel.',
    button: 'Mag-log in',
    validity: 'Isang beses lang magagamit ang link na ito at mag-e-expire ito sa loob ng {minutes} minuto.',
    fallback: 'Kung hindi gumagana ang button, kopyahin ang address na ito sa iyong browser:',
    ignore: 'Hindi ikaw ang humiling nito? Puwede mong balewalain ang email na ito: walang makakapag-log in nang wala ang link na ito.',
  },
};

/** `es-AR` falls back to `es`, anything unknown to English. */
export function loginEmailLanguage(requested: string): string {
  if (LOGIN_EMAIL_TEXTS[requested]) return requested;
  const base = requested.split('-')[0] ?? '';
  return LOGIN_EMAIL_TEXTS[base] ? base : 'en';
}
