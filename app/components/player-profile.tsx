import { type Lang, MESSAGES } from '@/lib/i18n/messages';
import type { PlayerProfile } from '@/lib/series/player-profile';
import { words } from '@/lib/i18n/words';

/**
 * Issue 11: a player's ratings, title and category, and links to their national register and FIDE
 * pages — each only when the data has it (server/player-profile.ts). Nothing when there is none.
 */
export function PlayerProfileFacts({ lang, profile }: { lang: Lang; profile: PlayerProfile & { links: { register: string | null; fide: string | null } } }) {
  const m = words(lang, MESSAGES);
  const facts: [string, string, string][] = [];
  if (profile.title) facts.push(['title', m.fideTitle, profile.title]);
  if (profile.fideRating !== null) facts.push(['fide-rating', m.fideRating, String(profile.fideRating)]);
  if (profile.nationalRating !== null) facts.push(['national-rating', m.nationalRating, String(profile.nationalRating)]);
  if (profile.category) facts.push(['category', m.chessCategory, profile.category]);
  const links: [string, string, string][] = [];
  if (profile.links.register) links.push(['register-link', `${m.registerLink} — ID ${profile.crId}`, profile.links.register]);
  if (profile.links.fide) links.push(['fide-link', `${m.fideProfile} — ID ${profile.fideId}`, profile.links.fide]);
  if (facts.length === 0 && links.length === 0) return null;
  return (
    <section aria-label={m.profileHeading} data-testid="player-profile" className="profile">
      {facts.length > 0 && (
        <dl className="facts">
          {facts.map(([id, label, value]) => (
            <div key={id} data-testid={`profile-${id}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {links.length > 0 && (
        <p className="links">
          {links.map(([id, label, href]) => (
            <a key={id} href={href} target="_blank" rel="noopener noreferrer" data-testid={`profile-${id}`}>
              {label}
              <span className="visually-hidden"> {m.opensNewTab}</span> ↗
            </a>
          ))}
        </p>
      )}
    </section>
  );
}
