/**
 * A regional language's content files hold only what differs from its parent's, merged over it at
 * load (the page then fetches both). pt is written in Brazilian Portuguese, so pt-BR's files are
 * empty until a text needs to differ. pt-PT and zh-TW are written in full: they share nothing with
 * pt and zh-CN but the citations, so a parent would double the download for no saving.
 */
export const REGIONAL_PARENTS: Readonly<Record<string, string>> = Object.freeze({
  'es-MX': 'es',
  'pt-BR': 'pt',
});
