/** Season order of tournaments: by date, then by id (so equal dates never depend on input order). */
export function compareTournaments(a: { date: string; id: string }, b: { date: string; id: string }): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
