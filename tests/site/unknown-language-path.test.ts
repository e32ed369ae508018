import { expect, test } from 'vitest';
import { unknownLanguagePath } from '@/proxy';

// issue 40: an address of no language gets the 404 page with its status (the layout renders it, proxy.ts gives the status)
test.each([
  { path: '/', unknown: false },
  { path: '/pl', unknown: false },
  { path: '/en/seasons/x', unknown: false },
  { path: '/seasons/gp-warmia-mazury-2018', unknown: false },
  { path: '/arbiter', unknown: false },
  { path: '/events/open-olsztyn-2018', unknown: false },
  { path: '/leagues/x/a', unknown: false },
  { path: '/api/seasons', unknown: false },
  { path: '/nie-ma-takiej-strony', unknown: true },
  { path: '/favicon.ico', unknown: true },
  { path: '/Events/x', unknown: true },
  { path: '/de/', unknown: true },
])('$path → unknown: $unknown', ({ path, unknown }) => {
  expect(unknownLanguagePath(path)).toBe(unknown);
});
