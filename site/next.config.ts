import path from 'node:path';
import type { NextConfig } from 'next';

const repoRoot = path.join(import.meta.dirname, '..');

const nextConfig: NextConfig = {
  // Every page is a static file served by the Worker's assets layer (DESIGN.md).
  output: 'export',
  // The spec's paths have no trailing slash: /kontakt is exported as kontakt.html.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // node_modules lives at the repository root, one level up.
  turbopack: { root: repoRoot },
  // `npm test` type-checks the whole repository before it builds; checking again here would only
  // add time to every editor's rebuild.
  typescript: { ignoreBuildErrors: true },
  // Two page workers on the 2-core machines (TOOLCHAIN.md: -38% build time at 10,000 products).
  // The shop and the back office have root layouts of their own (issue 31), so the 404 page of a
  // path neither knows is app/global-not-found.tsx.
  experimental: { cpus: 2, globalNotFound: true },
  // An incremental rebuild exports its pages into a folder of its own (SITE_EXPORT_DIR, relative to
  // site/) and merges them into site/out file by file, so site/out never goes missing while a local
  // worker serves it. Next keeps its compiled site in .next whatever this names.
  ...(process.env.SITE_EXPORT_DIR ? { distDir: process.env.SITE_EXPORT_DIR } : {}),
  // One id per code version (scripts/build/index.ts passes the code's hash), so the pages of an
  // incremental rebuild and those kept from the previous export belong to the same build.
  generateBuildId: () => process.env.SITE_BUILD_ID || null,
  // Build-time settings page scripts read (site/src/lib/site-config.ts): inlined into the bundle.
  env: { TURNSTILE_SITE_KEY: process.env.TURNSTILE_SITE_KEY ?? '', INPOST_GEOWIDGET_TOKEN: process.env.INPOST_GEOWIDGET_TOKEN ?? '' },
};

export default nextConfig;
