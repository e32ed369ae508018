import { decimalSeparator } from '@/lib/i18n/messages';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { FeeItem } from '@/lib/competitions/team-league/club-fees';
import { CLUB_FEES_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


interface ClubFeesProps {
  result: Pick<TeamLeagueResult, 'fees'>;
  lang: 'pl' | 'en';
}

/** What each club pays; the deposit apart, as it is returned. */
export function ClubFees({ result, lang }: ClubFeesProps) {
  const w = words(lang, CLUB_FEES_WORDS);
  const zl = (grosze: number) => (grosze / 100).toFixed(2).replace('.', decimalSeparator(lang));
  return (
    <section className="team-league-fees" id="fees">
      <DataTable>
          <caption>{w.title}</caption>
          <thead>
            <tr>
              <th scope="col">{w.club}</th>
              <th scope="col">{w.items}</th>
              <th scope="col" className="num">{w.total}</th>
              <th scope="col" className="num">{w.deposit}</th>
            </tr>
          </thead>
          <tbody>
            {result.fees.map((f) => (
              <tr key={f.club}>
                <th scope="row">{f.club}</th>
                <td>
                  <ul>
                    {f.lines.map((l) => (
                      <li key={l.item}>{`${w.item[l.item]}: ${l.count} × ${zl(l.unit)} = ${zl(l.amount)}`}</li>
                    ))}
                  </ul>
                </td>
                <td className="num">{zl(f.total)}</td>
                <td className="num">{zl(f.deposit)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
    </section>
  );
}
