/**
 * Addresses of a player's pages elsewhere (issue 11), settings of the site: `GP_REGISTER_URL` (the
 * national register — by default the Polish federation's Central Register) and `GP_FIDE_PROFILE_URL`,
 * each with `{id}` where the player's id goes. An empty setting hides the link.
 */
export const DEFAULT_REGISTER_URL = 'https://www.cr-pzszach.pl/ew/viewpage.php?page_id=1&zwiazek=&typ_czlonka=&id_czlonka={id}';
export const DEFAULT_FIDE_PROFILE_URL = 'https://ratings.fide.com/profile/{id}';

export function externalLinkTemplates(env: Record<string, string | undefined> = process.env): { register: string; fide: string } {
  return { register: env.GP_REGISTER_URL ?? DEFAULT_REGISTER_URL, fide: env.GP_FIDE_PROFILE_URL ?? DEFAULT_FIDE_PROFILE_URL };
}
