import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Werk & roeping', descriptor: 'Zingeving, groei en voldoening in je werk' },
  'financial-wellbeing': { name: 'Financieel welzijn', descriptor: 'Je zeker voelen en grip hebben op je geld' },
  'physical-health': { name: 'Lichamelijke gezondheid', descriptor: 'Energie, fitheid, slaap en hoe je lichaam zich elke dag voelt' },
  'emotional-wellbeing': { name: 'Emotioneel welzijn', descriptor: 'Rust, veerkracht en hoe je omgaat met de ups en downs van het leven' },
  family: { name: 'Familie', descriptor: 'Nabijheid, steun en tijd met de mensen die jij als familie ziet' },
  friends: { name: 'Vriendschap', descriptor: 'Vriendschappen waarin je je gezien, gesteund en op je gemak voelt' },
  'relationships-love': { name: 'Relatie & liefde', descriptor: 'Intimiteit, partnerschap en de liefde die je geeft en ontvangt' },
  'community-giving': { name: 'Gemeenschap & bijdragen', descriptor: 'Ergens bij horen, bijdragen en iets betekenen voor anderen' },
  'fun-recreation': { name: 'Plezier & ontspanning', descriptor: 'Spel, hobby’s en de momenten waarop je de tijd vergeet' },
  'physical-environment': { name: 'Woon- & leefomgeving', descriptor: 'Een huis en omgeving die rustig, veilig en echt van jou aanvoelen' },
  'personal-growth': { name: 'Persoonlijke groei', descriptor: 'Leren, nieuwsgierigheid en worden wie je wilt zijn' },
  spirituality: { name: 'Spiritualiteit', descriptor: 'Zingeving, waarden en het gevoel deel te zijn van iets groters' },
} satisfies Translation<EnglishBundle['domains']>;
