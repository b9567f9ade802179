import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'A sua conta | Lifewheel', description: 'Transfira tudo o que o Lifewheel guarda sobre si ou elimine a sua conta.' },
  nav: { link: 'Conta' },
  title: 'A sua conta',
  intro: 'Tem sessão iniciada como {{email}}.',
  loading: 'A carregar a sua conta…',
  export: {
    title: 'Transferir os seus dados',
    body: 'Tudo o que o Lifewheel guarda sobre si: a sua conta, as avaliações guardadas, as notas e o progresso nas ferramentas, as mensagens que nos enviou, a subscrição da lista de correio e os seus pagamentos.',
    json: 'Transferir em JSON',
    csv: 'Transferir em CSV (folha de cálculo)',
    preparing: 'A preparar o ficheiro…',
    failed: 'A transferência falhou. Verifique a ligação e tente novamente.',
  },
  delete: {
    title: 'Eliminar a sua conta',
    body: 'Serão apagadas as avaliações guardadas, as notas e o progresso nas ferramentas, as mensagens que nos enviou, a subscrição da lista de correio e o seu acesso. Os registos de pagamento ficam para a nossa contabilidade, sem o seu endereço de e-mail. Não é possível anular.',
    open: 'Eliminar a minha conta…',
    dialogTitle: 'Eliminar a sua conta definitivamente?',
    label: 'Escreva o seu endereço de e-mail para confirmar',
    hint: 'Escreva {{email}}',
    confirm: 'Eliminar a minha conta',
    cancel: 'Manter a minha conta',
    deleting: 'A eliminar…',
    failed: 'Não foi possível eliminar a sua conta. Verifique a ligação e tente novamente.',
    errors: { confirmRequired: 'Escreva o seu endereço de e-mail para confirmar.', confirmMismatch: 'Esse não é o endereço de e-mail desta conta.' },
    doneTitle: 'A sua conta foi eliminada',
    done: 'Apagámos tudo o que guardávamos sobre si e terminámos a sua sessão.',
    home: 'Voltar à página inicial',
  },
} satisfies Translation<EnglishBundle['account']>;
