/** The arbiter's workspace use cases, one file per concern; each checks the caller next to the data. */
export * from './access';
export * from './accounts';
export * from './links';
export * from './registry';
export * from '@/server/seasons';
export * from '@/server/uploads';
export * from './register-search';
export * from './spellings';
