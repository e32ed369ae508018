import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { LINEUP_RULES } from '@/lib/competitions/team-league/lineup-violation';

const words = {
  pl: {
    title: 'Nieprawidłowe składy',
    none: 'Nie znaleziono naruszeń regulaminu w zgłoszeniach i składach.',
    round: 'Runda',
    roster: 'zgłoszenie',
    team: 'Drużyna',
    board: 'Szach.',
    what: 'Co się stało',
    rule: 'Przepis',
    where: (file: string, line: number) => `${file}, wiersz ${line}`,
    verdict: 'Program wskazuje naruszenia; o weryfikacji wyniku decyduje sędzia główny („Błędne ustawienie składu drużyny powoduje weryfikacje wszystkich zawodników grających na niewłaściwych szachownicach”).',
  },
  en: {
    title: 'Line-up violations',
    none: 'No rule is broken by the rosters and line-ups.',
    round: 'Round',
    roster: 'roster',
    team: 'Team',
    board: 'Board',
    what: 'What happened',
    rule: 'Rule',
    where: (file: string, line: number) => `${file}, line ${line}`,
    verdict: 'The program points violations out; the chief arbiter decides the verdict (the regulation: a wrong line-up has the results of every player on a wrong board verified).',
  },
} as const;

export interface LineupViolationsProps {
  result: Pick<TeamLeagueResult, 'violations' | 'teams'>;
  lang: 'pl' | 'en';
}

/** Every roster and line-up violation, explained and quoted with the regulation's words. */
export function LineupViolations({ result, lang }: LineupViolationsProps) {
  const w = words[lang];
  if (result.violations.length === 0) return <section className="team-league-violations"><h2>{w.title}</h2><p>{w.none}</p></section>;
  return (
    <section className="team-league-violations">
      <h2>{w.title}</h2>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col" className="num">{w.round}</th>
              <th scope="col">{w.team}</th>
              <th scope="col" className="num">{w.board}</th>
              <th scope="col">{w.what}</th>
              <th scope="col">{w.rule}</th>
            </tr>
          </thead>
          <tbody>
            {result.violations.map((v, i) => (
              <tr key={i} data-rule={v.rule}>
                <td className="num">{v.round ?? w.roster}</td>
                <td>{result.teams[v.team]!.name}</td>
                <td className="num">{v.board ?? ''}</td>
                <td>
                  {v.explanation[lang]} <small>({w.where(v.file, v.line)})</small>
                </td>
                <td>
                  <q lang="pl">{LINEUP_RULES[v.rule].quote}</q>
                  {lang === 'en' ? <small> — {LINEUP_RULES[v.rule].en}</small> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="legend">{w.verdict}</p>
    </section>
  );
}
