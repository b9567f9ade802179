import { describe, expect, it } from 'vitest';
import { changedPages } from './changed-pages.js';

describe('changedPages', () => {
  const pages = [
    { path: '/', hash: 'h1' },
    { path: '/fr/assessment', hash: 'h2' },
    { path: '/de/assessment', hash: 'h3' },
  ];

  it('picks pages never accepted and pages whose hash differs from the last accepted one', () => {
    const accepted = new Map([
      ['/', 'h1'],
      ['/fr/assessment', 'old'],
    ]);
    expect(changedPages(pages, accepted).map((page) => page.path)).toEqual(['/fr/assessment', '/de/assessment']);
  });

  it('leaves out pages already waiting in an open batch', () => {
    expect(changedPages(pages, new Map(), new Set(['/de/assessment'])).map((page) => page.path)).toEqual(['/', '/fr/assessment']);
  });
});
