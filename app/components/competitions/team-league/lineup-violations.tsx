import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { describeViolation, LINEUP_RULES } from '@/lib/competitions/team-league/lineup-words';
import { LINEUP_VIOLATIONS_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


interface LineupViolationsProps {
  result: Pick<TeamLeagueResult, 'violations' | 'teams'>;
  lang: 'pl' | 'en';
}

/** Every roster and line-up violation, explained and quoted with the regulation's words. */
export function LineupViolations({ result, lang }: LineupViolationsProps) {
  const w = words(lang, LINEUP_VIOLATIONS_WORDS);
  if (result.violations.length === 0) return <section className="team-league-violations" id="violations"><h2>{w.title}</h2><p>{w.none}</p></section>;
  return (
    <section className="team-league-violations" id="violations">
      <h2>{w.title}</h2>
      <DataTable>
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
                {describeViolation(lang, v)} <small>({w.where(v.file, v.line)})</small>
              </td>
              <td>
                <q lang="pl">{LINEUP_RULES[v.rule].quote}</q>
                {w.ruleGloss(v.rule) ? <small> — {w.ruleGloss(v.rule)}</small> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p className="legend">{w.verdict}</p>
    </section>
  );
}
