/**
 * The slots of a knock-out bracket of `size` (a power of two) by Swiss place, in the order the
 * regulation lists the first-round matches: for 8 "A. 1-8, B. 4-5, C. 3-6, D. 2-7"; the winners of
 * neighbouring matches meet next (A–B, C–D), so 1 and 2 can only meet in the final.
 */
export function bracketOrder(size: number): number[] {
  if (size < 2 || (size & (size - 1)) !== 0) throw new RangeError(`a bracket has a power of two slots, not ${size}`);
  let order = [1];
  for (let n = 2; n <= size; n *= 2) order = order.flatMap((s) => [s, n + 1 - s]);
  // 1-8, 4-5, 2-7, 3-6 → the regulation names the lower half's matches from the weaker top seed: 3-6, then 2-7
  if (size >= 8) {
    const half = size / 2;
    const pairs: number[][] = [];
    for (let i = half; i < size; i += 2) pairs.push([order[i]!, order[i + 1]!]);
    order = [...order.slice(0, half), ...pairs.reverse().flat()];
  }
  return order;
}

/** The smallest power of two that holds `n` teams (at least 2). */
export function bracketSize(n: number): number {
  let size = 2;
  while (size < n) size *= 2;
  return size;
}
