import type { DomainInsight } from '../types.js';

// Indonesian counterpart of generic-insight.en.ts; {{domain}} is the name the person gave.
export const genericInsight: DomainInsight = {
  about:
    '“{{domain}}” adalah bidang kehidupan yang Anda pilih sendiri untuk dimasukkan ke roda Anda, dan itu saja sudah menunjukkan bahwa bidang ini penting bagi Anda. Skor Anda adalah potret seberapa puas Anda dengannya saat ini, dan jaraknya dengan skor yang Anda inginkan menunjukkan seberapa besar perubahan yang Anda harapkan.',
  research: {
    finding:
      'Rencana sederhana berbentuk “jika… maka…” yang mengaitkan situasi tertentu dengan tindakan tertentu, yang dikenal sebagai implementation intentions, membuat orang lebih mungkin benar-benar bertindak untuk mencapai tujuannya. Sebuah meta-analisis atas 94 uji independen menemukan efek sedang hingga besar terhadap tercapainya tujuan dibandingkan niat baik saja, sehingga rencana ini berguna untuk bidang “{{domain}}” maupun bidang hidup lainnya.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'meta-analisis atas 94 uji independen',
  },
  bands: {
    high: {
      reflect:
        'Skor tinggi menunjukkan bahwa bidang “{{domain}}” sedang berjalan baik bagi Anda. Mungkin ada kebiasaan, orang, atau pilihan yang menopangnya, meskipun jarang Anda pikirkan. Menyadari apa yang berhasil bisa membantu Anda mempertahankannya saat hidup berubah.',
      nextSteps: [
        'Tuliskan dua atau tiga hal yang paling membantu bidang “{{domain}}” berjalan baik, agar Anda bisa menjaganya saat sedang sibuk.',
        'Bagikan apa yang berhasil dalam bidang “{{domain}}” kepada seseorang yang mungkin terbantu oleh pengalaman Anda.',
        'Pilih satu cara kecil untuk memperdalam atau memperluas bidang “{{domain}}” minggu ini, dan tentukan persis kapan Anda akan melakukannya.',
      ],
      coachingQuestion:
        'Apa yang akan membuat bidang “{{domain}}” terasa lebih memuaskan setahun dari sekarang, dan apa yang sudah mengarah ke sana?',
    },
    mid: {
      reflect:
        'Skor sedang menunjukkan bahwa bidang “{{domain}}” sebagian sudah seperti yang Anda inginkan. Beberapa hal mungkin berjalan baik, sementara yang lain terasa macet, belum jelas, atau terdesak oleh prioritas lain. Campuran seperti ini umum, dan sering kali berarti beberapa perubahan yang terarah bisa membawa perbedaan yang terasa.',
      nextSteps: [
        'Tulis satu kalimat tentang apa yang berjalan baik dalam bidang “{{domain}}” dan satu kalimat tentang yang belum.',
        'Pilih satu perubahan kecil untuk bidang “{{domain}}” dan buat rencana “jika… maka…”: tentukan momen persis kapan Anda akan bertindak dan apa yang akan Anda lakukan.',
        'Ceritakan perubahan yang Anda inginkan dalam bidang “{{domain}}” kepada orang yang Anda percaya, dan minta dia menanyakannya kepada Anda minggu depan.',
      ],
      coachingQuestion:
        'Jika bidang “{{domain}}” naik dua poin saja, apa yang akan berbeda dalam keseharian Anda?',
    },
    low: {
      reflect:
        'Skor rendah menunjukkan bahwa bidang “{{domain}}” belum seperti yang Anda inginkan, dan mungkin sedang membebani Anda. Bisa jadi ini mencerminkan keadaan di luar kendali Anda, perubahan yang baru terjadi, atau sesuatu yang terus Anda tunda. Menyebutnya dengan jujur adalah langkah awal yang berguna, dan jika hal ini memengaruhi kesehatan, keselamatan, atau suasana hati Anda, berbicara dengan tenaga profesional bisa membantu.',
      nextSteps: [
        'Tuliskan apa yang membuat bidang “{{domain}}” terasa rendah saat ini, dan pisahkan hal yang bisa Anda pengaruhi dari yang tidak.',
        'Pilih langkah sekecil mungkin yang ada dalam kendali Anda, dan lakukan dalam tiga hari ke depan.',
        'Mintalah dukungan atau saran tentang bidang “{{domain}}” kepada satu orang, meskipun hanya untuk membicarakannya.',
      ],
      coachingQuestion:
        'Apa yang paling penting bagi Anda dalam bidang “{{domain}}”, dan apa hal pertama yang ingin Anda ubah?',
    },
  },
};
