import { describe, expect, test } from 'vitest';
import { WARMIA_MAZURY_2018 } from '@/lib/series/rules';
import { previewUpload, spellingQuestions } from '@/lib/series/upload-preview';
import type { SpellingProposal } from '@/lib/identity/spelling-proposals';
import { tournament } from './builders';

const rules = { ...WARMIA_MAZURY_2018, region: null };
const season = (answers = [] as { name: string; sameAs: string; same: boolean }[]) => ({
  year: 2018,
  rules,
  registry: null,
  tournaments: [tournament('gp01', '2018-02-10', [{ name: 'Mietzelfeldt,Gerhard', points: 5 }, { name: 'Dragnev,Jan', points: 4 }, { name: 'Coto Alfonso,Eloy', points: 3 }], { fileName: 'gp01.csv' })],
  spellingAnswers: answers,
});
const upload = tournament('gp02', '2018-02-17', [{ name: 'Dragnev,Stoyan', points: 5 }, { name: 'Mietzelfeldt,Gerh', points: 4 }, { name: 'Coto,Eloy', points: 2 }], { fileName: 'gp02.csv' });

describe('the upload preview asks "the same player as …?" (formats §6)', () => {
  test('one question per row of the file whose spelling may be another player’s; other first names are not asked', () => {
    const p = previewUpload(season(), upload);
    expect(p.spellingQuestions).toEqual([
      { name: 'Mietzelfeldt,Gerh', sameAs: 'Mietzelfeldt,Gerhard', here: { name: 'Mietzelfeldt,Gerh', line: 3 }, other: { name: 'Mietzelfeldt,Gerhard', file: 'gp01.csv', line: 2 }, reasons: ['first-name-prefix'] },
      { name: 'Coto,Eloy', sameAs: 'Coto Alfonso,Eloy', here: { name: 'Coto,Eloy', line: 4 }, other: { name: 'Coto Alfonso,Eloy', file: 'gp01.csv', line: 4 }, reasons: ['extra-surname'] },
    ]);
    // not joined unasked: Mietzelfeldt,Gerh is a player of their own
    expect(p.rows.find((r) => r.line === 3)!.playerKey).not.toBe(p.rows.find((r) => r.line === 2)!.playerKey);
  });

  test('an answer removes its question; "yes" joins the rows', () => {
    const yes = previewUpload(season([{ name: 'Mietzelfeldt,Gerh', sameAs: 'Mietzelfeldt,Gerhard', same: true }]), upload);
    expect(yes.spellingQuestions.map((q) => q.name)).toEqual(['Coto,Eloy']);
    expect(yes.moves.find((m) => m.name === 'Mietzelfeldt Gerhard')).toMatchObject({ before: 1, after: 1 });
    const no = previewUpload(season([{ name: 'Coto,Eloy', sameAs: 'Coto Alfonso,Eloy', same: false }]), upload);
    expect(no.spellingQuestions.map((q) => q.name)).toEqual(['Mietzelfeldt,Gerh']);
  });

  test('a proposal whose fuller spelling is the file’s row names the other player as written', () => {
    const at = (tournamentId: string, line: number) => ({ tournamentId, file: `${tournamentId}.csv`, line });
    const p: SpellingProposal = { name: 'Bahr,Jan', at: at('gp01', 5), sameAs: 'Bahr,Jan-Hendrik', sameAsAt: at('gp01', 6), reasons: ['first-name-prefix'], keys: ['name:bahr jan|', 'name:bahr jan-hendrik|'] };
    expect(spellingQuestions([p], [{ playerKey: 'name:bahr jan-hendrik|', line: 9, name: 'Bahr,Jan-Hendrik' }])).toEqual([
      { name: 'Bahr,Jan', sameAs: 'Bahr,Jan-Hendrik', here: { name: 'Bahr,Jan-Hendrik', line: 9 }, other: { name: 'Bahr,Jan', file: 'gp01.csv', line: 5 }, reasons: ['first-name-prefix'] },
    ]);
    expect(spellingQuestions([p], [{ playerKey: 'name:someone else|', line: 2, name: 'X' }])).toEqual([]);
  });
});
