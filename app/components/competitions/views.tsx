import type { ReactNode } from 'react';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { Lang } from '@/lib/i18n/messages';
import { SwissOpenView } from './swiss-open/swiss-open-view';

/** How each competition kind is shown: the kind's own components over its computed result. */
export const COMPETITION_VIEWS: Record<string, (props: { lang: Lang; result: unknown; slug: string }) => ReactNode> = {
  'swiss-open': ({ lang, result }) => <SwissOpenView lang={lang} result={result as SwissOpenResult} />,
};
