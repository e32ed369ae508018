import { renderEmbedSnippet, type EmbedSnippetParams } from '@/lib/render/embed/embed-snippet-html';
import { seasonEmbedSnippet } from '@/lib/render/embed/season-embed-snippet';

/**
 * The "Umieść na swojej stronie" box (issue 26) on a React page: the markup lib/render writes for
 * every page (the string-rendered season table has the same one), every text escaped there, and
 * the small script that makes it work (public/embed-snippet.js, loaded once however many boxes).
 */
export function EmbedSnippet({ html }: { html: string }) {
  return (
    <>
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <script async src="/embed-snippet.js" />
    </>
  );
}

export function CompetitionEmbedSnippet(props: EmbedSnippetParams) {
  return <EmbedSnippet html={renderEmbedSnippet(props)} />;
}

export function SeasonEmbedSnippet(props: Parameters<typeof seasonEmbedSnippet>[0]) {
  return <EmbedSnippet html={seasonEmbedSnippet(props)} />;
}
