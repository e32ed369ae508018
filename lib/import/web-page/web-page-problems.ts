/** Problems of a saved web page read as a results file (formats §1 "Saved web pages are results files"; issue 37), with their severities. */
export const WEB_PAGE_PROBLEM_CODES = {
  /** The page has no table with rows: a page of links, a search form, or only layout tables. */
  WEB_PAGE_NO_TABLE: 'error',
  /** Elements nested deeper than any program writes (lib/import/web-page/page-text.ts MAX_DEPTH): refused before it costs minutes. */
  WEB_PAGE_TOO_DEEP: 'error',
} as const;
