import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Kariyer ve Meslek', descriptor: 'İşinizde anlam, gelişim ve doyum' },
  'financial-wellbeing': { name: 'Finansal Refah', descriptor: 'Paranız konusunda kendinizi güvende ve kontrolde hissetmek' },
  'physical-health': { name: 'Fiziksel Sağlık', descriptor: 'Enerji, form, uyku ve bedeninizin gün be gün nasıl hissettiği' },
  'emotional-wellbeing': { name: 'Duygusal İyi Oluş', descriptor: 'Sakinlik, dayanıklılık ve hayatın iniş çıkışlarını nasıl karşıladığınız' },
  family: { name: 'Aile', descriptor: 'Aileniz saydığınız insanlarla yakınlık, destek ve birlikte geçen zaman' },
  friends: { name: 'Arkadaşlar', descriptor: 'Kendinizi görülmüş, desteklenmiş ve rahat hissettiğiniz dostluklar' },
  'relationships-love': { name: 'İlişkiler ve Aşk', descriptor: 'Yakınlık, birliktelik ve verdiğiniz ve aldığınız sevgi' },
  'community-giving': { name: 'Toplum ve Katkı', descriptor: 'Aidiyet, katkıda bulunmak ve başkaları için fark yaratmak' },
  'fun-recreation': { name: 'Eğlence ve Dinlenme', descriptor: 'Oyun, hobiler ve zamanın nasıl geçtiğini unuttuğunuz anlar' },
  'physical-environment': { name: 'Yaşam Alanı', descriptor: 'Sakin, güvenli ve size ait hissettiren bir ev ve çevre' },
  'personal-growth': { name: 'Kişisel Gelişim', descriptor: 'Öğrenmek, merak etmek ve olmak istediğiniz kişiye dönüşmek' },
  spirituality: { name: 'Maneviyat', descriptor: 'Anlam, değerler ve kendinizden daha büyük bir şeyin parçası olma hissi' },
} satisfies Translation<EnglishBundle['domains']>;
