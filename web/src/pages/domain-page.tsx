// Built in a later step of this issue; until then the route shows the not-found page.
export { Component } from './not-found-page.js';
