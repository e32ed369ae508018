'use client';
import type { Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { RegisterPicker } from '@/app/[lang]/arbiter/register-picker';
import { score, type Preview } from './preview-types';
import { DataTable } from '@/app/components/data-table';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { words } from '@/lib/i18n/words';

/**
 * Every row of the file: how it is linked to a player, whether it counts and why not. An ambiguous
 * row, a row the linking asks to link by hand, or one the arbiter has linked gets the register picker.
 */
export function LinkingTable({ lang, slug, preview, links, onLink }: { lang: Lang; slug: string; preview: Preview; links: Record<string, string | null>; onLink: (line: string, crId: string | null) => void }) {
  const w = words(lang, WORKSPACE_WORDS);
  const reason: Record<string, string> = { 'not-registered': w.notRegisteredDate, 'other-region': w.clubOutsideRegion, 'no-region': w.noRegion, duplicate: w.duplicateRow };
  const method: Record<string, string> = { cr_id: w.crId, fide_id: 'FIDE ID', name: w.nameBirthYear, new: w.newPlayer, ambiguous: w.ambiguousChoose, manual: w.hand };
  return (
    <DataTable data-testid="preview-rows">
      <thead>
        <tr>
          {[w.lineHeader, w.place, w.player, w.pts, w.linked, w.counted, w.club].map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {preview.preview.rows.map((r) => {
          const line = String(r.line);
          const chosen = line in links;
          // a new player whose name the register has with another birth year: maybe a typo of the year
          const near = r.method === 'new' && !chosen ? (r.candidates ?? []).map((id) => preview.registry.find((e) => e.crId === id)).filter((e) => e !== undefined) : [];
          const needsChoice = r.method === 'ambiguous' || (r.method === 'manual' && chosen) || preview.preview.linkByHand.includes(r.line) || near.length > 0;
          return (
            <tr key={r.line} data-testid={`preview-row-${r.line}`}>
              <td>{r.line}</td>
              <td>{r.place}</td>
              <td>{r.name}</td>
              <td>{score(r.gamePoints, 2, lang)}</td>
              <td>
                {needsChoice ? (
                  <>
                    {chosen ? <span>{method.manual}: </span> : null}
                    {near.length > 0 ? (
                      <span className="warning-text" data-testid={`near-match-${r.line}`}>
                        {w.nearMatch(near.map((e) => `${e.name}${e.birthYear ? ` (${e.birthYear})` : ''}, ${w.crId} ${e.crId}`).join('; '))}{' '}
                      </span>
                    ) : null}
                    <RegisterPicker
                      lang={lang}
                      register={preview.registry}
                      searchSlug={preview.registryTotal > preview.registry.length ? slug : undefined}
                      rowName={r.name}
                      value={chosen ? (links[line] ?? 'apart') : near.length > 0 ? 'new' : ''}
                      onChange={(v) => (v === 'new' ? undefined : onLink(line, v === 'apart' ? null : v))}
                      special={near.length > 0 ? [{ value: 'new', label: w.newPlayer }, { value: 'apart', label: w.separatePlayerDoNot }] : [{ value: 'apart', label: w.separatePlayerDoNot }]}
                    />
                  </>
                ) : (
                  <>
                    {/* issue 41: a row linked by the tournament's entry says so, not "by hand" */}
                    {r.method === 'manual' && !chosen && preview.entries?.linked.some((l) => l.line === r.line && l.crId !== null && r.playerKey === `cr:${l.crId}`) ? <span data-testid={`from-entry-${r.line}`}>{words(lang, ENTRIES_WORDS).fromEntry}</span> : (method[r.method] ?? r.method)}
                    {r.playerKey.startsWith('cr:') ? <span className="muted"> → {r.playerKey.slice(3)}</span> : null}
                  </>
                )}
              </td>
              <td className={r.eligible ? undefined : 'ineligible'}>{r.eligible ? w.yes : `${w.no} — ${reason[r.reason ?? ''] ?? r.reason}`}</td>
              <td>{r.club}</td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
