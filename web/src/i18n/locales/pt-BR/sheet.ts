import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Roda da vida para imprimir',
    description:
      'Uma roda da vida em uma página para imprimir em A4 ou Carta: avalie cada área à mão, com um QR code para a roda online. Para salas sem celular.',
    sessionTitle: 'Folhas impressas para {{name}}',
  },
  screen: {
    intro: 'Uma página por pessoa, para salas sem celular. Quem quiser pode escanear o QR code e continuar online.',
    print: 'Imprimir',
    paperSize: 'Escolha A4 ou Carta na janela de impressão: a folha cabe em uma página nos dois tamanhos.',
    preview: 'Prévia da folha impressa',
    back: 'Voltar à sessão',
    loading: 'Carregando a folha…',
    notFound: 'Não encontramos esta sessão entre as suas.',
  },
  paper: {
    title: 'Minha roda da vida',
    instructions: 'Para cada área, avalie sua satisfação hoje, de {{min}} (nada) a {{max}} (totalmente). Pinte a fatia do centro até esse anel.',
    scale: 'O centro é {{zero}}; o anel externo, {{max}}.',
    name: 'Seu nome',
    date: 'Data',
    riseTitle: 'Escolha uma área. Como seria um ponto a mais?',
    riseHint: 'Algo pequeno e concreto que você poderia fazer este mês.',
    wheelLabel: 'Uma roda em branco para pintar, com uma fatia por área: {{areas}}',
    online: 'Prefere o celular? Faça a avaliação online:',
    session: 'Entre na sessão online com o código {{code}}:',
    qrLabel: 'QR code para {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
