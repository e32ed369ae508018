import { describe, expect, test } from 'vitest';
import { SeasonWindowSchema } from '@/lib/calendar/season-window';
import { t } from '@/lib/i18n/t';
import { issueWords } from '@/lib/i18n/catalogue';
import { zodIssueParams } from '@/lib/config/zod-issue';

/** A schema's own check carries its code and values, no words: the API says the catalogue's English, a page Polish. */
describe('a refinement of a rules schema', () => {
  test('a window that ends before it starts', () => {
    const parsed = SeasonWindowSchema.safeParse({ from: '2010-05-31', to: '2008-04-20' });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue).toMatchObject({ path: ['to'], params: { code: 'WINDOW_ENDS_BEFORE_START', from: '2010-05-31', to: '2008-04-20' } });
    expect(issueWords('en', zodIssueParams(issue))).toBe('the season ends (2008-04-20) before it starts (2010-05-31)');
    if (issue.code !== 'custom') throw new Error('a custom issue');
    const params = issue.params as { code: string } & Record<string, string>;
    expect(t('pl', params.code, params)).toBe('sezon kończy się (2008-04-20) przed swoim początkiem (2010-05-31)');
  });
});
