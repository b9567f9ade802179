export * from './lighthouse-browser.js';
export * from './lighthouse-matrix.js';
export * from './page-scores.js';
