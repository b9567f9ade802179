/** Where the language a visitor declined to be offered is kept (the app's and the content pages' offer). */
export const DISMISSED_LANGUAGE_OFFER_KEY = 'lw.languageOffer.dismissed';
