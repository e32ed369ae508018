import { describe, expect, test } from 'vitest';
import { foldForSearch, pageOfTable, pagerLinks, tableHref, type TableColumn } from '@/lib/render/table-pages';
import { canonicalTableQuery, readTableQuery } from '@/lib/render/table-query.mjs';

type Row = { place: number; name: string; club: string; points: number; rating: number | null; cats: string[] };
const rows: Row[] = Array.from({ length: 1234 }, (_, i) => ({
  place: i + 1,
  name: i === 700 ? 'Łukasz Żółw' : `Gracz ${i + 1}`,
  club: i % 3 === 0 ? 'Łódź Hetman' : 'Kraków',
  points: 2 * (9 - Math.floor((i * 10) / 1234)),
  rating: i % 5 === 0 ? null : 1000 + ((i * 37) % 1500),
  cats: i % 4 === 0 ? ['U16'] : [],
}));
const columns: TableColumn<Row>[] = [
  { id: 'place', kind: 'number', value: (r) => r.place },
  { id: 'player', kind: 'text', value: (r) => r.name },
  { id: 'rating', kind: 'number', value: (r) => r.rating },
];
const params = { size: 500, text: (r: Row) => `${r.name} ${r.club}`, columns, lang: 'pl', categories: (r: Row) => r.cats };

describe('a table shown a page at a time (issue 42)', () => {
  test('the first page is the first 500 rows; the last page holds the rest', () => {
    const first = pageOfTable(rows, '', params);
    expect(first).toMatchObject({ pages: 3, total: 1234, matched: 1234, from: 1, to: 500, paged: true });
    expect(first.rows.map((r) => r.place)).toEqual(rows.slice(0, 500).map((r) => r.place));
    const last = pageOfTable(rows, 'page=3', params);
    expect(last).toMatchObject({ from: 1001, to: 1234 });
    expect(last.rows).toHaveLength(234);
    // a page past the last is the last
    expect(pageOfTable(rows, 'page=99', params).state.page).toBe(3);
  });

  test('the search reaches every row, not the page shown, with Polish letters optional', () => {
    const found = pageOfTable(rows, 'q=lukasz%20zolw&page=2', params);
    expect(found).toMatchObject({ matched: 1, pages: 1, from: 1, to: 1 });
    expect(found.rows[0]!.place).toBe(701);
    expect(found.state.page).toBe(1);
    // the club is searched too; every word must be there (any order)
    expect(pageOfTable(rows, 'q=hetman%20lodz', params).matched).toBe(412);
    expect(pageOfTable(rows, 'q=nikt-taki', params)).toMatchObject({ matched: 0, from: 0, to: 0, rows: [] });
  });

  test('the sort orders every row before the page is cut; rows without a value come last', () => {
    const up = pageOfTable(rows, 'sort=rating', params);
    const values = up.rows.map((r) => r.rating!);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]).toBe(Math.min(...rows.flatMap((r) => (r.rating === null ? [] : [r.rating]))));
    const down = pageOfTable(rows, 'sort=-rating&page=2', params);
    expect(down.rows.at(-1)!.rating).toBeNull();
    expect(down.rows[0]!.rating).not.toBeNull();
    // names in the language's order, every row before the cut
    const names = pageOfTable(rows, 'sort=player&q=gracz%2010', params).rows.map((r) => r.name);
    expect(names.slice(0, 3)).toEqual(['Gracz 10', 'Gracz 100', 'Gracz 1000']);
    // an unknown column is the table's own order
    expect(pageOfTable(rows, 'sort=nothing', params).state.sort).toBe('');
  });

  test('a category keeps its players on every page', () => {
    const u16 = pageOfTable(rows, 'category=U16', params);
    expect(u16.matched).toBe(309);
    expect(u16.rows.every((r) => r.cats.includes('U16'))).toBe(true);
  });

  test('a table of one page is not paged', () => {
    expect(pageOfTable(rows.slice(0, 500), '', params)).toMatchObject({ paged: false, pages: 1 });
    expect(pagerLinks('/t', pageOfTable(rows.slice(0, 500), '', params))).toEqual([]);
  });

  test('the pager: previous, first, two each side, last, next; the state kept in every link', () => {
    const big = Array.from({ length: 10_000 }, (_, i) => ({ ...rows[0]!, place: i + 1 }));
    const links = pagerLinks('/s/t', pageOfTable(big, 'page=10&sort=-rating', params));
    expect(links.map((l) => (l.kind === 'gap' ? '…' : l.kind === 'page' ? String(l.page) + (l.current ? '*' : '') : l.kind))).toEqual(['previous', '1', '…', '8', '9', '10*', '11', '12', '…', '20', 'next']);
    expect(links[0]!.href).toBe('/s/t?sort=-rating&page=9');
    expect(links[1]!.href).toBe('/s/t?sort=-rating');
    expect(tableHref('/s/t', readTableQuery('q=a&page=4'), { sort: 'place', page: 1 })).toBe('/s/t?q=a&sort=place');
  });
});

describe("the table's state in the address", () => {
  test.each([
    { search: '', expected: '' },
    { search: 'page=1', expected: '' },
    { search: 'page=0', expected: '' },
    { search: 'page=-2', expected: '' },
    { search: 'page=2.5', expected: '' },
    { search: 'page=1000001', expected: '' },
    { search: 'page=7&x=1&utm=y', expected: 'page=7' },
    { search: 'q=++Kowalski++Jan+', expected: 'q=Kowalski+Jan' },
    { search: `q=${'a'.repeat(300)}`, expected: `q=${'a'.repeat(100)}` },
    { search: 'sort=%3Cb%3E', expected: '' },
    { search: 'category=%22x', expected: '' },
    { search: 'page=2&sort=-points&category=U16&q=x', expected: 'q=x&category=U16&sort=-points&page=2' },
  ])('$search → $expected', ({ search, expected }) => {
    expect(canonicalTableQuery(search)).toBe(expected);
  });

  test('folding as the browser folds: Łódź is lodz', () => {
    expect(foldForSearch('Łódź ŻÓŁW')).toBe('lodz zolw');
  });
});
