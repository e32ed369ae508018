import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SpellingQuestions } from '@/app/[lang]/arbiter/seasons/[slug]/upload/spelling-questions';
import type { Preview } from '@/app/[lang]/arbiter/seasons/[slug]/upload/preview-types';
import type { SpellingQuestion } from '@/lib/series/upload-preview';

const question = (over: Partial<SpellingQuestion> = {}): SpellingQuestion => ({
  name: 'Walker (G)',
  sameAs: 'Walker,Perry',
  here: { name: 'Walker (G)', line: 3 },
  other: { name: 'Walker,Perry', file: 'gp01.csv', line: 2 },
  reasons: ['no-first-name'],
  ...over,
});
const preview = (questions: SpellingQuestion[]) => ({ preview: { spellingQuestions: questions } }) as unknown as Preview;
const html = (lang: 'pl' | 'en', questions: SpellingQuestion[], answers: { name: string; sameAs: string; same: boolean }[] = []) =>
  renderToStaticMarkup(createElement(SpellingQuestions, { lang, preview: preview(questions), answers, onAnswers: () => {} }));

describe('the upload preview’s "the same player as …?" (formats §6)', () => {
  test('each question with yes and no, in Polish and in English', () => {
    const pl = html('pl', [question()]);
    expect(pl).toContain('Ten sam zawodnik?');
    expect(pl).toContain('Czy „Walker (G)” (wiersz 3) to ten sam zawodnik co „Walker,Perry” (gp01.csv, wiersz 2)?');
    expect(pl).toContain('>Tak, ten sam</button>');
    expect(pl).toContain('>Nie, ktoś inny</button>');
    expect(pl).toContain('data-testid="spelling-question-3"');
    const en = html('en', [question()]);
    expect(en).toContain('Is &#x27;Walker (G)&#x27; (line 3) the same player as &#x27;Walker,Perry&#x27; (gp01.csv line 2)?');
    expect(en).toContain('>Yes, the same</button>');
  });

  test('a hostile spelling is text', () => {
    const out = html('en', [question({ here: { name: '<img src=x onerror=alert(1)>', line: 4 } })]);
    expect(out).not.toContain('<img src=x');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('answers given are listed until the commit; nothing to ask and nothing answered is no section', () => {
    const out = html('pl', [], [{ name: 'Bahr,Jan', sameAs: 'Bahr,Jan-Hendrik', same: false }]);
    expect(out).toContain('Bahr,Jan — Bahr,Jan-Hendrik: Nie, ktoś inny');
    expect(out).toContain('Odpowiedzi do zapisania: 1');
    expect(html('pl', [])).toBe('');
  });
});
