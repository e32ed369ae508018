// Types of table-query.mjs (plain JavaScript, read by the production server without a build step).
export type TableQuery = { page: number; q: string; sort: string; category: string };
export const TABLE_PARAMS: readonly string[];
export const MAX_TABLE_SEARCH: number;
export const MAX_TABLE_PAGE: number;
export function readTableQuery(query: string | URLSearchParams | Record<string, string | string[] | undefined>): TableQuery;
export function tableQueryString(state: TableQuery): string;
export function canonicalTableQuery(search: string | null | undefined): string;
