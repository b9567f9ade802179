import type { EnglishBundle, Translation } from '../../translation.js';

export const followUps = {
  intro: 'Para onde gostarias de ir a partir daqui? Cada opção é um formulário curto.',
  optional: '(opcional)',
  sending: 'A enviar…',
  formLoadFailed: 'Não foi possível carregar este formulário. Verifique a sua ligação e tente novamente.',
  kinds: {
    lifeQuestion: {
      title: 'Faz uma pergunta sobre a tua vida',
      description: 'A tua roda levantou alguma pergunta sobre a tua vida? Escreve-a aqui e deixa o teu e-mail se quiseres uma resposta.',
      submit: 'Enviar a minha pergunta',
      confirmation: 'Obrigado! A tua pergunta chegou até nós.',
    },
    successTeam: {
      title: 'Junta-te a uma Success Team',
      description: 'Trabalha num objetivo com um pequeno grupo de pessoas que se apoiam umas às outras.',
      submit: 'Pedir para entrar numa equipa',
      confirmation: 'Obrigado! O teu pedido para entrares numa Success Team chegou até nós.',
    },
    mailingList: {
      title: 'Subscreve a newsletter',
      description: 'De vez em quando: ideias para uma vida mais equilibrada, novas ferramentas de autocoaching e novidades do Lifewheel.',
      submit: 'Subscrever a newsletter',
      confirmation:
        'Quase feito: vê a tua caixa de entrada e confirma com a ligação do e-mail que acabámos de enviar. Só entras na lista depois de confirmares.',
    },
    proToolsFeedback: {
      title: 'Dá a tua opinião sobre as ferramentas Pro',
      description: 'Diz-nos o que tornaria as ferramentas de autocoaching premium mais úteis para ti.',
      submit: 'Enviar a minha opinião',
      confirmation: 'Obrigado! A tua opinião chegou até nós.',
    },
  },
  fields: {
    question: { label: 'A tua pergunta', hint: 'Entre 10 e 1000 caracteres.' },
    name: { label: 'O teu nome' },
    email: { label: 'O teu e-mail' },
    emailForAnswer: { label: 'O teu e-mail', hint: 'Só se quiseres receber a resposta por e-mail.' },
    goal: { label: 'Um objetivo em que gostarias de trabalhar', hint: 'Até 500 caracteres.' },
    message: { label: 'A tua opinião', hint: 'Entre 10 e 2000 caracteres.' },
    consent: {
      label:
        'Sim, quero receber a newsletter do Lifewheel por e-mail. Posso cancelar a subscrição a qualquer momento através da ligação incluída em cada e-mail.',
    },
  },
  messages: {
    kindUnknown: 'Escolhe uma das opções de seguimento',
    emailRequired: 'Indica o teu e-mail',
    emailInvalid: 'Indica um e-mail válido',
    questionRequired: 'Escreve a tua pergunta',
    questionTooShort: 'A tua pergunta precisa de ter pelo menos 10 caracteres',
    questionTooLong: 'A tua pergunta pode ter, no máximo, 1000 caracteres',
    nameRequired: 'Indica o teu nome',
    nameTooLong: 'O teu nome pode ter, no máximo, 80 caracteres',
    goalTooLong: 'O teu objetivo pode ter, no máximo, 500 caracteres',
    consentRequired: 'Assinala a caixa para aceitares receber os nossos e-mails',
    feedbackRequired: 'Escreve a tua opinião',
    feedbackTooShort: 'A tua opinião precisa de ter pelo menos 10 caracteres',
    feedbackTooLong: 'A tua opinião pode ter, no máximo, 2000 caracteres',
    languageUnknown: 'Código de idioma desconhecido',
    resultsLinkNotFound: 'Não encontrámos os resultados a partir dos quais este formulário foi enviado. Confirma que a ligação está completa.',
    unsubscribeLinkInvalid: 'Esta ligação para cancelar a subscrição está incompleta. Usa a ligação completa do e-mail.',
    confirmLinkInvalid: 'Esta ligação de confirmação está incompleta. Usa a ligação completa do e-mail.',
  },
  errors: {
    fieldInvalid: 'Verifica este campo',
    rateLimited:
      'Foram enviados muitos formulários a partir da tua rede no último minuto. Espera um minuto e volta a enviar; as tuas respostas continuam aqui.',
    network: 'Não conseguimos ligar-nos ao Lifewheel. Verifica a tua ligação à internet e volta a enviar; as tuas respostas continuam aqui.',
    server: 'Não foi possível enviar o teu formulário neste momento. Tenta novamente daqui a pouco; as tuas respostas continuam aqui.',
  },
  unsubscribe: {
    meta: {
      title: 'Sair da newsletter | Lifewheel',
      description: 'Confirma que já não queres receber a newsletter do Lifewheel.',
    },
    title: 'Sair da newsletter do Lifewheel?',
    body: 'Carrega no botão abaixo e deixamos de te enviar e-mails. Podes voltar a subscrever quando quiseres a partir da tua página de resultados.',
    confirm: 'Cancelar subscrição',
    working: 'A cancelar a subscrição…',
    doneTitle: 'Saíste da newsletter',
    done: 'A tua subscrição foi cancelada. Não vais receber mais e-mails nossos.',
    invalidTitle: 'Não conseguimos ler esta ligação para cancelar a subscrição',
    home: 'Ir para a página inicial',
    failed: 'Não conseguimos cancelar a tua subscrição neste momento. Verifica a tua ligação à internet e volta a carregar no botão.',
  },
  // The double opt-in page the confirmation email links to (/mailing-list/confirm/{token}).
  confirm: {
    meta: {
      title: 'Confirma a tua subscrição da newsletter | Lifewheel',
      description: 'Confirma que queres receber a newsletter do Lifewheel.',
    },
    title: 'Subscrever a newsletter do Lifewheel?',
    body: 'Carrega no botão para confirmar que queres receber os nossos e-mails. Se não foste tu a pedir, fecha simplesmente esta página e nada será enviado.',
    submit: 'Sim, adiciona-me à lista',
    working: 'A confirmar…',
    doneTitle: 'Estás na lista',
    done: 'Obrigado por confirmares. Vai a caminho um e-mail de boas-vindas, com uma ligação para saíres quando quiseres.',
    usedTitle: 'Já confirmado',
    used: 'Esta ligação já foi usada, por isso o endereço já está na lista. Não tens de fazer mais nada.',
    expiredTitle: 'Esta ligação expirou',
    expired: 'As ligações de confirmação são válidas durante {{days}} dias. Volta a subscrever a partir da tua página de resultados e enviamos-te uma nova.',
    invalidTitle: 'Não conseguimos ler esta ligação de confirmação',
    invalid:
      'A ligação está incompleta ou já não é válida. Usa a ligação completa do e-mail mais recente ou volta a subscrever a partir da tua página de resultados.',
    failed: 'Não conseguimos confirmar neste momento. Verifica a tua ligação à internet e volta a carregar no botão.',
  },
} satisfies Translation<EnglishBundle['followUps']>;
