import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Sua conta | Lifewheel', description: 'Baixe tudo o que o Lifewheel guarda sobre você ou exclua sua conta.' },
  nav: { link: 'Conta' },
  title: 'Sua conta',
  intro: 'Você entrou como {{email}}.',
  loading: 'Carregando sua conta…',
  export: {
    title: 'Baixe seus dados',
    body: 'Tudo o que o Lifewheel guarda sobre você: sua conta, avaliações salvas, anotações e progresso nas ferramentas, mensagens que você nos enviou, sua inscrição na lista de e-mails e seus pagamentos.',
    json: 'Baixar em JSON',
    csv: 'Baixar em CSV (planilha)',
    preparing: 'Preparando seu arquivo…',
    failed: 'O download não funcionou. Verifique sua conexão e tente de novo.',
  },
  delete: {
    title: 'Excluir sua conta',
    body: 'Isso apaga suas avaliações salvas, anotações e progresso nas ferramentas, as mensagens que você nos enviou, sua inscrição na lista de e-mails e seu acesso. Os registros de pagamento ficam para a nossa contabilidade, sem o seu e-mail. Não dá para desfazer.',
    open: 'Excluir minha conta…',
    dialogTitle: 'Excluir sua conta para sempre?',
    label: 'Digite seu e-mail para confirmar',
    hint: 'Digite {{email}}',
    confirm: 'Excluir minha conta',
    cancel: 'Manter minha conta',
    deleting: 'Excluindo…',
    failed: 'Não foi possível excluir sua conta. Verifique sua conexão e tente de novo.',
    errors: { confirmRequired: 'Digite seu e-mail para confirmar.', confirmMismatch: 'Esse não é o e-mail desta conta.' },
    doneTitle: 'Sua conta foi excluída',
    done: 'Apagamos tudo o que guardávamos sobre você, e você saiu da conta.',
    home: 'Voltar para a página inicial',
  },
} satisfies Translation<EnglishBundle['account']>;
