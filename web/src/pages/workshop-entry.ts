// The route table (part of every first visit's JavaScript, which has a budget) imports only this:
// the workshop pages and their many files are listed here, one step later, not in the table.
export const loadWorkshopPages = () => import('./workshop.js');
