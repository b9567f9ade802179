/**
 * A regional language's content files hold only what differs from its parent's, merged over it at
 * load. pt is written in Brazilian Portuguese, so pt-BR's files are empty until a text needs to differ.
 */
export const REGIONAL_PARENTS: Readonly<Record<string, string>> = Object.freeze({
  'es-MX': 'es',
  'pt-BR': 'pt',
  'pt-PT': 'pt',
});
