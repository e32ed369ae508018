/** Issue 40, C1: the upload limit the pages check before sending is the server's, and the proxy lets every upload page use it. */
import { describe, expect, test } from 'vitest';
import { NextRequest } from 'next/server';
import { oversizedFile, UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB } from '@/lib/upload-limit';
import { MAX_UPLOAD_BYTES } from '@/server/uploads';
import { proxy } from '@/proxy';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { words } from '@/lib/i18n/words';

describe('the upload limit', () => {
  test('is the server’s', () => {
    expect(UPLOAD_LIMIT_BYTES).toBe(MAX_UPLOAD_BYTES);
    expect(UPLOAD_LIMIT_MB).toBe(10);
  });
  test.each([
    { label: 'a 20 MB file is named with its size', files: [{ name: 'a.csv', size: 100 }, { name: 'big.xlsx', size: 20 * 1024 * 1024 }], expected: { name: 'big.xlsx', mb: 20 } },
    { label: 'exactly the limit passes', files: [{ name: 'a.csv', size: 10 * 1024 * 1024 }], expected: null },
    { label: 'one byte more does not', files: [{ name: 'a.csv', size: 10 * 1024 * 1024 + 1 }], expected: { name: 'a.csv', mb: 10 } },
  ])('$label', ({ files, expected }) => {
    expect(oversizedFile(files)).toEqual(expected);
  });
  test('the message names the file, its size and the limit in the page’s language', () => {
    expect(words('pl', WORKSPACE_WORDS).fileTooLarge('big.xlsx', 20.5, 10)).toBe('Plik „big.xlsx” ma 20,5 MB — najwięcej można wysłać 10 MB. Nic nie wysłano.');
    expect(words('en', WORKSPACE_WORDS).fileTooLarge('big.xlsx', 20.5, 10)).toBe('The file "big.xlsx" has 20.5 MB — at most 10 MB can be sent. Nothing was sent.');
  });
});

describe('the proxy lets the competitions page post files up to the upload limit', () => {
  const post = (path: string, bytes: number) => proxy(new NextRequest(`http://127.0.0.1${path}`, { method: 'POST', headers: { 'content-length': String(bytes) } }));
  test.each(['/arbiter/competitions', '/en/arbiter/competitions', '/arbiter/seasons/gp/upload', '/arbiter/seasons/gp'])('%s: a 5 MB file passes, 12 MB is 413 in the page’s language', async (path) => {
    expect(post(path, 5 * 1024 * 1024).status).toBe(200);
    const refused = post(path, 12 * 1024 * 1024);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe(path.startsWith('/en') ? 'The file is larger than 10 MB.' : 'Plik jest większy niż 10 MB.');
  });
  test('another page’s form stays under 1 MB', () => {
    expect(post('/arbiter/sign-in', 2 * 1024 * 1024).status).toBe(413);
  });
});
