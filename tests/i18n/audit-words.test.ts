import { expect, test } from 'vitest';
import { associationTime, readAuditEntry } from '@/lib/i18n/audit-words';

// Issue 29, defect 10: the audit log read by an arbiter — who, what, when in Polish time.
test('an upload reads as words, details labelled, the time in Warsaw (CET in winter, CEST in summer)', () => {
  const r = readAuditEntry('pl', { at: '2026-12-01T20:47:05.000Z', by: 'sedzia@demo.gp', via: 'web', action: 'tournament.upload', details: JSON.stringify({ tournament: 'gp07', version: 1, sha256: 'abcdef0123456789abcdef', rows: 62, fileName: 'gp07.csv' }) });
  expect(r).toEqual({ when: '01.12.2026, 21:47:05', who: 'sedzia@demo.gp (strona)', what: 'Wgrano wyniki turnieju', code: 'tournament.upload', details: 'turniej: gp07 · wersja: 1 · sha256: abcdef012345… · wiersze: 62 · plik: gp07.csv' });
  expect(associationTime('pl', '2026-07-01T10:00:00Z')).toBe('01.07.2026, 12:00:00');
  const en = readAuditEntry('en', { at: '2026-12-01T20:47:05Z', by: null, via: 'cli', action: 'link.keep-apart', details: '{"tournament":"gp01","crId":null}' });
  expect(en).toMatchObject({ who: '— (command line)', what: 'Row kept apart as its own player', details: 'tournament: gp01 · CR id: —' });
});

test('an unknown action or details that are not JSON are shown as stored', () => {
  expect(readAuditEntry('pl', { at: 'x', by: 'a', via: 'web', action: 'new.thing', details: 'plain' })).toEqual({ when: 'x', who: 'a (strona)', what: 'new.thing', code: 'new.thing', details: 'plain' });
});

test('an English page writes a stored time as it writes dates (issue 40, item 5): 2026-07-01 12:00', () => {
  expect(associationTime('en', '2026-07-01T10:00:00Z')).toBe('2026-07-01 12:00:00');
  expect(associationTime('en', '2026-12-31 23:30:00', 'minutes')).toBe('2027-01-01 00:30');
});

test('a season created without changes to its preset says so in words, not rules: {} (issue 40 walk)', () => {
  const details = JSON.stringify({ slug: 'gp-2027', preset: 'warmia-mazury-2018', rules: {} });
  expect(readAuditEntry('pl', { at: 'x', by: 'a', via: 'web', action: 'season.create', details }).details).toBe('adres: gp-2027 · regulamin: warmia-mazury-2018 · zmiany regulaminu: brak');
  expect(readAuditEntry('en', { at: 'x', by: 'a', via: 'web', action: 'season.create', details: JSON.stringify({ rules: { teamSize: 4 } }) }).details).toBe('changes to the regulation: {"teamSize":4}');
});
