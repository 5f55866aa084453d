// Next's ambient types (CSS modules, images) for `tsc` before the first `next build` writes
// next-env.d.ts.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
