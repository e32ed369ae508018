/**
 * FIDE Rating Regulations (B.02, effective 1 March 2024 — the edition in force on 1 December 2026
 * as far as this code base knows; say so where it is shown), Table 8.1.a: the expected score PD of
 * the higher-rated player for a rating difference D, and Table 8.1.b: the rating difference dp for
 * a fractional score p (for performance ratings). Both in hundredths, exactly as published.
 */

/** [highest D of the band, PD of the higher-rated player in hundredths]; D above 400 counts as 400 (§8.3.1). */
export const EXPECTED_SCORE_BANDS: readonly (readonly [number, number])[] = [
  [3, 50], [10, 51], [17, 52], [25, 53], [32, 54], [39, 55], [46, 56], [53, 57], [61, 58], [68, 59],
  [76, 60], [83, 61], [91, 62], [98, 63], [106, 64], [113, 65], [121, 66], [129, 67], [137, 68], [145, 69],
  [153, 70], [162, 71], [170, 72], [179, 73], [188, 74], [197, 75], [206, 76], [215, 77], [225, 78], [235, 79],
  [245, 80], [256, 81], [267, 82], [278, 83], [290, 84], [302, 85], [315, 86], [328, 87], [344, 88], [357, 89],
  [374, 90], [391, 91], [411, 92],
];

/** The 400-point rule: a larger difference is counted as 400. */
export const MAX_RATING_DIFFERENCE = 400;

/** dp for p = 0.50 … 1.00 (index = p in hundredths − 50); p below 0.50 is the negative of 1 − p. */
export const PERFORMANCE_DIFFERENCE: readonly number[] = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];
