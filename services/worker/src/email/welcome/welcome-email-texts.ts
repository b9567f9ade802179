// The mailing list's welcome email in every language the site speaks (LANGUAGES in libs/contracts),
// in the register of the site's own pages in that language. Plain text, escaped when it goes into HTML.

export interface WelcomeEmailTexts {
  subject: string;
  heading: string;
  intro: string;
  unsubscribe: string;
  unsubscribeLink: string;
}

const ptBR: WelcomeEmailTexts = {
  subject: 'Boas-vindas à newsletter do Lifewheel',
  heading: 'Obrigado por assinar',
  intro: 'De vez em quando, vamos enviar ideias para uma vida mais equilibrada, novas ferramentas de autocoaching e novidades do Lifewheel.',
  unsubscribe: 'Mudou de ideia ou não foi você que pediu? Cancele a inscrição pelo link abaixo e você não vai receber mais nada da gente.',
  unsubscribeLink: 'Cancelar inscrição',
};

export const WELCOME_EMAIL_TEXTS: Readonly<Record<string, WelcomeEmailTexts>> = {
  en: {
    subject: 'Welcome to the Lifewheel mailing list',
    heading: 'Thank you for joining',
    intro: 'Now and then we will send you ideas for a more balanced life, new self-coaching tools and Lifewheel news.',
    unsubscribe: 'Changed your mind, or did not ask for this? Unsubscribe with the link below and you will hear nothing more from us.',
    unsubscribeLink: 'Unsubscribe',
  },
  es: {
    subject: 'Te damos la bienvenida a la lista de correo de Lifewheel',
    heading: 'Gracias por suscribirte',
    intro: 'De vez en cuando te enviaremos ideas para una vida más equilibrada, nuevas herramientas de autocoaching y novedades de Lifewheel.',
    unsubscribe: '¿Has cambiado de opinión o no lo has pedido tú? Date de baja con el enlace de abajo y no volverás a saber de nosotros.',
    unsubscribeLink: 'Darme de baja',
  },
  'es-MX': {
    subject: 'Te damos la bienvenida a la lista de correo de Lifewheel',
    heading: 'Gracias por suscribirte',
    intro: 'De vez en cuando te mandaremos ideas para una vida más equilibrada, nuevas herramientas de autocoaching y novedades de Lifewheel.',
    unsubscribe: '¿Cambiaste de opinión o no lo solicitaste? Date de baja con el enlace de abajo y ya no recibirás nada de nosotros.',
    unsubscribeLink: 'Darme de baja',
  },
  fr: {
    subject: 'Bienvenue dans la lettre d’information de Lifewheel',
    heading: 'Merci de votre inscription',
    intro: 'De temps en temps, nous vous enverrons des idées pour une vie plus équilibrée, de nouveaux outils d’auto-coaching et des nouvelles de Lifewheel.',
    unsubscribe: 'Vous avez changé d’avis, ou vous n’avez rien demandé ? Désinscrivez-vous avec le lien ci-dessous : vous ne recevrez plus rien de notre part.',
    unsubscribeLink: 'Me désinscrire',
  },
  de: {
    subject: 'Willkommen beim Lifewheel-Newsletter',
    heading: 'Danke für deine Anmeldung',
    intro: 'Ab und zu schicken wir dir Ideen für ein ausgeglicheneres Leben, neue Selbstcoaching-Tools und Neuigkeiten von Lifewheel.',
    unsubscribe: 'Du hast es dir anders überlegt oder dich gar nicht angemeldet? Über den Link unten meldest du dich ab – danach hörst du nichts mehr von uns.',
    unsubscribeLink: 'Abbestellen',
  },
  it: {
    subject: 'Ti diamo il benvenuto nella newsletter di Lifewheel',
    heading: 'Grazie per l’iscrizione',
    intro: 'Ogni tanto ti invieremo idee per una vita più equilibrata, nuovi strumenti di autocoaching e novità su Lifewheel.',
    unsubscribe: 'Hai cambiato idea o non hai chiesto tu l’iscrizione? Disiscriviti con il link qui sotto e non riceverai più nulla da noi.',
    unsubscribeLink: 'Disiscriviti',
  },
  pt: ptBR,
  'pt-BR': ptBR,
  'pt-PT': {
    subject: 'Boas-vindas à newsletter do Lifewheel',
    heading: 'Obrigado por subscreveres',
    intro: 'De vez em quando, vamos enviar-te ideias para uma vida mais equilibrada, novas ferramentas de autocoaching e novidades do Lifewheel.',
    unsubscribe: 'Mudaste de ideias ou não foste tu que pediste? Cancela a subscrição com a ligação abaixo e não voltas a receber nada nosso.',
    unsubscribeLink: 'Cancelar subscrição',
  },
  nl: {
    subject: 'Welkom bij de nieuwsbrief van Lifewheel',
    heading: 'Bedankt voor je inschrijving',
    intro: 'Af en toe sturen we je ideeën voor een evenwichtiger leven, nieuwe zelfcoachingtools en nieuws van Lifewheel.',
    unsubscribe: 'Bedacht, of heb je je niet zelf ingeschreven? Meld je af via de link hieronder, dan hoor je niets meer van ons.',
    unsubscribeLink: 'Afmelden',
  },
  'zh-CN': {
    subject: '欢迎订阅 Lifewheel 邮件通讯',
    heading: '感谢你的订阅',
    intro: '我们会不定期为你送上让生活更平衡的点子、新的自我教练工具和 Lifewheel 的最新消息。',
    unsubscribe: '改变主意了，或者并不是你本人订阅的？点击下方链接即可退订，之后我们不会再给你发送任何邮件。',
    unsubscribeLink: '退订',
  },
  'zh-TW': {
    subject: '歡迎訂閱 Lifewheel 電子報',
    heading: '感謝你的訂閱',
    intro: '我們會不定期為你送上讓生活更平衡的點子、新的自我教練工具和 Lifewheel 的最新訊息。',
    unsubscribe: '改變主意了，或者並不是你本人訂閱的？點選下方連結即可取消訂閱，之後我們不會再寄送任何郵件給你。',
    unsubscribeLink: '取消訂閱',
  },
  ja: {
    subject: 'Lifewheel メールマガジンへようこそ',
    heading: 'ご登録ありがとうございます',
    intro: 'バランスのとれた毎日のためのヒント、新しいセルフコーチングツール、Lifewheel のお知らせをときどきお届けします。',
    unsubscribe:
      '気が変わった場合や、ご自身で登録した覚えがない場合は、下のリンクから配信を停止できます。その後、こちらからメールをお送りすることはありません。',
    unsubscribeLink: '配信を停止する',
  },
  ko: {
    subject: 'Lifewheel 뉴스레터에 오신 것을 환영해요',
    heading: '구독해 주셔서 고마워요',
    intro: '더 균형 잡힌 삶을 위한 아이디어, 새로운 셀프 코칭 도구, Lifewheel 소식을 가끔 보내 드릴게요.',
    unsubscribe: '마음이 바뀌었거나 직접 신청하지 않으셨나요? 아래 링크로 구독을 해지하면 더 이상 메일을 보내지 않아요.',
    unsubscribeLink: '구독 해지',
  },
  ar: {
    subject: 'مرحبًا بك في القائمة البريدية لـ Lifewheel',
    heading: 'شكرًا لاشتراكك',
    intro: 'سنرسل إليك بين حين وآخر أفكارًا لحياة أكثر توازنًا، وأدوات جديدة للتدريب الذاتي، وأخبار Lifewheel.',
    unsubscribe: 'هل غيّرت رأيك، أو لم تطلب هذا الاشتراك؟ ألغِ اشتراكك من الرابط أدناه ولن تصلك منا أي رسالة بعد ذلك.',
    unsubscribeLink: 'إلغاء الاشتراك',
  },
  ru: {
    subject: 'Добро пожаловать в рассылку Lifewheel',
    heading: 'Спасибо за подписку',
    intro: 'Время от времени мы будем присылать вам идеи для более гармоничной жизни, новые инструменты самокоучинга и новости Lifewheel.',
    unsubscribe: 'Передумали или не подписывались? Отпишитесь по ссылке ниже, и мы больше не будем вам писать.',
    unsubscribeLink: 'Отписаться',
  },
  hi: {
    subject: 'Lifewheel की मेलिंग लिस्ट में आपका स्वागत है',
    heading: 'जुड़ने के लिए धन्यवाद',
    intro: 'हम आपको कभी-कभार ज़्यादा संतुलित जीवन के लिए विचार, नए सेल्फ़-कोचिंग टूल और Lifewheel की ख़बरें भेजेंगे।',
    unsubscribe: 'इरादा बदल गया, या आपने यह माँगा ही नहीं था? नीचे दिए गए लिंक से सदस्यता छोड़ दें, उसके बाद हम आपको कुछ नहीं भेजेंगे।',
    unsubscribeLink: 'सदस्यता छोड़ें',
  },
  sv: {
    subject: 'Välkommen till Lifewheels nyhetsbrev',
    heading: 'Tack för att du prenumererar',
    intro: 'Då och då skickar vi idéer för ett mer balanserat liv, nya verktyg för självcoachning och nyheter från Lifewheel.',
    unsubscribe: 'Har du ångrat dig, eller har du inte bett om det här? Avsluta prenumerationen med länken nedan så hör du inget mer från oss.',
    unsubscribeLink: 'Avsluta prenumerationen',
  },
  tr: {
    subject: 'Lifewheel bültenine hoş geldiniz',
    heading: 'Katıldığınız için teşekkürler',
    intro: 'Ara sıra size daha dengeli bir hayat için fikirler, yeni kendi kendine koçluk araçları ve Lifewheel’den haberler göndereceğiz.',
    unsubscribe:
      'Fikrinizi değiştirdiyseniz ya da bu aboneliği siz başlatmadıysanız aşağıdaki bağlantıdan abonelikten çıkabilirsiniz. Sonrasında size bir daha e-posta göndermeyiz.',
    unsubscribeLink: 'Abonelikten çık',
  },
  id: {
    subject: 'Selamat datang di milis Lifewheel',
    heading: 'Terima kasih sudah berlangganan',
    intro: 'Sesekali kami akan mengirimkan ide untuk hidup yang lebih seimbang, alat self-coaching baru, dan kabar dari Lifewheel.',
    unsubscribe:
      'Berubah pikiran, atau tidak merasa mendaftar? Berhenti berlangganan lewat tautan di bawah ini dan Anda tidak akan menerima apa pun lagi dari kami.',
    unsubscribeLink: 'Berhenti berlangganan',
  },
  vi: {
    subject: 'Chào mừng bạn đến với bản tin Lifewheel',
    heading: 'Cảm ơn bạn đã đăng ký',
    intro: 'Thỉnh thoảng chúng tôi sẽ gửi cho bạn ý tưởng cho một cuộc sống cân bằng hơn, công cụ tự coaching mới và tin tức từ Lifewheel.',
    unsubscribe: 'Bạn đổi ý, hoặc không phải bạn đăng ký? Hãy hủy đăng ký bằng liên kết bên dưới, chúng tôi sẽ không gửi gì cho bạn nữa.',
    unsubscribeLink: 'Hủy đăng ký',
  },
  th: {
    subject: 'ยินดีต้อนรับสู่จดหมายข่าวของ Lifewheel',
    heading: 'ขอบคุณที่สมัครรับจดหมายข่าว',
    intro: 'นาน ๆ ครั้ง เราจะส่งไอเดียเพื่อชีวิตที่สมดุลขึ้น เครื่องมือโค้ชตัวเองใหม่ ๆ และข่าวสารจาก Lifewheel ไปให้คุณ',
    unsubscribe: 'เปลี่ยนใจแล้ว หรือไม่ได้สมัครเอง? ยกเลิกการรับได้จากลิงก์ด้านล่าง แล้วเราจะไม่ส่งอะไรถึงคุณอีก',
    unsubscribeLink: 'ยกเลิกการรับ',
  },
  sw: {
    subject: 'Karibu kwenye orodha ya barua pepe ya Lifewheel',
    heading: 'Asante kwa kujiunga',
    intro: 'Mara kwa mara tutakutumia mawazo ya maisha yenye uwiano zaidi, zana mpya za kujikochi na habari za Lifewheel.',
    unsubscribe: 'Umebadili nia, au hukuomba hili? Jiondoe kwa kiungo kilicho hapa chini na hutapokea tena chochote kutoka kwetu.',
    unsubscribeLink: 'Jiondoe',
  },
  fil: {
    subject: 'Maligayang pagdating sa mailing list ng Lifewheel',
    heading: 'Salamat sa pagsali',
    intro: 'Paminsan-minsan, padadalhan ka namin ng mga ideya para sa mas balanseng buhay, mga bagong self-coaching tool at balita mula sa Lifewheel.',
    unsubscribe: 'Nagbago ang isip mo, o hindi ikaw ang nag-sign up? Mag-unsubscribe gamit ang link sa ibaba at wala ka nang matatanggap mula sa amin.',
    unsubscribeLink: 'Mag-unsubscribe',
  },
};
