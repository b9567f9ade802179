// Written by tools/i18n/write-intl-texts.mjs from ICU 78.3 (CLDR 48.0); do not edit by hand.
// intl-texts.spec.ts and format-number.spec.ts check every language against Intl.

export interface IntlTexts {
  /** `dateStyle: 'long'` as literal text around {day}, {month} and {year}; months January first; the calendar's year minus the Gregorian one. */
  longDate: { pattern: string; months: readonly string[]; yearOffset: number };
  /** What `Intl.ListFormat` (conjunction) puts between two items, and between the first, middle and last items of a longer list. */
  list: { two: string; start: string; middle: string; end: string };
  /** What `Intl.NumberFormat` writes before and after the digits of a negative whole number. */
  negative: { prefix: string; suffix: string };
}

export const INTL_TEXTS: Record<string, IntlTexts> = {
  en: {
    longDate: {
      pattern: '{month} {day}, {year}',
      months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
      yearOffset: 0,
    },
    list: {
      two: ' and ',
      start: ', ',
      middle: ', ',
      end: ', and ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  es: {
    longDate: {
      pattern: '{day} de {month} de {year}',
      months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
      yearOffset: 0,
    },
    list: {
      two: ' y ',
      start: ', ',
      middle: ', ',
      end: ' y ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  fr: {
    longDate: {
      pattern: '{day} {month} {year}',
      months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
      yearOffset: 0,
    },
    list: {
      two: ' et ',
      start: ', ',
      middle: ', ',
      end: ' et ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  de: {
    longDate: {
      pattern: '{day}. {month} {year}',
      months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
      yearOffset: 0,
    },
    list: {
      two: ' und ',
      start: ', ',
      middle: ', ',
      end: ' und ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  it: {
    longDate: {
      pattern: '{day} {month} {year}',
      months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
      yearOffset: 0,
    },
    list: {
      two: ' e ',
      start: ', ',
      middle: ', ',
      end: ' e ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  pt: {
    longDate: {
      pattern: '{day} de {month} de {year}',
      months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
      yearOffset: 0,
    },
    list: {
      two: ' e ',
      start: ', ',
      middle: ', ',
      end: ' e ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  nl: {
    longDate: {
      pattern: '{day} {month} {year}',
      months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
      yearOffset: 0,
    },
    list: {
      two: ' en ',
      start: ', ',
      middle: ', ',
      end: ' en ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  'zh-CN': {
    longDate: {
      pattern: '{year}年{month}月{day}日',
      months: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
      yearOffset: 0,
    },
    list: {
      two: '和',
      start: '、',
      middle: '、',
      end: '和',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  'zh-TW': {
    longDate: {
      pattern: '{year}年{month}月{day}日',
      months: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
      yearOffset: 0,
    },
    list: {
      two: '和',
      start: '、',
      middle: '、',
      end: '和',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  ja: {
    longDate: {
      pattern: '{year}年{month}月{day}日',
      months: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
      yearOffset: 0,
    },
    list: {
      two: '、',
      start: '、',
      middle: '、',
      end: '、',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  ko: {
    longDate: {
      pattern: '{year}년 {month} {day}일',
      months: ['1월', '2월', '3월', '4월', '5월', '6월', '7월', '8월', '9월', '10월', '11월', '12월'],
      yearOffset: 0,
    },
    list: {
      two: ' 및 ',
      start: ', ',
      middle: ', ',
      end: ' 및 ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  ar: {
    longDate: {
      pattern: '{day} {month} {year}',
      months: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
      yearOffset: 0,
    },
    list: {
      two: ' و',
      start: ' و',
      middle: ' و',
      end: ' و',
    },
    negative: {
      prefix: '‎-',
      suffix: '',
    },
  },
  ru: {
    longDate: {
      pattern: '{day} {month} {year} г.',
      months: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
      yearOffset: 0,
    },
    list: {
      two: ' и ',
      start: ', ',
      middle: ', ',
      end: ' и ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  hi: {
    longDate: {
      pattern: '{day} {month} {year}',
      months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
      yearOffset: 0,
    },
    list: {
      two: ' और ',
      start: ', ',
      middle: ', ',
      end: ', और ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  'pt-BR': {
    longDate: {
      pattern: '{day} de {month} de {year}',
      months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
      yearOffset: 0,
    },
    list: {
      two: ' e ',
      start: ', ',
      middle: ', ',
      end: ' e ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  'es-MX': {
    longDate: {
      pattern: '{day} de {month} de {year}',
      months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
      yearOffset: 0,
    },
    list: {
      two: ' y ',
      start: ', ',
      middle: ', ',
      end: ' y ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  'pt-PT': {
    longDate: {
      pattern: '{day} de {month} de {year}',
      months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
      yearOffset: 0,
    },
    list: {
      two: ' e ',
      start: ', ',
      middle: ', ',
      end: ' e ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  sv: {
    longDate: {
      pattern: '{day} {month} {year}',
      months: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
      yearOffset: 0,
    },
    list: {
      two: ' och ',
      start: ', ',
      middle: ', ',
      end: ' och ',
    },
    negative: {
      prefix: '−',
      suffix: '',
    },
  },
  tr: {
    longDate: {
      pattern: '{day} {month} {year}',
      months: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
      yearOffset: 0,
    },
    list: {
      two: ' ve ',
      start: ', ',
      middle: ', ',
      end: ' ve ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  id: {
    longDate: {
      pattern: '{day} {month} {year}',
      months: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
      yearOffset: 0,
    },
    list: {
      two: ' dan ',
      start: ', ',
      middle: ', ',
      end: ', dan ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  vi: {
    longDate: {
      pattern: '{day} {month}, {year}',
      months: ['tháng 1', 'tháng 2', 'tháng 3', 'tháng 4', 'tháng 5', 'tháng 6', 'tháng 7', 'tháng 8', 'tháng 9', 'tháng 10', 'tháng 11', 'tháng 12'],
      yearOffset: 0,
    },
    list: {
      two: ' và ',
      start: ', ',
      middle: ', ',
      end: ' và ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  th: {
    longDate: {
      pattern: '{day} {month} {year}',
      months: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
      yearOffset: 543,
    },
    list: {
      two: 'และ',
      start: ' ',
      middle: ' ',
      end: ' และ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  sw: {
    longDate: {
      pattern: '{day} {month} {year}',
      months: ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'],
      yearOffset: 0,
    },
    list: {
      two: ' na ',
      start: ', ',
      middle: ', ',
      end: ' na ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
  fil: {
    longDate: {
      pattern: '{month} {day}, {year}',
      months: ['Enero', 'Pebrero', 'Marso', 'Abril', 'Mayo', 'Hunyo', 'Hulyo', 'Agosto', 'Setyembre', 'Oktubre', 'Nobyembre', 'Disyembre'],
      yearOffset: 0,
    },
    list: {
      two: ' at ',
      start: ', ',
      middle: ', ',
      end: ', at ',
    },
    negative: {
      prefix: '-',
      suffix: '',
    },
  },
};
