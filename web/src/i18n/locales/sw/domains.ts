import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Kazi na Wito', descriptor: 'Kusudi, maendeleo na kuridhika katika kazi yako' },
  'financial-wellbeing': { name: 'Ustawi wa Kifedha', descriptor: 'Kujihisi salama na mwenye udhibiti wa pesa zako' },
  'physical-health': { name: 'Afya ya Mwili', descriptor: 'Nguvu, siha, usingizi na jinsi mwili wako unavyojisikia kila siku' },
  'emotional-wellbeing': { name: 'Ustawi wa Kihisia', descriptor: 'Utulivu, ustahimilivu na jinsi unavyokabili panda-shuka za maisha' },
  family: { name: 'Familia', descriptor: 'Ukaribu, msaada na muda pamoja na watu unaowaita familia' },
  friends: { name: 'Marafiki', descriptor: 'Urafiki ambapo unaonekana, unasaidiwa na uko huru' },
  'relationships-love': { name: 'Mahusiano na Mapenzi', descriptor: 'Ukaribu, ushirika na upendo unaotoa na kupokea' },
  'community-giving': { name: 'Jamii na Kutoa', descriptor: 'Kuwa sehemu ya jamii, kuchangia na kuleta mabadiliko kwa wengine' },
  'fun-recreation': { name: 'Furaha na Burudani', descriptor: 'Michezo, mambo unayopenda kufanya na nyakati unazosahau muda' },
  'physical-environment': { name: 'Mazingira', descriptor: 'Nyumba na mazingira yanayohisi tulivu, salama na yako' },
  'personal-growth': { name: 'Maendeleo Binafsi', descriptor: 'Kujifunza, udadisi na kuwa mtu unayetaka kuwa' },
  spirituality: { name: 'Maisha ya Kiroho', descriptor: 'Maana, maadili na hisia ya kitu kikubwa kuliko wewe' },
} satisfies Translation<EnglishBundle['domains']>;
