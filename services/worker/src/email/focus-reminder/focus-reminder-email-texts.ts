import type { FocusReminderDay } from '@lifewheel/contracts';

// The 30-day focus's reminder emails in every language the site speaks (LANGUAGES in libs/contracts),
// in the register of the site's own pages in that language. `{domain}` is the domain's name in the
// same language (libs/content's domain names). The sentences are built so that the name needs no
// case or gender of its own ("the area «…»"), since it is filled in as written. Plain text, escaped
// when it goes into HTML.

export interface FocusReminderDayTexts {
  subject: string;
  heading: string;
  intro: string;
  /** What the re-rate is for on this day: a check of the week, or the look back and what comes next. */
  rerate: string;
}

export interface FocusReminderEmailTexts {
  days: Record<FocusReminderDay, FocusReminderDayTexts>;
  /** The main call to action: the quick re-rate of the one domain. */
  rerateButton: string;
  /** Why this email came, before the stop link. */
  why: string;
  stopLink: string;
}

const ptBR: FocusReminderEmailTexts = {
  days: {
    7: {
      subject: 'Uma semana de foco em {domain}',
      heading: 'Uma semana de foco em {domain}',
      intro: 'Faz sete dias que você decidiu dar atenção à área {domain} por 30 dias. Como está indo até aqui? O que ajudou e o que atrapalhou?',
      rerate: 'Uma nova avaliação rápida leva um minuto e mostra se algo já mudou. Pequenos passos também contam.',
    },
    30: {
      subject: 'Seus 30 dias de foco em {domain} chegaram ao fim',
      heading: 'Como foram seus 30 dias em {domain}?',
      intro:
        'Seu foco na área {domain} completou 30 dias. Pare um momento para olhar para trás: o que funcionou, o que você quer manter e o que deixaria de lado?',
      rerate:
        'Avalie {domain} de novo para ver quanto mudou desde o início. Depois, escolha o próximo passo no seu painel: continuar nesta área ou começar um foco em outra.',
    },
  },
  rerateButton: 'Avaliar de novo',
  why: 'Você está recebendo este e-mail porque pediu lembretes ao começar este foco. Não quer mais recebê-los?',
  stopLink: 'Parar os lembretes deste foco',
};

export const FOCUS_REMINDER_EMAIL_TEXTS: Readonly<Record<string, FocusReminderEmailTexts>> = {
  en: {
    days: {
      7: {
        subject: 'A week into your focus on {domain}',
        heading: 'A week into your focus on {domain}',
        intro: 'Seven days ago you chose to give {domain} thirty days of attention. How is it going so far? What has helped, and what has got in the way?',
        rerate: 'A quick re-rate takes a minute and shows whether anything has moved yet. Small steps count too.',
      },
      30: {
        subject: 'Your 30 days of focus on {domain} are done',
        heading: 'How did your 30 days on {domain} go?',
        intro:
          'Your focus on {domain} has run its thirty days. Take a moment to look back: what worked, what do you want to keep, and what would you leave behind?',
        rerate:
          'Re-rate {domain} to see how far it has moved since you started. Then choose what comes next from your dashboard: keep going with this area, or start a focus on another one.',
      },
    },
    rerateButton: 'Re-rate now',
    why: 'You are getting this email because you asked for reminders when you started this focus. Rather not have them?',
    stopLink: 'Stop reminders for this focus',
  },
  es: {
    days: {
      7: {
        subject: 'Una semana centrándote en {domain}',
        heading: 'Una semana centrándote en {domain}',
        intro: 'Hace siete días decidiste dedicar 30 días de atención al área {domain}. ¿Qué tal va? ¿Qué te ha ayudado y qué se ha interpuesto?',
        rerate: 'Volver a puntuarla te lleva un minuto y te muestra si algo se ha movido ya. Los pasos pequeños también cuentan.',
      },
      30: {
        subject: 'Se han cumplido tus 30 días centrándote en {domain}',
        heading: '¿Qué tal han ido tus 30 días con {domain}?',
        intro:
          'Tu enfoque en el área {domain} ha cumplido sus 30 días. Tómate un momento para mirar atrás: ¿qué ha funcionado, qué quieres conservar y qué dejarías atrás?',
        rerate:
          'Vuelve a puntuar {domain} para ver cuánto ha cambiado desde que empezaste. Después, elige el siguiente paso en tu panel: seguir con esta área o empezar a centrarte en otra.',
      },
    },
    rerateButton: 'Volver a puntuar',
    why: 'Recibes este correo porque pediste recordatorios al empezar este enfoque. ¿Prefieres no recibirlos?',
    stopLink: 'Dejar de recibir recordatorios de este enfoque',
  },
  'es-MX': {
    days: {
      7: {
        subject: 'Una semana enfocándote en {domain}',
        heading: 'Una semana enfocándote en {domain}',
        intro: 'Hace siete días decidiste darle 30 días de atención al área {domain}. ¿Cómo vas? ¿Qué te ha ayudado y qué se te ha atravesado?',
        rerate: 'Volver a calificarla te toma un minuto y te muestra si algo ya cambió. Los pasos pequeños también cuentan.',
      },
      30: {
        subject: 'Terminaron tus 30 días de enfoque en {domain}',
        heading: '¿Cómo te fue en tus 30 días con {domain}?',
        intro: 'Tu enfoque en el área {domain} ya cumplió 30 días. Date un momento para mirar atrás: ¿qué funcionó, qué quieres conservar y qué dejarías ir?',
        rerate:
          'Vuelve a calificar {domain} para ver cuánto cambió desde que empezaste. Luego elige qué sigue en tu panel: continuar con esta área o empezar un enfoque en otra.',
      },
    },
    rerateButton: 'Volver a calificar',
    why: 'Te llega este correo porque pediste recordatorios al empezar este enfoque. ¿Prefieres no recibirlos?',
    stopLink: 'Ya no enviar recordatorios de este enfoque',
  },
  fr: {
    days: {
      7: {
        subject: 'Une semaine consacrée à « {domain} »',
        heading: 'Une semaine consacrée à « {domain} »',
        intro:
          'Il y a sept jours, vous avez choisi de consacrer 30 jours au domaine « {domain} ». Où en êtes-vous ? Qu’est-ce qui vous a aidé, et qu’est-ce qui vous a freiné ?',
        rerate: 'Une nouvelle évaluation rapide prend une minute et montre si quelque chose a déjà bougé. Les petits pas comptent aussi.',
      },
      30: {
        subject: 'Vos 30 jours consacrés à « {domain} » sont terminés',
        heading: 'Comment se sont passés vos 30 jours ?',
        intro:
          'Vos 30 jours consacrés au domaine « {domain} » sont écoulés. Prenez un moment pour faire le point : qu’est-ce qui a marché, que voulez-vous garder, que laisseriez-vous de côté ?',
        rerate:
          'Réévaluez « {domain} » pour voir le chemin parcouru depuis le début. Puis choisissez la suite depuis votre tableau de bord : continuer sur ce domaine ou vous consacrer à un autre.',
      },
    },
    rerateButton: 'Réévaluer maintenant',
    why: 'Vous recevez cet e-mail parce que vous avez demandé des rappels en commençant ce focus. Vous préférez ne plus en recevoir ?',
    stopLink: 'Arrêter les rappels de ce focus',
  },
  de: {
    days: {
      7: {
        subject: 'Eine Woche Fokus auf „{domain}“',
        heading: 'Eine Woche Fokus auf „{domain}“',
        intro:
          'Vor sieben Tagen hast du beschlossen, dem Bereich „{domain}“ 30 Tage lang deine Aufmerksamkeit zu schenken. Wie läuft es bisher? Was hat dir geholfen, was stand dir im Weg?',
        rerate: 'Eine kurze neue Einschätzung dauert eine Minute und zeigt dir, ob sich schon etwas bewegt hat. Auch kleine Schritte zählen.',
      },
      30: {
        subject: 'Deine 30 Tage Fokus auf „{domain}“ sind vorbei',
        heading: 'Wie waren deine 30 Tage?',
        intro:
          'Dein Fokus auf den Bereich „{domain}“ ist nach 30 Tagen zu Ende. Nimm dir einen Moment für den Rückblick: Was hat funktioniert, was möchtest du beibehalten, was lässt du hinter dir?',
        rerate:
          'Schätze „{domain}“ neu ein und sieh, wie viel sich seit dem Start verändert hat. Danach entscheidest du in deinem Dashboard, wie es weitergeht: an diesem Bereich dranbleiben oder einen anderen in den Fokus nehmen.',
      },
    },
    rerateButton: 'Jetzt neu einschätzen',
    why: 'Du bekommst diese E-Mail, weil du beim Start dieses Fokus Erinnerungen gewünscht hast. Lieber keine mehr?',
    stopLink: 'Erinnerungen für diesen Fokus abbestellen',
  },
  it: {
    days: {
      7: {
        subject: 'Una settimana dedicata a «{domain}»',
        heading: 'Una settimana dedicata a «{domain}»',
        intro: 'Sette giorni fa hai scelto di dedicare 30 giorni all’area «{domain}». Come sta andando? Che cosa ti ha aiutato e che cosa ti ha frenato?',
        rerate: 'Una nuova valutazione veloce richiede un minuto e ti mostra se qualcosa si è già mosso. Anche i piccoli passi contano.',
      },
      30: {
        subject: 'I tuoi 30 giorni dedicati a «{domain}» sono finiti',
        heading: 'Come sono andati i tuoi 30 giorni?',
        intro:
          'I 30 giorni dedicati all’area «{domain}» sono arrivati alla fine. Prenditi un momento per guardarti indietro: che cosa ha funzionato, che cosa vuoi tenere e che cosa lasceresti andare?',
        rerate:
          'Valuta di nuovo «{domain}» per vedere quanto è cambiata dall’inizio. Poi scegli come proseguire dalla tua dashboard: continuare con quest’area o dedicarti a un’altra.',
      },
    },
    rerateButton: 'Valuta di nuovo',
    why: 'Ricevi questa email perché hai chiesto dei promemoria quando hai iniziato questo percorso. Preferisci non riceverne più?',
    stopLink: 'Interrompi i promemoria di questo percorso',
  },
  pt: ptBR,
  'pt-BR': ptBR,
  'pt-PT': {
    days: {
      7: {
        subject: 'Uma semana de foco em «{domain}»',
        heading: 'Uma semana de foco em «{domain}»',
        intro: 'Há sete dias decidiste dedicar 30 dias de atenção à área «{domain}». Como está a correr? O que te ajudou e o que te travou?',
        rerate: 'Uma nova avaliação rápida demora um minuto e mostra se alguma coisa já mudou. Os pequenos passos também contam.',
      },
      30: {
        subject: 'Terminaram os teus 30 dias de foco em «{domain}»',
        heading: 'Como correram os teus 30 dias?',
        intro:
          'O teu foco na área «{domain}» chegou aos 30 dias. Tira um momento para olhar para trás: o que resultou, o que queres manter e o que deixarias para trás?',
        rerate:
          'Volta a avaliar «{domain}» para ver quanto mudou desde o início. Depois escolhe o passo seguinte no teu painel: continuar nesta área ou começar um foco noutra.',
      },
    },
    rerateButton: 'Avaliar novamente',
    why: 'Recebes este e-mail porque pediste lembretes quando começaste este foco. Preferes não os receber?',
    stopLink: 'Parar os lembretes deste foco',
  },
  nl: {
    days: {
      7: {
        subject: 'Een week focus op {domain}',
        heading: 'Een week focus op {domain}',
        intro:
          'Zeven dagen geleden koos je ervoor om het gebied {domain} dertig dagen lang aandacht te geven. Hoe gaat het tot nu toe? Wat hielp je, en wat zat je in de weg?',
        rerate: 'Een snelle nieuwe score kost je een minuut en laat zien of er al iets is veranderd. Kleine stappen tellen ook.',
      },
      30: {
        subject: 'Je 30 dagen focus op {domain} zitten erop',
        heading: 'Hoe gingen je 30 dagen?',
        intro: 'Je focus op {domain} heeft zijn dertig dagen gehad. Kijk even terug: wat werkte, wat wil je vasthouden en wat laat je achter je?',
        rerate:
          'Geef {domain} opnieuw een score en zie hoeveel er sinds de start is veranderd. Kies daarna op je dashboard wat je volgende stap is: doorgaan met dit gebied, of een focus op een ander gebied beginnen.',
      },
    },
    rerateButton: 'Nu opnieuw scoren',
    why: 'Je krijgt deze e-mail omdat je om herinneringen vroeg toen je met deze focus begon. Liever niet meer?',
    stopLink: 'Herinneringen voor deze focus stoppen',
  },
  'zh-CN': {
    days: {
      7: {
        subject: '专注「{domain}」已满一周',
        heading: '专注「{domain}」已满一周',
        intro: '七天前，你决定用 30 天专注于「{domain}」。到目前为止感觉如何？哪些事情帮到了你，又有什么在拖后腿？',
        rerate: '花一分钟重新打个分，看看是否已经有了变化。小小的进步也算数。',
      },
      30: {
        subject: '你专注「{domain}」的 30 天结束了',
        heading: '这 30 天过得怎么样？',
        intro: '你对「{domain}」的 30 天专注已经结束。花点时间回顾一下：哪些做法有用？哪些想继续保持？哪些可以放下？',
        rerate: '重新给「{domain}」打分，看看和开始时相比变化有多大。然后在你的仪表板上决定下一步：继续专注这个领域，或者换一个领域开始新的专注。',
      },
    },
    rerateButton: '现在重新打分',
    why: '你收到这封邮件，是因为你在开始这次专注时选择了接收提醒。不想再收到？',
    stopLink: '停止这次专注的提醒',
  },
  'zh-TW': {
    days: {
      7: {
        subject: '專注「{domain}」已滿一週',
        heading: '專注「{domain}」已滿一週',
        intro: '七天前，你決定用 30 天專注在「{domain}」。到目前為止感覺如何？哪些事情幫上了忙，又有什麼在扯後腿？',
        rerate: '花一分鐘重新評分，看看是否已經有所改變。小小的進步也算數。',
      },
      30: {
        subject: '你專注「{domain}」的 30 天結束了',
        heading: '這 30 天過得如何？',
        intro: '你對「{domain}」的 30 天專注已經告一段落。花點時間回顧一下：哪些做法有效？哪些想繼續保持？哪些可以放下？',
        rerate: '重新為「{domain}」評分，看看和開始時相比改變了多少。接著在你的儀表板決定下一步：繼續專注這個領域，或換一個領域開始新的專注。',
      },
    },
    rerateButton: '立即重新評分',
    why: '你會收到這封郵件，是因為你在開始這次專注時選擇了接收提醒。不想再收到嗎？',
    stopLink: '停止這次專注的提醒',
  },
  ja: {
    days: {
      7: {
        subject: '「{domain}」に取り組んで1週間',
        heading: '「{domain}」に取り組んで1週間',
        intro: '7日前、あなたは「{domain}」に30日間じっくり向き合うと決めました。ここまでの調子はいかがですか。何が助けになり、何が妨げになりましたか。',
        rerate: 'かんたんな再評価は1分ほどで終わり、すでに何か変わったかがわかります。小さな一歩も立派な前進です。',
      },
      30: {
        subject: '「{domain}」に取り組んだ30日間が終わりました',
        heading: 'この30日間はいかがでしたか',
        intro: '「{domain}」への30日間の取り組みが終わりました。少し振り返ってみましょう。何がうまくいき、何を続けたいですか。何を手放しますか。',
        rerate:
          '「{domain}」をもう一度評価して、始めたときからどれだけ変わったかを確かめましょう。そのあと、ダッシュボードで次の一歩を選べます。この分野を続けるか、別の分野に取り組むかです。',
      },
    },
    rerateButton: '今すぐ再評価する',
    why: 'このメールは、この取り組みを始めるときにリマインダーを希望されたためお送りしています。今後不要な場合は、こちらから停止できます。',
    stopLink: 'この取り組みのリマインダーを停止する',
  },
  ko: {
    days: {
      7: {
        subject: '‘{domain}’에 집중한 지 일주일',
        heading: '‘{domain}’에 집중한 지 일주일',
        intro: '7일 전, ‘{domain}’ 영역에 30일 동안 집중하기로 했어요. 지금까지 어떻게 지내고 있나요? 무엇이 도움이 됐고, 무엇이 걸림돌이었나요?',
        rerate: '빠르게 다시 평가하는 데는 1분이면 충분해요. 벌써 달라진 게 있는지 확인해 보세요. 작은 걸음도 소중해요.',
      },
      30: {
        subject: '‘{domain}’에 집중한 30일이 끝났어요',
        heading: '30일은 어땠나요?',
        intro: '‘{domain}’ 영역에 집중한 30일이 끝났어요. 잠시 돌아보세요. 무엇이 효과가 있었고, 무엇을 계속하고 싶고, 무엇을 내려놓고 싶나요?',
        rerate:
          '‘{domain}’ 영역을 다시 평가해서 처음과 비교해 얼마나 달라졌는지 확인해 보세요. 그다음 대시보드에서 다음 단계를 골라요. 이 영역을 계속할 수도, 다른 영역에 새로 집중할 수도 있어요.',
      },
    },
    rerateButton: '지금 다시 평가하기',
    why: '이 집중을 시작할 때 알림을 받겠다고 선택해서 이 이메일을 보내 드려요. 더 받고 싶지 않다면 아래에서 멈출 수 있어요.',
    stopLink: '이 집중의 알림 그만 받기',
  },
  ar: {
    days: {
      7: {
        subject: 'أسبوع من التركيز على مجال «{domain}»',
        heading: 'أسبوع من التركيز على مجال «{domain}»',
        intro: 'قبل سبعة أيام اخترت أن تمنح مجال «{domain}» ثلاثين يومًا من الاهتمام. كيف تسير الأمور حتى الآن؟ ما الذي ساعدك، وما الذي وقف في طريقك؟',
        rerate: 'إعادة التقييم السريعة تستغرق دقيقة واحدة، وتُظهر لك إن كان شيء قد تغيّر بالفعل. الخطوات الصغيرة تُحتسب أيضًا.',
      },
      30: {
        subject: 'انتهت أيامك الثلاثون من التركيز على مجال «{domain}»',
        heading: 'كيف كانت أيامك الثلاثون؟',
        intro: 'اكتملت ثلاثون يومًا من تركيزك على مجال «{domain}». خذ لحظة لتنظر إلى الوراء: ما الذي نجح، وما الذي تريد الحفاظ عليه، وما الذي تودّ تركه خلفك؟',
        rerate:
          'أعد تقييم مجال «{domain}» لترى كم تغيّر منذ البداية. بعد ذلك اختر خطوتك التالية من لوحة التحكم: أن تواصل مع هذا المجال، أو أن تبدأ التركيز على مجال آخر.',
      },
    },
    rerateButton: 'أعد التقييم الآن',
    why: 'وصلتك هذه الرسالة لأنك طلبت تذكيرات عندما بدأت هذا التركيز. هل تفضّل ألّا تصلك؟',
    stopLink: 'إيقاف تذكيرات هذا التركيز',
  },
  ru: {
    days: {
      7: {
        subject: 'Неделя фокуса на сфере «{domain}»',
        heading: 'Неделя фокуса на сфере «{domain}»',
        intro: 'Семь дней назад вы решили уделить сфере «{domain}» 30 дней внимания. Как идут дела? Что помогало, а что мешало?',
        rerate: 'Быстрая повторная оценка займёт минуту и покажет, сдвинулось ли уже что-нибудь. Маленькие шаги тоже считаются.',
      },
      30: {
        subject: 'Ваши 30 дней фокуса на сфере «{domain}» завершены',
        heading: 'Как прошли ваши 30 дней?',
        intro: 'Ваш фокус на сфере «{domain}» продлился все 30 дней. Оглянитесь назад: что сработало, что вы хотите сохранить, а что оставить позади?',
        rerate:
          'Оцените сферу «{domain}» заново и посмотрите, насколько она изменилась с начала. Затем выберите следующий шаг в личном кабинете: продолжить с этой сферой или начать фокус на другой.',
      },
    },
    rerateButton: 'Оценить заново',
    why: 'Вы получили это письмо, потому что включили напоминания, когда начинали этот фокус. Больше не хотите их получать?',
    stopLink: 'Отключить напоминания для этого фокуса',
  },
  hi: {
    days: {
      7: {
        subject: '{domain} पर ध्यान देते हुए एक हफ़्ता',
        heading: '{domain} पर ध्यान देते हुए एक हफ़्ता',
        intro: 'सात दिन पहले आपने तय किया था कि आप 30 दिन तक {domain} क्षेत्र पर ध्यान देंगे। अब तक कैसा चल रहा है? किस चीज़ से मदद मिली, और क्या रुकावट बना?',
        rerate: 'फिर से जल्दी रेटिंग देने में बस एक मिनट लगता है, और इससे पता चलता है कि कुछ बदला है या नहीं। छोटे कदम भी मायने रखते हैं।',
      },
      30: {
        subject: '{domain} पर आपके 30 दिन पूरे हुए',
        heading: 'आपके 30 दिन कैसे रहे?',
        intro: '{domain} क्षेत्र पर आपका 30 दिन का फ़ोकस पूरा हो गया है। एक पल रुककर पीछे देखिए: क्या काम आया, आप क्या जारी रखना चाहते हैं, और क्या पीछे छोड़ना चाहेंगे?',
        rerate:
          '{domain} को फिर से रेटिंग दीजिए और देखिए कि शुरुआत से कितना बदलाव आया है। फिर अपने डैशबोर्ड पर अगला कदम चुनिए: इसी क्षेत्र पर आगे बढ़ें, या किसी दूसरे क्षेत्र पर नया फ़ोकस शुरू करें।',
      },
    },
    rerateButton: 'अभी फिर से रेटिंग दें',
    why: 'आपको यह ईमेल इसलिए मिला है क्योंकि यह फ़ोकस शुरू करते समय आपने रिमाइंडर मांगे थे। अब नहीं चाहिए?',
    stopLink: 'इस फ़ोकस के रिमाइंडर बंद करें',
  },
  sv: {
    days: {
      7: {
        subject: 'En vecka med fokus på {domain}',
        heading: 'En vecka med fokus på {domain}',
        intro:
          'För sju dagar sedan bestämde du dig för att ge området {domain} trettio dagars uppmärksamhet. Hur går det hittills? Vad har hjälpt dig, och vad har stått i vägen?',
        rerate: 'En snabb ny skattning tar en minut och visar om något redan har rört sig. Små steg räknas också.',
      },
      30: {
        subject: 'Dina 30 dagar med fokus på {domain} är klara',
        heading: 'Hur blev dina 30 dagar?',
        intro:
          'Ditt fokus på området {domain} har pågått i trettio dagar. Ta en stund och blicka tillbaka: vad fungerade, vad vill du behålla och vad lämnar du bakom dig?',
        rerate:
          'Skatta {domain} igen och se hur mycket som har förändrats sedan starten. Välj sedan nästa steg på din översikt: fortsätt med det här området eller börja fokusera på ett annat.',
      },
    },
    rerateButton: 'Skatta igen nu',
    why: 'Du får det här mejlet eftersom du bad om påminnelser när du startade det här fokuset. Vill du hellre slippa dem?',
    stopLink: 'Stäng av påminnelserna för det här fokuset',
  },
  tr: {
    days: {
      7: {
        subject: '{domain} alanına odaklandığınız bir hafta',
        heading: '{domain} alanına odaklandığınız bir hafta',
        intro:
          'Yedi gün önce {domain} alanına 30 gün boyunca özen göstermeye karar verdiniz. Şimdiye kadar nasıl gidiyor? Size ne yardımcı oldu, ne engel oldu?',
        rerate: 'Hızlıca yeniden puanlamak bir dakikanızı alır ve bir şeylerin değişip değişmediğini gösterir. Küçük adımlar da sayılır.',
      },
      30: {
        subject: '{domain} alanına odaklandığınız 30 gün tamamlandı',
        heading: '30 gününüz nasıl geçti?',
        intro:
          '{domain} alanına odaklandığınız 30 gün sona erdi. Biraz durup geriye bakın: ne işe yaradı, neyi sürdürmek istiyorsunuz, neyi geride bırakırdınız?',
        rerate:
          'Başladığınızdan bu yana ne kadar değiştiğini görmek için {domain} alanını yeniden puanlayın. Ardından panelinizden sıradaki adımı seçin: bu alanla devam edin ya da başka bir alana odaklanmaya başlayın.',
      },
    },
    rerateButton: 'Şimdi yeniden puanla',
    why: 'Bu e-postayı, bu odağı başlatırken hatırlatma istediğiniz için alıyorsunuz. Artık almak istemiyor musunuz?',
    stopLink: 'Bu odağın hatırlatmalarını durdur',
  },
  id: {
    days: {
      7: {
        subject: 'Seminggu fokus pada {domain}',
        heading: 'Seminggu fokus pada {domain}',
        intro:
          'Tujuh hari lalu kamu memutuskan untuk memberi perhatian pada bidang {domain} selama 30 hari. Sejauh ini bagaimana? Apa yang membantu, dan apa yang menghambat?',
        rerate: 'Menilai ulang dengan cepat hanya butuh satu menit dan menunjukkan apakah sudah ada yang bergeser. Langkah kecil juga berarti.',
      },
      30: {
        subject: '30 hari fokusmu pada {domain} sudah selesai',
        heading: 'Bagaimana 30 harimu?',
        intro:
          'Fokusmu pada bidang {domain} sudah berjalan 30 hari. Luangkan waktu sejenak untuk menengok ke belakang: apa yang berhasil, apa yang ingin kamu pertahankan, dan apa yang ingin kamu tinggalkan?',
        rerate:
          'Nilai ulang {domain} untuk melihat seberapa jauh perubahannya sejak kamu mulai. Lalu pilih langkah berikutnya di dasbor: lanjutkan bidang ini, atau mulai fokus pada bidang lain.',
      },
    },
    rerateButton: 'Nilai ulang sekarang',
    why: 'Kamu menerima email ini karena meminta pengingat saat memulai fokus ini. Tidak ingin menerimanya lagi?',
    stopLink: 'Hentikan pengingat untuk fokus ini',
  },
  vi: {
    days: {
      7: {
        subject: 'Một tuần tập trung vào {domain}',
        heading: 'Một tuần tập trung vào {domain}',
        intro:
          'Bảy ngày trước, bạn đã quyết định dành 30 ngày quan tâm đến lĩnh vực {domain}. Đến giờ mọi thứ thế nào? Điều gì đã giúp bạn, và điều gì cản trở bạn?',
        rerate: 'Chấm điểm lại nhanh chỉ mất một phút và cho bạn thấy đã có gì thay đổi chưa. Những bước nhỏ cũng đáng kể.',
      },
      30: {
        subject: '30 ngày tập trung vào {domain} của bạn đã kết thúc',
        heading: '30 ngày của bạn diễn ra thế nào?',
        intro:
          'Khoảng thời gian 30 ngày tập trung vào lĩnh vực {domain} đã khép lại. Hãy dành một chút thời gian nhìn lại: điều gì hiệu quả, điều gì bạn muốn giữ, và điều gì bạn muốn bỏ lại phía sau?',
        rerate:
          'Chấm điểm lại {domain} để xem đã thay đổi bao nhiêu so với lúc bắt đầu. Sau đó chọn bước tiếp theo trên bảng điều khiển: tiếp tục với lĩnh vực này, hoặc bắt đầu tập trung vào một lĩnh vực khác.',
      },
    },
    rerateButton: 'Chấm điểm lại ngay',
    why: 'Bạn nhận được email này vì đã yêu cầu nhắc nhở khi bắt đầu đợt tập trung này. Không muốn nhận nữa?',
    stopLink: 'Dừng nhắc nhở cho đợt tập trung này',
  },
  th: {
    days: {
      7: {
        subject: 'ครบหนึ่งสัปดาห์ที่คุณโฟกัสด้าน{domain}',
        heading: 'ครบหนึ่งสัปดาห์ที่คุณโฟกัสด้าน{domain}',
        intro: 'เมื่อเจ็ดวันก่อน คุณตัดสินใจใส่ใจด้าน{domain}เป็นเวลา 30 วัน ตอนนี้เป็นอย่างไรบ้าง อะไรช่วยคุณได้ และอะไรที่เป็นอุปสรรค',
        rerate: 'การให้คะแนนใหม่อย่างรวดเร็วใช้เวลาเพียงหนึ่งนาที และจะบอกได้ว่ามีอะไรเปลี่ยนไปแล้วหรือยัง ก้าวเล็ก ๆ ก็มีความหมาย',
      },
      30: {
        subject: 'ครบ 30 วันที่คุณโฟกัสด้าน{domain}แล้ว',
        heading: '30 วันที่ผ่านมาเป็นอย่างไรบ้าง',
        intro: 'การโฟกัสด้าน{domain}ของคุณครบ 30 วันแล้ว ลองใช้เวลาสักครู่มองย้อนกลับไป อะไรได้ผล อะไรที่อยากทำต่อ และอะไรที่อยากปล่อยไว้ข้างหลัง',
        rerate: 'ให้คะแนนด้าน{domain}อีกครั้งเพื่อดูว่าเปลี่ยนไปมากแค่ไหนตั้งแต่เริ่ม จากนั้นเลือกก้าวต่อไปในแดชบอร์ดของคุณ จะทำด้านนี้ต่อ หรือเริ่มโฟกัสด้านอื่นก็ได้',
      },
    },
    rerateButton: 'ให้คะแนนใหม่ตอนนี้',
    why: 'คุณได้รับอีเมลนี้เพราะขอรับการแจ้งเตือนตอนเริ่มการโฟกัสนี้ ไม่อยากรับอีกแล้วใช่ไหม',
    stopLink: 'หยุดการแจ้งเตือนของการโฟกัสนี้',
  },
  sw: {
    days: {
      7: {
        subject: 'Wiki moja ya kuzingatia {domain}',
        heading: 'Wiki moja ya kuzingatia {domain}',
        intro:
          'Siku saba zilizopita uliamua kulipa eneo la {domain} uangalifu kwa siku 30. Mambo yanaendeleaje hadi sasa? Nini kimekusaidia, na nini kimekuzuia?',
        rerate: 'Kupima upya kwa haraka kunachukua dakika moja tu na kunaonyesha kama kuna kitu kimeshabadilika. Hatua ndogo nazo zina maana.',
      },
      30: {
        subject: 'Siku zako 30 za kuzingatia {domain} zimekamilika',
        heading: 'Siku zako 30 zilikwendaje?',
        intro:
          'Umekamilisha siku 30 za kuzingatia eneo la {domain}. Chukua muda kidogo kutazama nyuma: nini kilifanya kazi, nini ungependa kuendelea nacho, na nini ungeacha nyuma?',
        rerate:
          'Pima {domain} upya uone imebadilika kiasi gani tangu ulipoanza. Kisha chagua hatua inayofuata kwenye dashibodi yako: endelea na eneo hili, au anza kuzingatia eneo jingine.',
      },
    },
    rerateButton: 'Pima upya sasa',
    why: 'Umepokea barua pepe hii kwa sababu uliomba vikumbusho ulipoanza kuzingatia eneo hili. Hupendi kuvipokea tena?',
    stopLink: 'Sitisha vikumbusho vya mpango huu',
  },
  fil: {
    days: {
      7: {
        subject: 'Isang linggo na ng pagtutok mo sa {domain}',
        heading: 'Isang linggo na ng pagtutok mo sa {domain}',
        intro:
          'Pitong araw na ang nakalipas mula nang piliin mong bigyan ng 30 araw na atensiyon ang {domain}. Kumusta na ito? Ano ang nakatulong, at ano ang humadlang?',
        rerate: 'Isang minuto lang ang mabilisang muling pag-rate, at makikita mo kung may gumalaw na. Mahalaga rin ang maliliit na hakbang.',
      },
      30: {
        subject: 'Tapos na ang 30 araw ng pagtutok mo sa {domain}',
        heading: 'Kumusta ang 30 araw mo?',
        intro:
          'Natapos na ang 30 araw ng pagtutok mo sa {domain}. Maglaan ng sandali para lumingon: ano ang gumana, ano ang gusto mong ituloy, at ano ang iiwan mo na?',
        rerate:
          'I-rate muli ang {domain} para makita kung gaano na ito nagbago mula nang magsimula ka. Pagkatapos, piliin ang susunod sa iyong dashboard: ituloy ang area na ito, o magsimula ng pagtutok sa iba.',
      },
    },
    rerateButton: 'I-rate muli ngayon',
    why: 'Natanggap mo ang email na ito dahil humiling ka ng mga paalala nang simulan mo ang pagtutok na ito. Ayaw mo na bang makatanggap?',
    stopLink: 'Itigil ang mga paalala para sa pagtutok na ito',
  },
};
