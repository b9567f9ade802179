import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Indonesian counterpart of insights.en.ts; sources stay as cited in English.
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Bidang ini menyangkut pekerjaan yang Anda lakukan, dibayar atau tidak, dan seberapa cocok pekerjaan itu dengan diri Anda: apakah ia memakai kekuatan Anda, memberi Anda ruang untuk ikut menentukan, dan terasa sepadan dengan jam yang Anda curahkan. Bidang ini juga mencakup arah, yaitu perasaan bahwa kehidupan kerja Anda sedang menuju ke tempat yang Anda inginkan.',
    research: {
      finding:
        'Teori determinasi diri menyatakan bahwa orang berkembang ketika tiga kebutuhan dasar terpenuhi: otonomi (ada pilihan atas apa yang Anda kerjakan dan bagaimana caranya), kompetensi (merasa mampu dan makin baik), dan keterhubungan (merasa dekat dengan orang-orang di sekitar). Berbagai studi di tempat kerja dan di luar itu mengaitkan terpenuhinya kebutuhan ini dengan motivasi yang lebih kuat dan kesejahteraan yang lebih baik.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'tinjauan teoretis yang bertumpu pada puluhan tahun studi laboratorium dan lapangan',
    },
    bands: {
      high: {
        reflect:
          'Skor setinggi ini mungkin berarti pekerjaan Anda saat ini memberi perpaduan yang baik antara tantangan, kebebasan memilih, dan rekan yang menyenangkan. Sering kali ini menunjukkan bahwa apa yang Anda kerjakan sehari-hari cukup selaras dengan hal yang Anda pedulikan. Ini juga saat yang baik untuk menyadari apa yang membuatnya berhasil, agar Anda bisa menjaganya ketika keadaan berubah.',
        nextSteps: [
          'Tuliskan dua atau tiga bagian pekerjaan yang paling memberi Anda energi, lalu catat satu cara untuk mempertahankan masing-masing di jadwal bulan depan.',
          'Sampaikan kepada rekan kerja atau atasan secara spesifik apa yang selama ini berjalan baik bagi Anda; menyebutnya membuat hal itu lebih mudah dijaga.',
          'Luangkan satu jam minggu ini untuk membantu seseorang yang baru memulai kariernya dalam hal yang Anda kuasai.',
        ],
        coachingQuestion:
          'Apa yang ingin Anda wujudkan dalam pekerjaan lima tahun lagi, yang hari ini baru sebagian terwujud?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti pekerjaan terasa baik-baik saja di kebanyakan hari, tetapi belum seperti yang Anda inginkan: mungkin tugasnya bisa ditangani tetapi tidak lagi menantang, atau pekerjaan ini mencukupi kebutuhan tanpa terasa seperti milik Anda. Anda mungkin menyadari ada satu bagian yang lebih menguras dibanding yang lain. Itu informasi yang berguna, karena perubahan kecil dalam cara bekerja bisa mengubah rasanya.',
        nextSteps: [
          'Selama tiga hari kerja, tandai setiap tugas sebagai memberi energi, netral, atau menguras, lalu cari polanya di akhir minggu.',
          'Pilih satu tugas yang menguras dan coba satu perubahan job crafting: kerjakan dengan cara berbeda, kerjakan bersama orang lain, atau ingatkan diri Anda siapa yang pada akhirnya terbantu.',
          'Sisihkan 30 menit untuk bertanya kepada seseorang yang pekerjaannya Anda kagumi tentang cara ia membentuk perannya dari waktu ke waktu.',
        ],
        coachingQuestion:
          'Jika Anda bisa merancang ulang satu bagian peran Anda sekarang tanpa berganti pekerjaan, apa yang akan Anda ubah lebih dulu, dan mengapa itu penting bagi Anda?',
      },
      low: {
        reflect:
          'Skor rendah mungkin mencerminkan pekerjaan yang terasa menguras, tidak pasti, atau jauh dari hal yang Anda pedulikan, atau mungkin Anda sedang di antara dua pekerjaan, sedang belajar, atau merawat orang lain dan kehilangan rasa arah. Sering kali muncul rasa lelah yang merembes ke bagian hidup lainnya. Apa pun penyebabnya, skor rendah adalah sinyal yang layak ditanggapi serius, bukan penilaian atas diri Anda.',
        nextSteps: [
          'Tulis satu kalimat tentang hal yang paling menguras Anda di tempat kerja saat ini dan satu kalimat tentang apa yang akan Anda rindukan jika itu hilang; perbedaannya sering menunjukkan apa yang perlu diubah.',
          'Pilih satu batasan kecil yang bisa Anda jaga minggu ini, seperti jam pulang yang tetap pada dua hari, atau tidak membuka pesan kerja setelah jam tertentu.',
          'Minta waktu 20 menit kepada satu orang, misalnya mantan rekan kerja, mentor, atau konselor karier, untuk membicarakan pilihan-pilihan Anda.',
        ],
        coachingQuestion:
          'Apa satu hal dalam kehidupan kerja Anda yang tidak lagi mau Anda terima, dan apa langkah kecil pertama untuk menjauh darinya?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Kesejahteraan finansial bukan terutama soal berapa banyak penghasilan Anda, melainkan bagaimana perasaan Anda tentang uang: apakah Anda bisa memenuhi kebutuhan hari ini, menanggung tagihan tak terduga, dan membuat pilihan yang penting bagi Anda. Bidang ini mencakup kebiasaan, rencana, dan percakapan yang membentuk perasaan itu.',
    research: {
      finding:
        'Sebuah tinjauan riset tentang kebahagiaan menunjukkan bahwa cara orang membelanjakan uang sama pentingnya dengan jumlah uang yang dimiliki. Membelanjakan uang untuk pengalaman alih-alih barang, untuk orang lain, serta memilih banyak kesenangan kecil alih-alih beberapa yang besar cenderung memberi kepuasan yang lebih awet daripada kebanyakan pembelian barang.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'artikel tinjauan yang merangkum banyak studi',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi menunjukkan bahwa keuangan sebagian besar terasa terkendali: tagihan terbayar, kemungkinan ada dana cadangan, dan Anda bisa membelanjakan uang untuk hal yang Anda hargai tanpa banyak khawatir. Ini juga bisa berarti hubungan Anda dengan uang cukup tenang, yang tidak sama dengan kaya. Ini bisa menjadi saat yang baik untuk memastikan uang Anda bekerja bagi hal yang paling Anda pedulikan.',
        nextSteps: [
          'Lihat pengeluaran bulan lalu dan lingkari tiga pembelian yang memberi kesenangan paling lama; perhatikan apakah itu pengalaman, waktu, atau barang.',
          'Pilih satu urusan jangka panjang yang cenderung Anda tunda, seperti memeriksa iuran pensiun, membuat surat wasiat, atau meninjau asuransi, lalu jadwalkan waktu untuk mengurusnya.',
          'Rencanakan satu tindakan kemurahan hati kecil minggu ini, seperti mentraktir teman atau berdonasi untuk hal yang Anda pedulikan.',
        ],
        coachingQuestion:
          'Selain rasa aman, apa yang ingin dimungkinkan oleh uang Anda dalam hidup Anda beberapa tahun ke depan?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti Anda bisa mencukupi kebutuhan tetapi belum benar-benar tenang: mungkin hanya sedikit yang tersisa di akhir bulan, ada utang di latar belakang, atau perasaan bahwa Anda seharusnya lebih teratur. Anda mungkin merasa baik-baik saja dari hari ke hari, tetapi cemas soal masa depan. Sedikit kejelasan sering meredakan kecemasan itu lebih dari yang orang kira.',
        nextSteps: [
          'Tuliskan biaya tetap bulanan dan penghasilan bersih Anda di satu halaman, agar Anda tahu ruang gerak yang sebenarnya.',
          'Atur transfer otomatis pada hari gajian, sekecil apa pun, ke rekening tabungan terpisah.',
          'Batalkan atau jeda satu langganan atau biaya rutin yang tidak lagi Anda anggap bermanfaat.',
        ],
        coachingQuestion:
          'Seperti apa “cukup” bagi Anda, baik dalam angka maupun dalam rasa hari-hari Anda?',
      },
      low: {
        reflect:
          'Skor rendah mungkin mencerminkan tekanan yang nyata: tagihan yang sulit dibayar, utang yang terus bertambah, penghasilan yang tidak pasti, atau rasa takut membuka aplikasi bank. Kekhawatiran soal uang sering merembet ke tidur, hubungan, dan kesehatan, jadi wajar jika bidang ini terasa berat. Anda tidak sendirian, dan bantuan gratis sering kali tersedia.',
        nextSteps: [
          'Catat setiap tagihan dan utang beserta jumlah dan tanggal jatuh temponya di satu lembar; melihat gambaran utuh biasanya tidak semenakutkan menebak-nebak.',
          'Hubungi layanan konsultasi utang atau keuangan yang gratis dan independen di negara Anda, lalu tanyakan dukungan apa yang mereka tawarkan.',
          'Pilih pembayaran yang paling mendesak dan hubungi perusahaannya sebelum jatuh tempo untuk menanyakan pilihan pembayaran.',
        ],
        coachingQuestion:
          'Percakapan soal uang apa yang selama ini Anda hindari, dan apa yang mungkin berubah jika Anda melakukannya bulan ini?',
      },
    },
  },

  'physical-health': {
    about:
      'Kesehatan fisik mencakup bagaimana tubuh Anda terasa dan berfungsi sehari-hari: energi, tidur, gerak, makan, dan cara Anda hidup dengan penyakit atau rasa sakit. Semua itu dibentuk oleh kebiasaan, keadaan, dan gen, jadi skor Anda mencerminkan seberapa puas Anda, bukan seberapa disiplin Anda.',
    research: {
      finding:
        'Analisis gabungan atas 15 studi kohort dengan sekitar 47.000 orang dewasa menemukan bahwa jumlah langkah harian yang lebih banyak berkaitan dengan risiko kematian yang lebih rendah selama masa pemantauan. Manfaatnya mendatar di sekitar 6.000 sampai 8.000 langkah per hari untuk orang berusia 60 tahun ke atas dan 8.000 sampai 10.000 untuk orang dewasa yang lebih muda, jadi 10.000 bukan angka ajaib, dan bagi yang jarang berjalan, penambahan kecil pun sudah berkaitan dengan risiko yang lebih rendah.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'meta-analisis atas 15 studi kohort (observasional)',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi mungkin berarti tubuh Anda sebagian besar terasa seperti sekutu: tidur Anda cukup nyenyak, Anda bergerak secara teratur, dan punya energi untuk hal yang penting bagi Anda. Sering kali ini mencerminkan kebiasaan yang sudah berjalan otomatis. Tugas utama sekarang mungkin adalah menjaga kebiasaan itu tetap bertahan saat hidup sedang sibuk.',
        nextSteps: [
          'Tuliskan dua kebiasaan yang paling menjaga kesehatan Anda, lalu tentukan versi minimal masing-masing untuk minggu yang kacau.',
          'Tambahkan satu jenis gerak yang jarang Anda lakukan, seperti latihan kekuatan, keseimbangan, atau peregangan, selama sepuluh menit pada dua hari minggu ini.',
          'Buat janji untuk pemeriksaan rutin, skrining, atau ke dokter gigi yang sudah lama ingin Anda jadwalkan.',
        ],
        coachingQuestion:
          'Apa yang ingin tetap bisa dilakukan tubuh Anda di usia 75, dan apa dalam rutinitas Anda hari ini yang sudah membangun ke arah itu?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti sebagian hal berjalan baik dan sebagian lagi tergelincir: mungkin Anda cukup bergerak tetapi tidurnya buruk, atau makan dengan baik tetapi jarang keluar rumah. Secara umum Anda mungkin merasa baik-baik saja, tetapi menyadari energi yang naik-turun, badan kaku, atau stres yang terasa di tubuh. Di sini, perubahan kecil yang spesifik cenderung lebih bertahan daripada perombakan besar.',
        nextSteps: [
          'Buat catatan sederhana selama lima hari: jam tidur, jam bangun, dan energi Anda dari 1 sampai 10 setiap sore.',
          'Kaitkan jalan kaki sepuluh menit dengan sesuatu yang sudah Anda lakukan setiap hari, seperti selesai makan siang atau mengantar anak ke sekolah.',
          'Rencanakan satu menu minggu ini yang berisi sayur dan protein, alih-alih mengandalkan apa pun yang paling cepat.',
        ],
        coachingQuestion:
          'Perubahan apa yang paling akan memperbaiki perasaan Anda pada hari Selasa biasa, dan apa yang selama ini membuatnya sulit dimulai?',
      },
      low: {
        reflect:
          'Skor rendah mungkin mencerminkan rasa sakit, penyakit, kelelahan, atau sekadar merasa jauh dari tubuh sendiri setelah masa yang berat. Hal ini sering membuat bagian lain dari roda ikut terasa lebih berat. Bersikap lembutlah pada diri sendiri, dan jika skor ini mencerminkan gejala, rasa sakit, atau perubahan yang membuat Anda khawatir, berbicara dengan dokter atau tenaga kesehatan lain adalah langkah pertama yang bijak.',
        nextSteps: [
          'Jika ada yang mengganggu Anda, buat janji dengan dokter atau perawat minggu ini dan tuliskan pertanyaan Anda sebelumnya.',
          'Pilih awal yang paling ringan: jalan kaki lima menit, sedikit peregangan, atau tidur 20 menit lebih awal selama tiga malam.',
          'Minta satu orang membantu satu hal yang spesifik, seperti menemani Anda berjalan kaki atau memasak bersama.',
        ],
        coachingQuestion:
          'Tanda realistis apa, seminggu dari sekarang, yang akan menunjukkan bahwa Anda sudah mulai merawat tubuh Anda lagi?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Kesejahteraan emosional menyangkut perasaan Anda di sebagian besar waktu dan cara Anda menghadapi perasaan yang datang: stres, sedih, marah, cemas, dan gembira. Ini bukan soal selalu merasa senang, melainkan soal adanya ruang bagi seluruh spektrum emosi dan cara untuk pulih dari emosi yang berat.',
    research: {
      finding:
        'Dalam sebuah eksperimen laboratorium, orang yang diminta menonton film yang mengganggu dengan sikap berjarak dan analitis merasa lebih sedikit jijik dibanding orang yang sekadar menontonnya, sementara mereka yang diminta menyembunyikan perasaan menunjukkan lebih sedikit emosi di luar tetapi reaksi fisiologis yang lebih kuat. Mengubah cara memandang suatu situasi, yang disebut reappraisal, sejak itu menjadi salah satu cara mengelola emosi yang paling banyak diteliti.',
      sources: ['Gross (1998)'],
      evidence: 'eksperimen laboratorium, kemudian didukung banyak studi',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi menunjukkan bahwa Anda sering merasa stabil: Anda menyadari emosi Anda, bisa menamainya, dan biasanya menemukan jalan kembali setelah hari yang sulit. Ini juga bisa berarti Anda punya orang atau kebiasaan yang membantu Anda mengolah apa yang terjadi. Mengetahui apa yang menopang Anda sekarang sangat berharga untuk masa-masa sulit yang pasti dialami semua orang.',
        nextSteps: [
          'Tuliskan tiga hal yang paling bisa diandalkan untuk membantu Anda pulih setelah hari yang berat, dan simpan daftarnya di tempat yang terlihat.',
          'Selama lima malam, catat satu hal yang berjalan baik hari itu dan mengapa hal itu berjalan baik.',
          'Tanyakan kepada orang terdekat bagaimana kabarnya yang sebenarnya, lalu dengarkan tanpa berusaha memperbaiki apa pun.',
        ],
        coachingQuestion:
          'Apa yang diajarkan masa-masa sulit yang pernah Anda lewati tentang diri Anda, dan bagaimana Anda ingin memanfaatkannya?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti Anda bisa bertahan, tetapi dengan susah payah: stres mungkin berlarut, kekhawatiran terus terulang di malam hari, atau Anda memendam banyak hal alih-alih mengolahnya. Anda mungkin mengalami hari baik dan hari hambar tanpa benar-benar tahu sebabnya. Menyadari polanya sering menjadi langkah pertama untuk mengubahnya.',
        nextSteps: [
          'Tiga kali sehari minggu ini, berhentilah sejenak dan namai perasaan Anda dalam satu atau dua kata; menuangkan perasaan ke dalam kata cenderung meredakan intensitasnya.',
          'Saat sesuatu membuat Anda kesal, tuliskan satu cara lain untuk memandangnya, bukan untuk menyangkal perasaan itu, tetapi untuk memperluas sudut pandang.',
          'Pada dua hari, sisihkan 15 menit untuk menulis bebas tentang sesuatu yang sedang membebani Anda.',
        ],
        coachingQuestion:
          'Perasaan apa yang belakangan Anda bawa tetapi belum mendapat banyak ruang, dan apa yang ia butuhkan dari Anda?',
      },
      low: {
        reflect:
          'Skor rendah mungkin berarti Anda sudah beberapa waktu merasa sedih, cemas, hampa, atau kewalahan, dan hal-hal biasa kini butuh tenaga lebih besar dari sebelumnya. Itu berat, dan itu bukan kegagalan pribadi. Jika suasana hati yang murung atau kecemasan sudah berlangsung dua minggu atau lebih, atau menyulitkan kehidupan sehari-hari, pertimbangkan untuk berbicara dengan dokter, konselor, atau tenaga profesional kesehatan jiwa lainnya; jika Anda merasa dalam bahaya atau terpikir untuk menyakiti diri sendiri, segera hubungi layanan darurat atau layanan krisis.',
        nextSteps: [
          'Ceritakan kepada satu orang yang Anda percaya bagaimana perasaan Anda yang sebenarnya, meskipun hanya satu atau dua kalimat.',
          'Buat janji dengan dokter atau konselor, atau cari layanan dukungan kesehatan jiwa di negara Anda dan simpan nomornya di ponsel.',
          'Pilih satu hal yang sangat kecil yang biasanya sedikit membantu, seperti jalan kaki sebentar, mandi, atau menelepon seseorang, dan lakukan sekali setiap hari.',
        ],
        coachingQuestion:
          'Siapa yang bisa Anda izinkan sedikit lebih dekat saat ini, dan apa yang ingin Anda sampaikan kepadanya?',
      },
    },
  },

  family: {
    about:
      'Bidang ini mencakup hubungan Anda dengan orang-orang yang Anda anggap keluarga, karena kelahiran, pernikahan, adopsi, atau pilihan: orang tua, anak, saudara kandung, dan lingkaran yang lebih luas. Di dalamnya ada kedekatan, dukungan, waktu bersama, serta cara menangani konflik dan kewajiban.',
    research: {
      finding:
        'Harvard Study of Adult Development telah mengikuti para pesertanya, dan kemudian keluarga mereka, sejak 1938. Para direkturnya melaporkan bahwa orang dengan hubungan dekat yang lebih hangat, termasuk ikatan keluarga, cenderung tetap lebih sehat dan lebih bahagia seiring bertambahnya usia.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'studi kohort jangka panjang yang dimulai pada 1938',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi mungkin berarti hubungan keluarga Anda terasa hangat dan bisa diandalkan: Anda bisa menjadi diri sendiri, meminta bantuan, dan melewati perbedaan pendapat tanpa luka yang membekas. Sering kali ini mencerminkan upaya kecil bertahun-tahun dari banyak pihak. Ikatan keluarga yang baik tetap perlu dirawat, terutama melewati perubahan seperti pindah rumah, kelahiran bayi, sakit, atau orang tua yang menua.',
        nextSteps: [
          'Sampaikan kepada satu anggota keluarga secara spesifik apa arti dirinya bagi Anda belakangan ini, secara langsung, lewat pesan, atau dalam catatan singkat.',
          'Mulai atau hidupkan kembali satu kebiasaan kecil, seperti telepon mingguan, makan bersama, atau grup foto keluarga.',
          'Tanyakan kepada kerabat yang lebih tua tentang kisah hidupnya yang belum pernah Anda dengar, lalu tuliskan ceritanya.',
        ],
        coachingQuestion:
          'Apa yang paling Anda harapkan diingat keluarga Anda tentang cara Anda hadir bagi mereka?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti kehidupan keluarga punya momen-momen baik di samping sedikit jarak, gesekan, atau ketidakseimbangan: mungkin komunikasi lebih banyak soal urusan teknis, ada satu hubungan yang tegang, atau Anda memikul beban lebih besar dari yang lain. Anda mungkin menyayangi keluarga dan tetap merasa lelah menghabiskan waktu bersama mereka. Keduanya bisa sama-sama benar, dan menyebut apa yang ingin Anda ubah adalah awal yang baik.',
        nextSteps: [
          'Pilih hubungan keluarga yang paling ingin Anda perbaiki, lalu tuliskan satu hal yang Anda hargai dari orang tersebut.',
          'Rencanakan setengah jam bersama seorang anggota keluarga minggu ini yang tidak membahas pekerjaan rumah, jadwal, atau masalah.',
          'Jika Anda memikul bagian tugas keluarga yang tidak adil, buat daftarnya dan pilih satu untuk diminta diambil alih orang lain.',
        ],
        coachingQuestion:
          'Hubungan keluarga mana yang akan paling mengubah hidup Anda jika terasa sedikit lebih mudah, dan apa peran Anda di dalamnya?',
      },
      low: {
        reflect:
          'Skor rendah mungkin mencerminkan konflik, keterasingan, kehilangan, rasa sepi di tengah keluarga, atau beratnya merawat seseorang. Luka dalam keluarga sering terasa dalam karena hubungan ini terjalin erat dengan jati diri kita. Anda berhak menentukan tingkat kedekatan yang sehat bagi Anda, dan kadang itu berarti membangun dukungan layaknya keluarga di tempat lain.',
        nextSteps: [
          'Tuliskan apa yang paling Anda butuhkan dari keluarga saat ini, seperti pengertian, bantuan nyata, ruang, atau kedamaian, tanpa menghakiminya.',
          'Jika hubungan sedang tegang, tentukan satu batasan yang melindungi Anda, seperti batas waktu kunjungan atau topik yang tidak akan Anda bahas.',
          'Minggu ini, hubungi satu orang, kerabat atau bukan, yang terasa seperti keluarga bagi Anda.',
        ],
        coachingQuestion:
          'Ikatan keluarga seperti apa yang Anda inginkan dalam hidup, dan siapa, kerabat atau bukan, yang bisa menjadi bagian darinya?',
      },
    },
  },

  friends: {
    about:
      'Bidang ini menyangkut persahabatan Anda: memiliki orang-orang yang Anda senangi, percayai, dan bisa dihubungi saat perlu, serta waktu dan tenaga yang Anda berikan untuk hubungan itu. Cakupannya meliputi sahabat dekat maupun lingkaran wajah-wajah akrab yang lebih luas yang membuat hidup terasa tidak terlalu sepi.',
    research: {
      finding:
        'Sebuah meta-analisis atas 148 studi yang secara keseluruhan mengikuti lebih dari 300.000 orang menemukan bahwa mereka yang memiliki hubungan sosial lebih kuat punya kemungkinan bertahan hidup sekitar 50 persen lebih besar selama periode studi. Besarnya kaitan ini sebanding dengan faktor risiko terkenal seperti merokok, meskipun studi observasional seperti ini tidak dapat membuktikan sebab-akibat.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'meta-analisis atas 148 studi',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi menunjukkan bahwa Anda punya teman yang menyenangkan dan bisa diandalkan, dan Anda meluangkan waktu untuk mereka. Ini juga bisa berarti Anda pandai dalam kerja sunyi persahabatan: mengingat, mengajak, dan hadir. Persahabatan berubah seiring tahap hidup, jadi hal ini layak dijaga, bukan dianggap pasti ada.',
        nextSteps: [
          'Kirim pesan singkat kepada seorang teman dan sampaikan satu hal spesifik yang Anda hargai darinya.',
          'Masukkan jadwal rutin bersama satu sahabat dekat ke kalender, seperti jalan kaki atau telepon bulanan.',
          'Ajak seseorang di pinggir lingkaran pertemanan Anda untuk ikut dalam kegiatan yang sudah Anda jalani.',
        ],
        coachingQuestion:
          'Persahabatan mana yang ingin tetap Anda miliki dua puluh tahun lagi, dan apa yang akan membuatnya tetap hidup?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti Anda punya teman tetapi lebih jarang bertemu daripada yang Anda inginkan, atau persahabatan terasa menipis di tengah kesibukan. Mungkin Anda yang biasanya lebih dulu menghubungi, atau Anda rindu punya seseorang untuk diajak bicara dari hati ke hati. Banyak orang merasakan hal ini, terutama setelah pindah, berganti pekerjaan, atau punya anak.',
        nextSteps: [
          'Kirim pesan kepada teman yang sudah lama tidak Anda hubungi, sekadar bilang Anda teringat padanya; orang cenderung menghargai ini lebih dari yang kita kira.',
          'Jadikan satu kegiatan rutin, seperti kelas, mengajak anjing jalan, atau rehat kopi, sebagai kegiatan bersama seorang teman.',
          'Dalam obrolan berikutnya dengan seorang teman, ajukan pertanyaan lanjutan tentang sesuatu yang ia ceritakan sebelumnya.',
        ],
        coachingQuestion:
          'Teman seperti apa yang ingin Anda jadi di masa hidup ini, dan seperti apa wujudnya bulan ini?',
      },
      low: {
        reflect:
          'Skor rendah mungkin berarti Anda merasa kesepian, sudah menjauh dari teman lama, atau berada di tempat baru tanpa lingkaran pertemanan. Itu bisa menyakitkan, dan lebih umum daripada yang orang akui. Persahabatan biasanya tumbuh lewat waktu bersama yang berulang, jadi kontak kecil yang teratur sering lebih penting daripada menemukan satu hubungan yang sempurna.',
        nextSteps: [
          'Pilih satu kegiatan kelompok yang rutin, seperti kelas, klub, kegiatan relawan, atau tim, dan datanglah setidaknya dua kali, karena keakraban tumbuh lewat pengulangan.',
          'Kirim satu pesan kepada teman lama atau kenalan yang ramah, dan usulkan waktu yang spesifik untuk bertemu atau mengobrol.',
          'Terima satu undangan yang biasanya Anda tolak, dan tinggallah setidaknya setengah jam.',
        ],
        coachingQuestion:
          'Di bagian mana dalam minggu Anda Anda bisa bertemu orang-orang yang sama cukup sering sehingga sebuah persahabatan punya kesempatan untuk tumbuh?',
      },
    },
  },

  'relationships-love': {
    about:
      'Bidang ini mencakup cinta romantis dan keintiman: hubungan yang sedang Anda jalani, atau jika Anda lajang, perasaan Anda tentang berkencan, cinta, dan hidup sendiri. Di dalamnya ada kasih sayang, kepercayaan, komunikasi, kedekatan fisik, dan perasaan benar-benar dikenal.',
    research: {
      finding:
        'Cara pasangan menanggapi kabar baik satu sama lain itu penting. Dalam serangkaian studi, orang yang pasangannya biasa menanggapi dengan antusias yang tulus dan penuh perhatian, yang dikenal sebagai active-constructive responding, melaporkan hubungan yang lebih memuaskan dan penuh kepercayaan dibanding mereka yang pasangannya menanggapi secara pasif atau meremehkan.',
      sources: ['Gable et al. (2004)'],
      evidence: 'serangkaian studi, termasuk riset catatan harian',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi mungkin berarti kehidupan cinta Anda terasa dekat, aman, dan hidup, entah itu hubungan yang menumbuhkan Anda atau kehidupan lajang yang sungguh membuat Anda puas. Sering kali ini mencerminkan kepercayaan dan kebiasaan sehari-hari yang penuh perhatian. Hubungan berubah seiring waktu, jadi tetap berinvestasi di dalamnya bisa membantu, bahkan saat semuanya baik.',
        nextSteps: [
          'Saat orang yang Anda cintai berbagi kabar baik minggu ini, tanggapi dengan rasa ingin tahu yang tulus: ajukan pertanyaan dan biarkan ia menikmati kembali momen itu.',
          'Rencanakan sesuatu yang baru untuk dilakukan bersama yang belum pernah dicoba oleh kalian berdua, atau sesuatu yang baru untuk diri sendiri jika Anda lajang.',
          'Ceritakan kepada pasangan, atau orang yang Anda cintai, satu hal spesifik yang belum lama ia lakukan yang membuat Anda merasa diperhatikan.',
        ],
        coachingQuestion:
          'Apa yang dibutuhkan cinta dari Anda di masa hidup ini, yang tidak dibutuhkannya beberapa tahun lalu?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti semuanya baik-baik saja tetapi tidak sedekat yang Anda inginkan: mungkin Anda dan pasangan sudah menjadi rekan sibuk yang sekadar mengatur urusan sehari-hari, atau jika Anda lajang, Anda ragu soal berkencan atau soal apa yang Anda inginkan. Anda mungkin rindu merasa dilihat, diinginkan, atau dipahami secara mendalam. Perasaan ini umum dan biasanya membaik bila diberi perhatian.',
        nextSteps: [
          'Singkirkan ponsel selama 20 menit bersama pasangan dan ajukan satu pertanyaan yang jawabannya belum Anda ketahui.',
          'Minggu ini, perhatikan ajakan kecil untuk diperhatikan, seperti komentar, sentuhan, atau candaan bersama, dan sambutlah alih-alih mengabaikannya.',
          'Jika Anda lajang, tuliskan tiga hal yang ingin Anda rasakan dalam sebuah hubungan, bukan hanya sifat yang Anda cari dari seseorang.',
        ],
        coachingQuestion:
          'Apa yang akan membantu Anda merasa lebih terhubung dalam cinta, dan bagian mana yang bisa Anda jangkau minggu ini?',
      },
      low: {
        reflect:
          'Skor rendah mungkin mencerminkan hubungan yang sering diwarnai konflik atau jarak, perpisahan atau kehilangan yang baru terjadi, atau rasa sepi dan rindu jika Anda lajang. Hal ini bisa membebani tidur, suasana hati, dan harga diri. Perasaan Anda masuk akal, dan jika sebuah hubungan pernah membuat Anda merasa takut atau tidak aman, segera hubungi layanan pengaduan kekerasan dalam rumah tangga atau orang yang Anda percaya.',
        nextSteps: [
          'Tuliskan, hanya untuk diri sendiri, apa yang paling Anda rindukan dan apa yang tidak lagi Anda inginkan, tanpa memutuskan apa pun dulu.',
          'Jika Anda sedang menjalin hubungan, pilih satu momen tenang untuk menyampaikan satu kebutuhan Anda, dimulai dari apa yang Anda rasakan, bukan dari apa yang salah dilakukan pasangan.',
          'Pertimbangkan untuk membuat janji dengan terapis pasangan atau terapis pribadi, meskipun hanya untuk melihat posisi Anda dengan lebih jernih.',
        ],
        coachingQuestion:
          'Seperti apa hubungan yang penuh kasih, termasuk hubungan dengan diri sendiri, yang membuat Anda merasa aman dan dihargai?',
      },
    },
  },

  'community-giving': {
    about:
      'Bidang ini menyangkut tempat Anda di dunia yang lebih luas: lingkungan tempat tinggal, kelompok, dan gerakan yang Anda ikuti, serta cara Anda berkontribusi lewat waktu, uang, keterampilan, atau kebaikan sederhana. Bidang ini mencerminkan apakah Anda merasa menjadi bagian dari sesuatu yang lebih besar daripada lingkaran Anda sendiri.',
    research: {
      finding:
        'Sebuah tinjauan sistematis menemukan bahwa dalam studi kohort jangka panjang, orang yang menjadi relawan melaporkan depresi yang lebih rendah, kepuasan hidup yang lebih tinggi, dan kesejahteraan yang lebih baik, serta memiliki risiko kematian yang lebih rendah selama masa pemantauan. Uji acak tidak secara konsisten menegaskan manfaat ini, jadi menjadi relawan mungkin membantu, tetapi bisa juga orang yang lebih sehat dan bahagia memang lebih cenderung menjadi relawan.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'tinjauan sistematis dan meta-analisis atas 40 makalah (uji coba dan studi kohort)',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi menunjukkan bahwa Anda merasa terhubung dengan sebuah komunitas dan berkontribusi dengan cara yang bermakna bagi Anda. Mungkin Anda dikenal para tetangga, atau Anda selalu hadir untuk suatu gerakan dari tahun ke tahun. Ada baiknya memeriksa apakah memberi masih menambah energi Anda, bukan diam-diam menguras.',
        nextSteps: [
          'Tuliskan satu kontribusi yang paling bermakna bagi Anda, dan alasannya, agar Anda bisa menjaganya saat hidup sibuk.',
          'Ajak orang baru untuk ikut bersama Anda ke kelompok, acara, atau gerakan yang Anda ikuti.',
          'Ucapkan terima kasih kepada satu orang yang membuat komunitas Anda tetap berjalan, seperti penyelenggara, relawan, atau tetangga yang peduli pada sesama.',
        ],
        coachingQuestion:
          'Dalam hal apa Anda ingin komunitas Anda menjadi berbeda karena Anda pernah menjadi bagian darinya?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti Anda peduli pada komunitas tetapi belum sedekat yang Anda inginkan; mungkin waktu terbatas, atau Anda belum menemukan tempat yang pas. Barangkali Anda sesekali memberi, tetapi terasa terputus dari nilai yang Anda pegang. Kontribusi kecil yang rutin sering terasa lebih memuaskan daripada gebrakan besar yang sesekali.',
        nextSteps: [
          'Lakukan satu kebaikan kecil untuk tetangga atau orang asing di setiap hari selama lima hari, dan perhatikan rasanya.',
          'Cari satu kelompok atau gerakan lokal yang berkaitan dengan hal yang Anda pedulikan, dan cari tahu seperti apa langkah pertamanya.',
          'Ajak ngobrol sungguhan, bukan sekadar mengangguk, seseorang yang sering Anda temui tetapi hampir tidak Anda kenal, seperti pemilik warung atau tetangga.',
        ],
        coachingQuestion:
          'Isu atau kelompok apa yang cukup Anda pedulikan sehingga Anda mau memberi satu jam setiap bulan, dan apa yang selama ini menghalangi Anda?',
      },
      low: {
        reflect:
          'Skor rendah mungkin berarti Anda merasa terputus dari orang dan tempat di sekitar Anda, atau berkontribusi terasa di luar jangkauan karena hidup Anda sendiri sedang penuh tuntutan. Keduanya bisa dimengerti. Rasa memiliki bisa dimulai dari hal yang sangat kecil: wajah yang akrab, obrolan singkat, atau satu cara sederhana untuk membantu.',
        nextSteps: [
          'Cari tahu nama satu tetangga atau wajah yang sering Anda temui di sekitar rumah, lalu sapa dengan namanya saat bertemu lagi.',
          'Luangkan 15 menit untuk melihat kegiatan di sekitar Anda, seperti acara perpustakaan, kebun komunitas, atau kelompok keagamaan atau budaya, dan catat satu hal untuk dicoba.',
          'Lakukan satu hal yang membantu dalam waktu kurang dari sepuluh menit, seperti menulis ulasan baik untuk usaha lokal atau menawarkan diri membawakan barang seseorang.',
        ],
        coachingQuestion:
          'Di mana Anda sudah merasakan sedikit rasa memiliki, dan bagaimana Anda bisa menghabiskan waktu sedikit lebih banyak di sana?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Kesenangan dan rekreasi mencakup bermain, hobi, istirahat, dan hal-hal yang Anda lakukan semata karena Anda menikmatinya. Di sinilah Anda mengisi ulang tenaga, menjelajah, dan lupa waktu, dan sering kali inilah yang pertama tersingkir saat hidup sibuk.',
    research: {
      finding:
        'Sebuah meta-analisis menemukan kaitan sedang antara waktu luang dan kesejahteraan, dengan studi longitudinal dan eksperimental yang menunjukkan bahwa waktu luang bisa meningkatkan kesejahteraan, bukan sekadar mencerminkannya. Seberapa sering orang menikmati waktu luang, dan seberapa beragam kegiatannya, lebih penting daripada total waktunya.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'meta-analisis atas 37 ukuran efek dari lebih dari 11.000 orang',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi menunjukkan bahwa Anda memberi ruang untuk bersenang-senang: ada kegiatan yang membuat Anda larut, teman untuk bermain, dan waktu yang menjadi milik Anda. Ini mungkin berarti Anda sudah belajar bahwa kesenangan bukan sekadar hadiah setelah semua hal lain selesai. Itu kekuatan yang nyata, dan sering kali menopang bagian lain roda Anda.',
        nextSteps: [
          'Coba satu kegiatan baru minggu ini yang sedikit di luar kebiasaan Anda, seperti olahraga, kerajinan, atau permainan yang berbeda.',
          'Bagikan hobi yang Anda cintai kepada seseorang dengan mengajaknya ikut atau mengajarinya dasar-dasarnya.',
          'Perhatikan kegiatan mana minggu ini yang membuat Anda lupa waktu, dan tuliskan apa yang membuatnya begitu memikat.',
        ],
        coachingQuestion:
          'Jenis permainan apa yang belum Anda beri waktu sejak Anda lebih muda, dan seperti apa rasanya jika sebagian dihadirkan kembali?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti Anda punya sedikit waktu luang, tetapi sebagian besar hanya untuk memulihkan diri: menggulir layar, menonton televisi, atau terkapar di akhir hari. Semua itu ada tempatnya, tetapi jarang menyegarkan seperti kegiatan yang aktif, sosial, atau membuat larut. Mungkin hobi Anda perlahan hilang dari jadwal tanpa Anda benar-benar memilihnya.',
        nextSteps: [
          'Jadwalkan satu blok dua jam minggu ini untuk sesuatu yang Anda nikmati, dan jaga seperti janji penting.',
          'Tuliskan sepuluh hal yang dulu membawa kegembiraan bagi Anda, dan lakukan salah satunya sebelum akhir pekan berakhir.',
          'Pada dua malam, ganti 20 menit menggulir layar dengan sesuatu yang melibatkan tangan, seperti memasak, bermusik, menggambar, atau mengerjakan teka-teki.',
        ],
        coachingQuestion:
          'Kapan terakhir kali Anda benar-benar larut dalam sesuatu hanya demi kesenangan, dan apa yang berbeda saat itu?',
      },
      low: {
        reflect:
          'Skor rendah mungkin berarti hampir tidak ada waktu atau tenaga tersisa untuk bersenang-senang, atau hal-hal yang dulu Anda sukai sudah kehilangan daya tariknya. Hal ini sering terjadi di bawah beban kerja berat, tugas merawat orang lain, atau suasana hati yang murung. Sedikit waktu bermain pun bisa membantu, dan jika sudah berminggu-minggu tidak ada yang terasa menyenangkan, ada baiknya Anda menyampaikannya kepada dokter.',
        nextSteps: [
          'Pilih satu kesenangan sepuluh menit untuk setiap hari minggu ini, seperti lagu favorit, jalan kaki singkat di tempat yang menyenangkan, atau permainan singkat, dan lakukan tanpa mengerjakan hal lain.',
          'Periksa jadwal Anda dan ambil kembali satu jam dari kewajiban yang ternyata tidak sepenting yang Anda kira.',
          'Ajak teman atau anggota keluarga melakukan sesuatu yang ringan bersama, tanpa tujuan lain selain menikmatinya.',
        ],
        coachingQuestion:
          'Apa yang akan Anda lakukan dengan satu sore yang kosong jika Anda tidak perlu menjelaskannya kepada siapa pun, termasuk diri sendiri?',
      },
    },
  },

  'physical-environment': {
    about:
      'Bidang ini menyangkut ruang tempat Anda tinggal dan bekerja: rumah, tempat kerja, lingkungan sekitar, serta akses Anda ke cahaya, ketenangan, dan alam. Lingkungan membentuk suasana hati dan energi lebih besar daripada yang sering disadari orang, baik atau buruk.',
    research: {
      finding:
        'Dalam survei terhadap hampir 20.000 orang di Inggris, mereka yang menghabiskan setidaknya 120 menit per minggu di alam lebih mungkin melaporkan kesehatan yang baik dan kesejahteraan yang tinggi dibanding yang tidak sama sekali. Tampaknya tidak masalah apakah waktu itu didapat dalam satu kunjungan panjang atau beberapa kunjungan singkat, meskipun survei seperti ini menunjukkan keterkaitan, bukan bukti sebab-akibat.',
      sources: ['White et al. (2019)'],
      evidence: 'survei nasional berskala besar',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi menunjukkan bahwa lingkungan Anda sebagian besar mendukung Anda: rumah terasa sebagai tempat beristirahat, ruang kerja berfungsi dengan baik, dan Anda bisa menjangkau cahaya, udara segar, atau ruang hijau. Ini mungkin mencerminkan pilihan yang Anda buat dengan cermat dari waktu ke waktu. Sedikit perawatan sekarang bisa menjaganya tetap begitu saat kebutuhan Anda berubah.',
        nextSteps: [
          'Berkelilinglah di rumah, temukan sudut yang paling menenangkan, dan catat apa yang membuatnya begitu.',
          'Habiskan setidaknya dua jam di luar ruangan di area hijau atau dekat air sepanjang minggu ini, dalam potongan waktu yang sesuai untuk Anda.',
          'Perbaiki atau tuntaskan satu hal kecil yang selama ini Anda hindari, seperti lampu mati, pintu berderit, atau tumpukan barang di dekat pintu masuk.',
        ],
        coachingQuestion:
          'Bagaimana Anda ingin ruang Anda mendukung kehidupan yang sedang Anda tuju?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti ruang Anda cukup baik tetapi belum pas: barang mungkin menumpuk, sebuah ruangan tidak cocok dengan cara Anda memakainya, kebisingan atau cahaya mengganggu, atau Anda jarang keluar rumah. Anda mungkin merasakan hal-hal ini sebagai stres ringan di latar belakang, bukan masalah besar. Perubahan kecil pada sebuah ruang bisa mengubah rasanya dengan cepat dan mengejutkan.',
        nextSteps: [
          'Pilih satu permukaan, seperti meja makan, meja dapur, atau meja kerja, bersihkan sepenuhnya dalam 15 menit, lalu perhatikan rasanya saat memakainya setelah itu.',
          'Pindahkan kursi atau meja utama Anda lebih dekat ke cahaya alami, atau tambahkan tanaman atau gambar yang Anda sukai di tempat Anda paling sering berada.',
          'Berjalanlah 20 menit di tempat paling hijau di dekat Anda pada dua hari minggu ini.',
        ],
        coachingQuestion:
          'Jika rumah Anda bisa membuat Anda merasakan satu hal di akhir setiap hari, perasaan apa itu, dan apa yang menghalanginya?',
      },
      low: {
        reflect:
          'Skor rendah mungkin mencerminkan rumah yang terasa sempit, bising, tidak aman, berantakan, atau tidak benar-benar milik Anda, atau lingkungan dan perjalanan harian yang menguras tenaga. Sebagian mungkin di luar kendali Anda, seperti biaya tempat tinggal atau tetangga, sehingga bisa terasa buntu. Meski begitu, perubahan kecil yang terjangkau bisa meredakan stres sehari-hari sambil Anda mempertimbangkan perubahan yang lebih besar.',
        nextSteps: [
          'Pilih satu sudut kecil, meski hanya sebuah kursi atau meja samping tempat tidur, dan jadikan tempat itu tenang dan nyaman.',
          'Tuliskan tiga hal dari lingkungan Anda yang paling mengganggu, lalu tandai mana yang bisa Anda pengaruhi.',
          'Temukan satu tempat di dekat rumah tempat Anda merasa nyaman, seperti taman, perpustakaan, atau kedai kopi, dan habiskan waktu di sana minggu ini.',
        ],
        coachingQuestion:
          'Seperti apa tempat yang benar-benar mendukung Anda, dan apa satu langkah menuju ke sana yang ada dalam kendali Anda?',
      },
    },
  },

  'personal-growth': {
    about:
      'Pengembangan diri mencakup belajar, mengasah keterampilan, memahami diri dengan lebih baik, dan makin menjadi pribadi yang Anda inginkan. Di dalamnya ada rasa ingin tahu, refleksi, dan keberanian mencoba hal-hal yang belum Anda kuasai.',
    research: {
      finding:
        'Model kesejahteraan psikologis Carol Ryff memandang pertumbuhan pribadi, yaitu rasa terus berkembang dan mewujudkan potensi diri, sebagai salah satu dari enam unsur inti kehidupan yang baik, bersama tujuan hidup, penerimaan diri, otonomi, penguasaan lingkungan, dan hubungan yang positif. Kuesionernya banyak dipakai dalam riset tentang kesejahteraan sepanjang masa dewasa.',
      sources: ['Ryff (1989)'],
      evidence: 'studi pembangunan teori dengan survei kuesioner pada orang dewasa',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi menunjukkan bahwa Anda merasa terus belajar dan bertumbuh, dengan kesan bahwa Anda sedang bergerak menuju pribadi yang Anda inginkan. Anda mungkin menyukai tantangan dan cukup nyaman dengan belum tahu cara melakukan sesuatu. Langkah Anda berikutnya mungkin membagikan apa yang Anda pelajari, atau memilih dengan lebih sadar apa yang ingin Anda kembangkan.',
        nextSteps: [
          'Tuliskan hal terpenting yang Anda pelajari dalam setahun terakhir dan siapa yang mungkin terbantu jika mendengarnya.',
          'Pilih satu keterampilan yang sedang Anda kembangkan dan cari sumber masukan yang spesifik, seperti guru, rekan, atau rekaman diri sendiri.',
          'Pilih satu tantangan yang tidak nyaman untuk minggu ini, seperti mengajukan pertanyaan yang biasanya Anda simpan sendiri, lalu lakukan.',
        ],
        coachingQuestion:
          'Versi diri Anda yang mana yang sedang Anda tuju, dan apa yang akan dilakukan orang itu secara berbeda minggu ini?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti Anda bertumbuh dalam beberapa hal tetapi merasa agak macet di hal lain: mungkin Anda belajar saat hidup menuntutnya, jarang karena pilihan sendiri, atau Anda memulai sesuatu lalu kehilangan semangat. Anda mungkin punya gagasan tentang apa yang ingin dikembangkan, tetapi belum punya langkah pertama yang jelas. Pertumbuhan sering kali melaju begitu Anda membuatnya spesifik dan kecil.',
        nextSteps: [
          'Sebutkan satu keterampilan atau sifat yang ingin Anda kembangkan, lalu tulis rencana “jika… maka…” untuknya: kapan dan di mana Anda akan berlatih selama 15 menit.',
          'Baca, tonton, atau dengarkan satu hal minggu ini murni karena penasaran, dan catat satu gagasan yang ingin Anda ingat.',
          'Tanyakan kepada seseorang yang mengenal Anda dengan baik, menurutnya apa bidang pertumbuhan Anda berikutnya.',
        ],
        coachingQuestion:
          'Apa yang membuat Anda penasaran, tetapi belum Anda izinkan diri sendiri untuk menjelajahinya?',
      },
      low: {
        reflect:
          'Skor rendah mungkin berarti Anda merasa macet atau tidak yakin akan menjadi siapa, atau hidup begitu penuh tuntutan sehingga bertumbuh terasa seperti kemewahan. Bisa juga ini mencerminkan kemunduran yang mengguncang kepercayaan diri Anda. Pertumbuhan tidak harus dramatis; langkah kecil yang diulang-ulang tetap berarti.',
        nextSteps: [
          'Tuliskan satu hal yang Anda pelajari atau tangani dengan baik dalam sebulan terakhir, sekecil apa pun, sebagai pengingat bahwa Anda masih bertumbuh.',
          'Pilih satu latihan yang sangat kecil, seperti membaca lima menit atau satu kata baru dalam sebuah bahasa, dan kaitkan dengan sesuatu yang sudah Anda lakukan setiap hari.',
          'Ingat kembali saat Anda merasa sedang bertumbuh, lalu tuliskan apa yang memungkinkan hal itu.',
        ],
        coachingQuestion:
          'Langkah kecil apa yang, sebulan dari sekarang, akan menunjukkan kepada Anda bahwa Anda sudah mulai bergerak lagi?',
      },
    },
  },

  spirituality: {
    about:
      'Spiritualitas di sini berarti hubungan Anda dengan makna, tujuan, dan apa pun yang Anda alami sebagai sesuatu yang lebih besar dari diri Anda, baik melalui agama, alam, seni, nilai-nilai, perenungan, maupun komunitas. Ini sangat pribadi, dan tidak ada cara yang benar untuk menilainya.',
    research: {
      finding:
        'Riset dengan Meaning in Life Questionnaire membedakan antara memiliki rasa bermakna dan mencarinya. Merasa bahwa hidup Anda bermakna secara konsisten berkaitan dengan kesejahteraan yang lebih baik, sedangkan pencarian makna ternyata merupakan pengalaman tersendiri, sehingga orang bisa sudah memiliki makna dan tetap mencari lebih banyak.',
      sources: ['Steger et al. (2006)'],
      evidence: 'studi pengembangan kuesioner dengan beberapa kelompok sampel mahasiswa',
    },
    bands: {
      high: {
        reflect:
          'Skor tinggi menunjukkan bahwa Anda punya gambaran jelas tentang apa yang memberi makna pada hidup Anda, serta praktik atau keyakinan yang membuat Anda berpijak. Hal ini mungkin tampak sebagai ketenangan di masa sulit atau rasa terhubung dengan sesuatu yang lebih besar. Pijakan itu juga bisa menjadi sumber kekuatan bagi orang-orang di sekitar Anda.',
        nextSteps: [
          'Sisihkan sepuluh menit yang tenang minggu ini untuk merenungkan apa yang belakangan terasa paling bermakna, dan mengapa.',
          'Bagikan sebuah praktik, bacaan, tempat, atau musik yang membuat Anda berpijak kepada seseorang yang mungkin menghargainya.',
          'Carilah satu momen takjub minggu ini, seperti langit yang luas, sebuah lagu, atau tindakan berani, dan bertahanlah di dalamnya sedikit lebih lama dari biasanya.',
        ],
        coachingQuestion:
          'Bagaimana rasa bermakna dalam hidup Anda membentuk pilihan-pilihan Anda di hari biasa?',
      },
      mid: {
        reflect:
          'Skor sedang sering berarti makna itu ada tetapi tipis atau datang dan pergi: Anda mungkin merasa terhubung pada saat-saat tertentu lalu kehilangan benang merahnya di tengah kesibukan sehari-hari. Mungkin keyakinan lama tidak lagi sepenuhnya pas, sementara yang baru masih terbentuk. Masa peralihan seperti ini umum, dan bisa menjadi lahan yang subur.',
        nextSteps: [
          'Tuliskan tiga nilai yang paling ingin Anda hidupi, dan satu kesempatan minggu ini untuk menjalankan masing-masing.',
          'Cobalah lima menit hening setiap pagi, entah berdoa, bermeditasi, bernapas perlahan, atau sekadar duduk tanpa ponsel.',
          'Habiskan waktu di tempat yang membuat Anda merasa kecil dalam arti yang baik, seperti puncak bukit, laut, bangunan tua, atau di bawah langit yang luas.',
        ],
        coachingQuestion:
          'Kapan Anda merasa paling terhubung dengan sesuatu yang lebih besar dari diri Anda, dan bagaimana Anda bisa memberi ruang lebih untuk itu?',
      },
      low: {
        reflect:
          'Skor rendah mungkin berarti Anda merasa terputus dari makna atau tujuan, hidup terasa seperti rangkaian tugas, atau keyakinan yang dulu menopang Anda kini tidak lagi. Kadang hal ini muncul setelah kehilangan, kelelahan berat (burnout), atau kekecewaan. Ini termasuk pertanyaan tertua manusia, dan belum punya jawaban saat ini adalah bagian dari menjadi manusia.',
        nextSteps: [
          'Buat daftar singkat momen dalam hidup Anda yang terasa bermakna, meski hanya sebentar, dan cari kesamaannya.',
          'Luangkan 20 menit minggu ini di tempat yang tenang, sebaiknya di luar ruangan dan tanpa ponsel, lalu cukup perhatikan apa yang menarik perhatian Anda.',
          'Bicarakan pertanyaan-pertanyaan yang Anda bawa dengan seseorang yang rasa bermaknanya Anda hormati, seperti teman, orang yang dituakan, pemuka agama, atau konselor.',
        ],
        coachingQuestion:
          'Jika hidup Anda dipandu oleh satu hal yang benar-benar penting bagi Anda, apakah itu, dan apa yang akan berubah?',
      },
    },
  },
};
