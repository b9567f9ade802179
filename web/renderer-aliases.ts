// The app is written against React's API and rendered by Preact's compatibility layer (issue 20):
// React and react-dom are about 67 KB of gzipped JavaScript on every app page, Preact with its
// hooks and compat layer about 12 KB, and hydration does less work. The Vite build, the server
// build that pre-renders the pages, and the web unit tests all take these aliases, so what the
// tests render is what ships.
import { fileURLToPath } from 'node:url';
import type { PackageAlias } from './package-aliases.js';

const exactly = (specifier: string, replacement: string): PackageAlias => ({
  find: new RegExp(`^${specifier.replace(/[./]/g, '\\$&')}$`),
  replacement,
});

export const rendererAliases: PackageAlias[] = [
  exactly('react', fileURLToPath(new URL('./react-on-preact.ts', import.meta.url))),
  exactly('react/jsx-runtime', 'preact/compat/jsx-runtime'),
  exactly('react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'),
  exactly('react-dom', 'preact/compat'),
  exactly('react-dom/client', 'preact/compat/client'),
  exactly('react-dom/server', 'preact/compat/server'),
];

/**
 * Libraries that import React themselves: the server build must bundle them rather than load them
 * from node_modules, or they would import the real React at pre-render time.
 */
export const REACT_LIBRARIES = ['react-router', 'react-i18next', '@tanstack/react-query'];
