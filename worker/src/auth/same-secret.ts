/**
 * Secrets compared in constant time with the Workers runtime's own comparison (the admin token,
 * the edge cache's bypass secret); a module of its own, since `crypto.subtle.timingSafeEqual` is
 * the runtime's, not Node's, and the scripts import the tokens' module.
 */

/** Whether two secrets are equal, in time that does not depend on where they differ. */
export async function isSameSecret(sent: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  // Digests have one length, so the comparison never shortcuts on length either.
  const [a, b] = await Promise.all([sent, expected].map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))));
  return crypto.subtle.timingSafeEqual(a as ArrayBuffer, b as ArrayBuffer);
}
