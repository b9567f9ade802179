import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Roda da vida para imprimir',
    description:
      'Uma roda da vida numa só página para imprimir em A4 ou Letter: avalia cada área à mão, com um código QR para a roda online. Para salas sem telemóveis.',
    sessionTitle: 'Folhas em papel para {{name}}',
  },
  screen: {
    intro: 'Uma página por pessoa, para salas sem telemóveis. Quem quiser pode ler o código QR e continuar online.',
    print: 'Imprimir',
    paperSize: 'Escolhe A4 ou Letter na janela de impressão: a folha cabe numa página em qualquer dos dois.',
    preview: 'Pré-visualização da folha impressa',
    back: 'Voltar à sessão',
    loading: 'A carregar a folha…',
    notFound: 'Não encontrámos esta sessão entre as tuas.',
  },
  paper: {
    title: 'A minha roda da vida',
    instructions: 'Para cada área, avalia a tua satisfação hoje, de {{min}} (nada) a {{max}} (totalmente). Pinta a fatia desde o centro até esse anel.',
    scale: 'O centro é {{zero}}; o anel exterior, {{max}}.',
    name: 'O teu nome',
    date: 'Data',
    riseTitle: 'Escolhe uma área. Como seria um ponto a mais?',
    riseHint: 'Algo pequeno e concreto que possas fazer este mês.',
    wheelLabel: 'Uma roda em branco para pintar, com uma fatia por área: {{areas}}',
    online: 'Preferes o telemóvel? Faz a avaliação online:',
    session: 'Entra na sessão online com o código {{code}}:',
    qrLabel: 'Código QR para {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
