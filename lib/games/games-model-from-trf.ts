import type { TrfTournament } from '@/lib/import/trf/trf-tournament';
import { everyPairMet, type GamesModel, type GamesPlayer } from './games-model';
import { formatName } from '@/lib/i18n/formats';

export interface GamesModelFromTrfOptions {
  /** Overrides detection (the competition's rules know whether pairings were pre-determined). */
  roundRobin?: boolean;
}

/** Words that name a pre-determined pairing system in `092` (free text) or TRF26 `192`. */
const ROUND_ROBIN_WORDS = /round[\s_-]?robin|berger|scheveningen|\brr\b|kołowy|kolowy|rundenturnier/i;

/**
 * The games model of a TRF file. A round robin is recognised from `092`/`192` or from every pair of
 * players having met; the file's own rank and points columns are not used (points come from the
 * results, so they always agree with the tie-breaks).
 */
export function gamesModelFromTrf(t: TrfTournament, options: GamesModelFromTrfOptions = {}): GamesModel {
  const players: GamesPlayer[] = t.players.map((p) => ({
    startNumber: p.startNumber,
    // issue 40, item 5: the name as every page writes names ("Surname First"), not the file's "Surname,First"
    name: formatName(p.name),
    rating: p.rating,
    fideId: p.fideId,
    birth: p.birth,
    sex: p.sex,
    federation: p.federation,
    title: p.title,
    rounds: p.rounds.map((r) => ({ ...r })),
    excluded: false,
  }));
  const declared = [t.info.type, t.info.typeCode].some((s) => s !== null && ROUND_ROBIN_WORDS.test(s.replace(/_/g, ' ')));
  return {
    name: t.info.name,
    startDate: t.info.startDate,
    roundCount: t.roundCount,
    roundRobin: options.roundRobin ?? (declared || everyPairMet(players)),
    players,
  };
}
