import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Carrière et vocation', descriptor: 'Sens, évolution et satisfaction dans votre travail' },
  'financial-wellbeing': { name: 'Bien-être financier', descriptor: 'Sécurité et maîtrise de votre argent' },
  'physical-health': { name: 'Santé physique', descriptor: 'Énergie, forme, sommeil et ressenti de votre corps au quotidien' },
  'emotional-wellbeing': { name: 'Bien-être émotionnel', descriptor: 'Calme, résilience et votre façon de traverser les hauts et les bas de la vie' },
  family: { name: 'Famille', descriptor: 'Proximité, soutien et temps passé avec celles et ceux que vous considérez comme votre famille' },
  friends: { name: 'Amis', descriptor: 'Des amitiés qui vous comprennent, vous soutiennent et vous mettent à l’aise' },
  'relationships-love': { name: 'Couple et amour', descriptor: 'Intimité, vie à deux et l’amour que vous donnez et recevez' },
  'community-giving': { name: 'Communauté et engagement', descriptor: 'Appartenance, contribution et la différence que vous faites pour les autres' },
  'fun-recreation': { name: 'Loisirs et plaisir', descriptor: 'Jeux, passions et ces moments où l’on ne voit pas le temps passer' },
  'physical-environment': { name: 'Cadre de vie', descriptor: 'Un logement et un environnement calmes, sûrs et à votre image' },
  'personal-growth': { name: 'Développement personnel', descriptor: 'Apprendre, rester curieux et devenir la personne que vous voulez être' },
  spirituality: { name: 'Spiritualité', descriptor: 'Sens, valeurs et le sentiment de faire partie de quelque chose de plus grand que soi' },
} satisfies Translation<EnglishBundle['domains']>;
