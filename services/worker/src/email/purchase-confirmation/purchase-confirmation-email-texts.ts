// The purchase confirmation in every language the site speaks (LANGUAGES in libs/contracts), in the
// register of the login email in that language. Plain text, escaped when it goes into HTML. The
// "copy this address" line is the login email's own (`fallback`), not written twice.

export interface PurchaseConfirmationEmailTexts {
  subject: string;
  heading: string;
  /** What was bought. */
  bought: string;
  /** The dashboard button. */
  button: string;
  /** How to log in later: with this address, by a one-time link. */
  login: string;
  loginLink: string;
}

const en: PurchaseConfirmationEmailTexts = {
  subject: 'Your Lifewheel Premium purchase',
  heading: 'Thank you: Lifewheel Premium is yours',
  bought:
    'Your payment went through and Lifewheel Premium is now on your account: more than 100 self-coaching tools, your saved progress and deeper content for every life domain.',
  button: 'Open your dashboard',
  login: 'To come back later, open the login page and enter the address this email was sent to. We will email you a link that logs you in, no password needed.',
  loginLink: 'Log in to Lifewheel',
};

const ptBR: PurchaseConfirmationEmailTexts = {
  subject: 'Sua compra do Lifewheel Premium',
  heading: 'Obrigado! O Lifewheel Premium é seu',
  bought:
    'Seu pagamento foi aprovado e o Lifewheel Premium já está na sua conta: mais de 100 ferramentas de autocoaching, seu progresso salvo e conteúdo mais aprofundado para cada área da vida.',
  button: 'Abrir seu painel',
  login:
    'Para voltar depois, abra a página de acesso e digite o endereço para o qual este e-mail foi enviado. Enviaremos um link que faz você entrar, sem precisar de senha.',
  loginLink: 'Entrar no Lifewheel',
};

export const PURCHASE_CONFIRMATION_EMAIL_TEXTS: Readonly<Record<string, PurchaseConfirmationEmailTexts>> = {
  en,
  es: {
    subject: 'Tu compra de Lifewheel Premium',
    heading: 'Gracias: Lifewheel Premium ya es tuyo',
    bought:
      'Tu pago se ha completado y Lifewheel Premium ya está en tu cuenta: más de 100 herramientas de autocoaching, tu progreso guardado y contenido más profundo para cada ámbito de la vida.',
    button: 'Abrir tu panel',
    login:
      'Para volver más adelante, abre la página de inicio de sesión e introduce la dirección a la que se envió este correo. Te enviaremos un enlace para entrar, sin contraseña.',
    loginLink: 'Iniciar sesión en Lifewheel',
  },
  'es-MX': {
    subject: 'Tu compra de Lifewheel Premium',
    heading: 'Gracias: Lifewheel Premium ya es tuyo',
    bought:
      'Tu pago se realizó con éxito y Lifewheel Premium ya está en tu cuenta: más de 100 herramientas de autocoaching, tu progreso guardado y contenido más profundo para cada área de la vida.',
    button: 'Abrir tu panel',
    login:
      'Para regresar después, abre la página de inicio de sesión y escribe la dirección a la que se envió este correo. Te mandaremos un enlace para entrar, sin contraseña.',
    loginLink: 'Iniciar sesión en Lifewheel',
  },
  fr: {
    subject: 'Votre achat de Lifewheel Premium',
    heading: 'Merci : Lifewheel Premium est à vous',
    bought:
      'Votre paiement a bien été reçu et Lifewheel Premium est maintenant actif sur votre compte : plus de 100 outils d’auto-coaching, votre progression sauvegardée et des contenus approfondis pour chaque domaine de vie.',
    button: 'Ouvrir votre tableau de bord',
    login:
      'Pour revenir plus tard, ouvrez la page de connexion et saisissez l’adresse à laquelle cet e-mail a été envoyé. Nous vous enverrons un lien de connexion, sans mot de passe.',
    loginLink: 'Se connecter à Lifewheel',
  },
  de: {
    subject: 'Dein Kauf von Lifewheel Premium',
    heading: 'Danke: Lifewheel Premium gehört dir',
    bought:
      'Deine Zahlung ist eingegangen und Lifewheel Premium ist jetzt in deinem Konto freigeschaltet: über 100 Selbstcoaching-Werkzeuge, dein gespeicherter Fortschritt und vertiefende Inhalte für jeden Lebensbereich.',
    button: 'Dein Dashboard öffnen',
    login:
      'Um später wiederzukommen, öffne die Anmeldeseite und gib die Adresse ein, an die diese E-Mail ging. Wir schicken dir einen Link, der dich anmeldet, ganz ohne Passwort.',
    loginLink: 'Bei Lifewheel anmelden',
  },
  it: {
    subject: 'Il tuo acquisto di Lifewheel Premium',
    heading: 'Grazie: Lifewheel Premium è tuo',
    bought:
      'Il pagamento è andato a buon fine e Lifewheel Premium è ora attivo sul tuo account: oltre 100 strumenti di auto-coaching, i tuoi progressi salvati e contenuti più approfonditi per ogni ambito della vita.',
    button: 'Apri la tua dashboard',
    login:
      'Per tornare più tardi, apri la pagina di accesso e inserisci l’indirizzo a cui è stata inviata questa email. Ti invieremo un link per accedere, senza password.',
    loginLink: 'Accedi a Lifewheel',
  },
  pt: ptBR,
  'pt-BR': ptBR,
  'pt-PT': {
    subject: 'A tua compra do Lifewheel Premium',
    heading: 'Obrigado: o Lifewheel Premium é teu',
    bought:
      'O teu pagamento foi concluído e o Lifewheel Premium já está na tua conta: mais de 100 ferramentas de autocoaching, o teu progresso guardado e conteúdos mais aprofundados para cada área da vida.',
    button: 'Abrir o teu painel',
    login:
      'Para voltares mais tarde, abre a página de início de sessão e escreve o endereço para onde este e-mail foi enviado. Enviamos-te uma ligação para entrares, sem palavra-passe.',
    loginLink: 'Iniciar sessão no Lifewheel',
  },
  nl: {
    subject: 'Je aankoop van Lifewheel Premium',
    heading: 'Bedankt: Lifewheel Premium is van jou',
    bought:
      'Je betaling is gelukt en Lifewheel Premium staat nu op je account: meer dan 100 zelfcoachingstools, je opgeslagen voortgang en verdiepende inhoud voor elk levensgebied.',
    button: 'Open je dashboard',
    login:
      'Om later terug te komen, open je de inlogpagina en vul je het adres in waarnaar deze e-mail is gestuurd. We mailen je een link waarmee je inlogt, zonder wachtwoord.',
    loginLink: 'Inloggen bij Lifewheel',
  },
  'zh-CN': {
    subject: '您已购买 Lifewheel 高级版',
    heading: '感谢购买：Lifewheel 高级版已开通',
    bought: '您的付款已完成，Lifewheel 高级版已添加到您的账户：100 多个自我教练工具、已保存的进度，以及每个生活领域的深入内容。',
    button: '打开您的仪表板',
    login: '以后想再回来时，请打开登录页面，输入接收这封邮件的地址。我们会给您发送一个登录链接，无需密码。',
    loginLink: '登录 Lifewheel',
  },
  'zh-TW': {
    subject: '您已購買 Lifewheel 進階版',
    heading: '感謝購買：Lifewheel 進階版已開通',
    bought: '您的付款已完成，Lifewheel 進階版已加入您的帳戶：超過 100 個自我教練工具、已儲存的進度，以及每個生活領域的深入內容。',
    button: '開啟您的儀表板',
    login: '之後想再回來時，請開啟登入頁面，輸入收到這封郵件的地址。我們會寄給您一個登入連結，不需要密碼。',
    loginLink: '登入 Lifewheel',
  },
  ja: {
    subject: 'Lifewheel プレミアムのご購入ありがとうございます',
    heading: 'Lifewheel プレミアムをご利用いただけます',
    bought:
      'お支払いが完了し、Lifewheel プレミアムがあなたのアカウントで使えるようになりました。100 以上のセルフコーチングツール、保存された進捗、そして人生の各領域をより深く掘り下げるコンテンツをご利用いただけます。',
    button: 'ダッシュボードを開く',
    login:
      '次回は、ログインページを開き、このメールを受け取ったアドレスを入力してください。ログイン用のリンクをメールでお送りします。パスワードは必要ありません。',
    loginLink: 'Lifewheel にログイン',
  },
  ko: {
    subject: 'Lifewheel 프리미엄 구매 안내',
    heading: '감사합니다: 이제 Lifewheel 프리미엄을 이용할 수 있습니다',
    bought:
      '결제가 완료되어 Lifewheel 프리미엄이 계정에 적용되었습니다. 100개가 넘는 셀프 코칭 도구, 저장된 진행 상황, 그리고 삶의 각 영역에 대한 더 깊은 콘텐츠를 이용할 수 있습니다.',
    button: '대시보드 열기',
    login: '나중에 다시 오려면 로그인 페이지를 열고 이 이메일을 받은 주소를 입력하세요. 로그인 링크를 이메일로 보내 드립니다. 비밀번호는 필요 없습니다.',
    loginLink: 'Lifewheel에 로그인',
  },
  ar: {
    subject: 'شراؤك لـ Lifewheel Premium',
    heading: 'شكرًا لك: أصبح Lifewheel Premium لك',
    bought: 'تمّ الدفع بنجاح وأصبح Lifewheel Premium مفعّلًا في حسابك: أكثر من 100 أداة للتدريب الذاتي، وتقدّمك المحفوظ، ومحتوى أعمق لكل مجال من مجالات الحياة.',
    button: 'افتح لوحة التحكم',
    login: 'للعودة لاحقًا، افتح صفحة تسجيل الدخول وأدخل العنوان الذي أُرسلت إليه هذه الرسالة. سنرسل إليك رابطًا لتسجيل الدخول، دون الحاجة إلى كلمة مرور.',
    loginLink: 'تسجيل الدخول إلى Lifewheel',
  },
  ru: {
    subject: 'Ваша покупка Lifewheel Premium',
    heading: 'Спасибо: Lifewheel Premium теперь ваш',
    bought:
      'Оплата прошла успешно, и Lifewheel Premium подключён к вашему аккаунту: более 100 инструментов для самокоучинга, сохранённый прогресс и углублённые материалы по каждой сфере жизни.',
    button: 'Открыть панель',
    login: 'Чтобы вернуться позже, откройте страницу входа и введите адрес, на который пришло это письмо. Мы пришлём вам ссылку для входа, пароль не нужен.',
    loginLink: 'Войти в Lifewheel',
  },
  hi: {
    subject: 'आपकी Lifewheel Premium खरीद',
    heading: 'धन्यवाद: Lifewheel Premium अब आपका है',
    bought: 'आपका भुगतान हो गया है और Lifewheel Premium अब आपके खाते में चालू है: 100 से ज़्यादा सेल्फ़-कोचिंग टूल, आपकी सहेजी गई प्रगति और जीवन के हर क्षेत्र के लिए गहरी सामग्री।',
    button: 'अपना डैशबोर्ड खोलें',
    login: 'बाद में वापस आने के लिए, लॉग इन पेज खोलें और वह पता डालें जिस पर यह ईमेल भेजा गया है। हम आपको लॉग इन करने का एक लिंक ईमेल करेंगे, पासवर्ड की ज़रूरत नहीं।',
    loginLink: 'Lifewheel में लॉग इन करें',
  },
  sv: {
    subject: 'Ditt köp av Lifewheel Premium',
    heading: 'Tack: Lifewheel Premium är ditt',
    bought:
      'Din betalning har gått igenom och Lifewheel Premium finns nu på ditt konto: över 100 verktyg för självcoachning, dina sparade framsteg och fördjupat innehåll för varje livsområde.',
    button: 'Öppna din översikt',
    login:
      'För att komma tillbaka senare öppnar du inloggningssidan och anger adressen som det här mejlet skickades till. Vi mejlar dig en länk som loggar in dig, utan lösenord.',
    loginLink: 'Logga in på Lifewheel',
  },
  tr: {
    subject: 'Lifewheel Premium satın alımınız',
    heading: 'Teşekkürler: Lifewheel Premium artık sizin',
    bought:
      'Ödemeniz tamamlandı ve Lifewheel Premium hesabınızda etkinleştirildi: 100’den fazla öz koçluk aracı, kaydedilen ilerlemeniz ve her yaşam alanı için daha derin içerikler.',
    button: 'Panelinizi açın',
    login:
      'Daha sonra geri dönmek için giriş sayfasını açın ve bu e-postanın gönderildiği adresi girin. Size giriş yapmanızı sağlayan bir bağlantı göndeririz; şifre gerekmez.',
    loginLink: "Lifewheel'e giriş yapın",
  },
  id: {
    subject: 'Pembelian Lifewheel Premium Anda',
    heading: 'Terima kasih: Lifewheel Premium kini milik Anda',
    bought:
      'Pembayaran Anda berhasil dan Lifewheel Premium kini aktif di akun Anda: lebih dari 100 alat coaching mandiri, progres yang tersimpan, dan konten yang lebih mendalam untuk setiap bidang kehidupan.',
    button: 'Buka dasbor Anda',
    login: 'Untuk kembali nanti, buka halaman masuk dan masukkan alamat yang menerima email ini. Kami akan mengirimkan tautan untuk masuk, tanpa kata sandi.',
    loginLink: 'Masuk ke Lifewheel',
  },
  vi: {
    subject: 'Bạn đã mua Lifewheel Premium',
    heading: 'Cảm ơn bạn: Lifewheel Premium đã là của bạn',
    bought:
      'Thanh toán của bạn đã hoàn tất và Lifewheel Premium đã được kích hoạt trên tài khoản của bạn: hơn 100 công cụ tự huấn luyện, tiến trình được lưu lại và nội dung chuyên sâu cho từng lĩnh vực cuộc sống.',
    button: 'Mở bảng điều khiển',
    login: 'Để quay lại sau, hãy mở trang đăng nhập và nhập địa chỉ đã nhận email này. Chúng tôi sẽ gửi cho bạn một liên kết để đăng nhập, không cần mật khẩu.',
    loginLink: 'Đăng nhập vào Lifewheel',
  },
  th: {
    subject: 'การซื้อ Lifewheel Premium ของคุณ',
    heading: 'ขอบคุณ: Lifewheel Premium เป็นของคุณแล้ว',
    bought:
      'การชำระเงินของคุณสำเร็จแล้ว และ Lifewheel Premium เปิดใช้งานในบัญชีของคุณแล้ว: เครื่องมือโค้ชตัวเองมากกว่า 100 รายการ ความคืบหน้าที่บันทึกไว้ และเนื้อหาเชิงลึกสำหรับทุกด้านของชีวิต',
    button: 'เปิดแดชบอร์ดของคุณ',
    login: 'หากต้องการกลับมาใหม่ภายหลัง ให้เปิดหน้าเข้าสู่ระบบแล้วกรอกที่อยู่อีเมลที่ได้รับอีเมลฉบับนี้ เราจะส่งลิงก์สำหรับเข้าสู่ระบบให้คุณ โดยไม่ต้องใช้รหัสผ่าน',
    loginLink: 'เข้าสู่ระบบ Lifewheel',
  },
  sw: {
    subject: 'Ununuzi wako wa Lifewheel Premium',
    heading: 'Asante: Lifewheel Premium ni yako sasa',
    bought:
      'Malipo yako yamekamilika na Lifewheel Premium sasa imewashwa kwenye akaunti yako: zaidi ya zana 100 za kujifundisha mwenyewe, maendeleo yako yaliyohifadhiwa na maudhui ya kina kwa kila eneo la maisha.',
    button: 'Fungua dashibodi yako',
    login:
      'Ili kurudi baadaye, fungua ukurasa wa kuingia na uweke anwani ambayo barua pepe hii ilitumwa. Tutakutumia kiungo cha kuingia, bila kuhitaji nenosiri.',
    loginLink: 'Ingia kwenye Lifewheel',
  },
  fil: {
    subject: 'Ang binili mong Lifewheel Premium',
    heading: 'Salamat: sa iyo na ang Lifewheel Premium',
    bought:
      'Natanggap na ang bayad mo at aktibo na ang Lifewheel Premium sa account mo: mahigit 100 self-coaching tool, ang naka-save mong progreso, at mas malalim na nilalaman para sa bawat bahagi ng buhay.',
    button: 'Buksan ang dashboard mo',
    login:
      'Para bumalik sa ibang pagkakataon, buksan ang login page at ilagay ang address na pinadalhan ng email na ito. Magpapadala kami ng link para makapag-log in ka, hindi na kailangan ng password.',
    loginLink: 'Mag-log in sa Lifewheel',
  },
};
