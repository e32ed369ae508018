// Types of serving-words.mjs (plain JavaScript, loaded by the production server without a build step).
type Words = Record<'badAddressTitle' | 'badAddress' | 'home' | 'foreignOriginTitle' | 'foreignOrigin' | 'busyTitle' | 'busy' | 'slowBodyTitle' | 'slowBody' | 'badMethodTitle' | 'badMethod' | 'notFoundTitle' | 'notFound', string>;
export const servingWords: { pl: Words; en: Words };
export function pathLang(path: string): 'pl' | 'en';
export const LANGS: readonly ('pl' | 'en')[];
export function homePath(lang: 'pl' | 'en'): string;
type StreamRefusalCode = 'TOO_MANY_STREAMS' | 'TOO_MANY_STREAMS_FROM_CLIENT' | 'NOT_FOUND';
type StreamRefusalParams = { kind?: string; slug?: string | null; limit?: number };
export const streamRefusalWords: Record<'pl' | 'en', Record<StreamRefusalCode, (p: StreamRefusalParams) => string>>;
export function streamRefusal(code: StreamRefusalCode, params?: StreamRefusalParams): string;
