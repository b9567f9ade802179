import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Carreira e vocação', descriptor: 'Propósito, crescimento e satisfação no seu trabalho' },
  'financial-wellbeing': { name: 'Bem-estar financeiro', descriptor: 'Tranquilidade e controle sobre o seu dinheiro' },
  'physical-health': { name: 'Saúde física', descriptor: 'Energia, condicionamento, sono e como seu corpo se sente no dia a dia' },
  'emotional-wellbeing': { name: 'Bem-estar emocional', descriptor: 'Calma, resiliência e como você lida com os altos e baixos da vida' },
  family: { name: 'Família', descriptor: 'Proximidade, apoio e tempo com as pessoas que você considera família' },
  friends: { name: 'Amizades', descriptor: 'Pessoas que entendem e apoiam você, e com quem você fica à vontade' },
  'relationships-love': { name: 'Relacionamentos e amor', descriptor: 'Intimidade, parceria e o amor que você dá e recebe' },
  'community-giving': { name: 'Comunidade e generosidade', descriptor: 'Pertencimento, contribuição e fazer diferença para os outros' },
  'fun-recreation': { name: 'Diversão e lazer', descriptor: 'Brincadeiras, hobbies e os momentos em que você perde a noção do tempo' },
  'physical-environment': { name: 'Ambiente físico', descriptor: 'Uma casa e um entorno tranquilos, seguros e com a sua cara' },
  'personal-growth': { name: 'Crescimento pessoal', descriptor: 'Aprendizado, curiosidade e se tornar quem você quer ser' },
  spirituality: { name: 'Espiritualidade', descriptor: 'Sentido, valores e a sensação de algo maior do que você' },
} satisfies Translation<EnglishBundle['domains']>;
