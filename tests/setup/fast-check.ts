import fc from 'fast-check';

/**
 * Property tests are seeded and replayable (issue 16): every run uses the same seed unless FC_SEED
 * says otherwise, so a failure seen once is seen again — and a wider search is `FC_SEED=… npm test`.
 * A failing property prints its seed and path; pass them to `fc.assert(…, { seed, path })` to replay one case.
 */
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261130) });
