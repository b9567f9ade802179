import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Carreira e vocação', descriptor: 'Propósito, crescimento e satisfação no teu trabalho' },
  'financial-wellbeing': { name: 'Bem-estar financeiro', descriptor: 'Tranquilidade e controlo sobre o teu dinheiro' },
  'physical-health': { name: 'Saúde física', descriptor: 'Energia, forma física, sono e como o teu corpo se sente no dia a dia' },
  'emotional-wellbeing': { name: 'Bem-estar emocional', descriptor: 'Calma, resiliência e a forma como lidas com os altos e baixos da vida' },
  family: { name: 'Família', descriptor: 'Proximidade, apoio e tempo com as pessoas que consideras família' },
  friends: { name: 'Amigos', descriptor: 'Pessoas que te compreendem, te apoiam e com quem estás à vontade' },
  'relationships-love': { name: 'Relações e amor', descriptor: 'Intimidade, vida a dois e o amor que dás e recebes' },
  'community-giving': { name: 'Comunidade e solidariedade', descriptor: 'Pertença, contribuição e fazer a diferença para os outros' },
  'fun-recreation': { name: 'Lazer e diversão', descriptor: 'Brincadeira, passatempos e os momentos em que perdes a noção do tempo' },
  'physical-environment': { name: 'Ambiente físico', descriptor: 'Uma casa e um espaço à tua volta tranquilos, seguros e teus' },
  'personal-growth': { name: 'Crescimento pessoal', descriptor: 'Aprendizagem, curiosidade e tornares-te quem queres ser' },
  spirituality: { name: 'Espiritualidade', descriptor: 'Sentido, valores e a sensação de algo maior do que tu' },
} satisfies Translation<EnglishBundle['domains']>;
