// Types of next.config.mjs (plain JavaScript, so that Next needs no compiler to read it: issue 38).
import type { NextConfig } from 'next';

declare const nextConfig: NextConfig;
export default nextConfig;
