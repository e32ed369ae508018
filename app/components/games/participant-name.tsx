/**
 * Issue 40, item 4 (what chess-results users expect, in every kind): a participant's name as every
 * table of a competition computed from games shows it — the FIDE title before it and the federation
 * after it when the files give them, the name a link to the player's page across competitions.
 * A plain anchor, not next/link: a table of 300 names would have the router prefetch 300 pages.
 */
export function ParticipantName({ name, href, title, federation }: { name: string; href?: string | null; title?: string | null; federation?: string | null }) {
  return (
    <>
      {title ? <span className="fide-title">{title} </span> : null}
      {href ? <a href={href}>{name}</a> : name}
      {federation ? <span className="federation"> {federation}</span> : null}
    </>
  );
}
