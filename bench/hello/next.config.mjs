// The reference app of bench/run.mjs: nothing but Next's defaults.
/** @type {import('next').NextConfig} */
const config = {
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  typescript: { ignoreBuildErrors: true },
};

export default config;
