import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Karier & Panggilan', descriptor: 'Makna, perkembangan, dan kepuasan dalam pekerjaan Anda' },
  'financial-wellbeing': { name: 'Kesejahteraan Finansial', descriptor: 'Merasa aman dan memegang kendali atas keuangan Anda' },
  'physical-health': { name: 'Kesehatan Fisik', descriptor: 'Energi, kebugaran, tidur, dan kondisi tubuh Anda sehari-hari' },
  'emotional-wellbeing': { name: 'Kesejahteraan Emosional', descriptor: 'Ketenangan, ketangguhan, dan cara Anda menghadapi pasang surut hidup' },
  family: { name: 'Keluarga', descriptor: 'Kedekatan, dukungan, dan waktu bersama orang-orang yang Anda anggap keluarga' },
  friends: { name: 'Teman', descriptor: 'Persahabatan yang membuat Anda merasa dilihat, didukung, dan nyaman' },
  'relationships-love': { name: 'Hubungan & Cinta', descriptor: 'Keintiman, kebersamaan, dan cinta yang Anda beri dan terima' },
  'community-giving': { name: 'Komunitas & Berbagi', descriptor: 'Rasa memiliki, berkontribusi, dan membawa perubahan bagi orang lain' },
  'fun-recreation': { name: 'Kesenangan & Rekreasi', descriptor: 'Bermain, hobi, dan saat-saat Anda lupa waktu' },
  'physical-environment': { name: 'Lingkungan Fisik', descriptor: 'Rumah dan lingkungan yang terasa tenang, aman, dan milik Anda' },
  'personal-growth': { name: 'Pengembangan Diri', descriptor: 'Belajar, rasa ingin tahu, dan menjadi pribadi yang Anda inginkan' },
  spirituality: { name: 'Spiritualitas', descriptor: 'Makna, nilai, dan rasa terhubung dengan sesuatu yang lebih besar dari diri Anda' },
} satisfies Translation<EnglishBundle['domains']>;
