import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/messages';

/** How each competition kind is shown: the kind's own components over its computed result. */
export const COMPETITION_VIEWS: Record<string, (props: { lang: Lang; result: unknown; slug: string }) => ReactNode> = {};
