import { gamePoints, type GameResult } from './event-game';

/**
 * Who goes through after one armageddon (§2.5.5, §2.7.3): "Białe muszą tę partię wygrać, czarnym
 * wystarcza remis" — white goes through only by winning; a draw takes `drawGoesTo` through
 * (black in the preset). A forfeit is a win for the side that did not forfeit.
 */
export function armageddonWinner(game: { white: number; black: number; result: GameResult }, drawGoesTo: 'black' | 'white'): number {
  const p = gamePoints(game.result);
  if (p.white > p.black) return game.white;
  if (p.black > p.white) return game.black;
  return drawGoesTo === 'black' ? game.black : game.white;
}
