import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Karera at Bokasyon', descriptor: 'Layunin, pag-unlad at kasiyahan sa trabaho mo' },
  'financial-wellbeing': { name: 'Kalagayang Pinansyal', descriptor: 'Pakiramdam na ligtas ka at hawak mo ang pera mo' },
  'physical-health': { name: 'Kalusugan ng Katawan', descriptor: 'Lakas, fitness, tulog at pakiramdam ng katawan mo araw-araw' },
  'emotional-wellbeing': { name: 'Kalagayang Emosyonal', descriptor: 'Kapanatagan, katatagan at kung paano mo hinaharap ang mga pagsubok ng buhay' },
  family: { name: 'Pamilya', descriptor: 'Pagiging malapit, suporta at oras kasama ang mga itinuturing mong pamilya' },
  friends: { name: 'Mga Kaibigan', descriptor: 'Mga pagkakaibigang nakikita ka, sinusuportahan ka at panatag ka' },
  'relationships-love': { name: 'Relasyon at Pag-ibig', descriptor: 'Pagiging malapit, pagsasama at ang pagmamahal na ibinibigay at tinatanggap mo' },
  'community-giving': { name: 'Komunidad at Pagbibigay', descriptor: 'Pagiging bahagi, pag-aambag at paggawa ng pagbabago para sa iba' },
  'fun-recreation': { name: 'Saya at Libangan', descriptor: 'Laro, mga hilig at mga sandaling nakakalimutan mo ang oras' },
  'physical-environment': { name: 'Kapaligiran', descriptor: 'Tahanan at paligid na panatag, ligtas at pakiramdam mo ay sa iyo' },
  'personal-growth': { name: 'Personal na Pag-unlad', descriptor: 'Pag-aaral, pagkamausisa at pagiging taong gusto mong maging' },
  spirituality: { name: 'Espiritwalidad', descriptor: 'Kahulugan, mga pinahahalagahan at pakiramdam ng isang bagay na mas malaki sa iyo' },
} satisfies Translation<EnglishBundle['domains']>;
