import type { Lang } from '@/lib/i18n/messages';
import { liveMarkerAttributes } from '@/lib/render/live-marker';

/** Makes the page update itself when its season or competition changes (lib/render/live-marker.ts, public/live-updates.js). */
export function LiveMarker(p: { lang: Lang; stream: string; revision: number }) {
  return <div hidden {...liveMarkerAttributes(p)} />;
}
