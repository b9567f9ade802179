import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Карьера и призвание', descriptor: 'Смысл, рост и удовлетворение от работы' },
  'financial-wellbeing': { name: 'Финансовое благополучие', descriptor: 'Уверенность и контроль над своими деньгами' },
  'physical-health': { name: 'Физическое здоровье', descriptor: 'Энергия, физическая форма, сон и самочувствие изо дня в день' },
  'emotional-wellbeing': { name: 'Эмоциональное благополучие', descriptor: 'Спокойствие, устойчивость и то, как вы проходите через взлёты и падения' },
  family: { name: 'Семья', descriptor: 'Близость, поддержка и время с теми, кого вы считаете своей семьёй' },
  friends: { name: 'Друзья', descriptor: 'Дружба, в которой вас видят, поддерживают и где вам легко' },
  'relationships-love': { name: 'Отношения и любовь', descriptor: 'Близость, партнёрство и любовь, которую вы дарите и получаете' },
  'community-giving': { name: 'Сообщество и вклад', descriptor: 'Принадлежность, участие и возможность что-то изменить для других' },
  'fun-recreation': { name: 'Отдых и развлечения', descriptor: 'Игра, хобби и моменты, когда вы забываете о времени' },
  'physical-environment': { name: 'Дом и окружение', descriptor: 'Дом и место вокруг, где спокойно, безопасно и по-настоящему ваше' },
  'personal-growth': { name: 'Личностный рост', descriptor: 'Учёба, любознательность и путь к тому, кем вы хотите стать' },
  spirituality: { name: 'Духовность', descriptor: 'Смысл, ценности и ощущение чего-то большего, чем вы сами' },
} satisfies Translation<EnglishBundle['domains']>;
