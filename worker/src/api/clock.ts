/** The moment a request judges promotions and validity at, as a UTC ISO string. */
export function currentTime(): string {
  return new Date().toISOString();
}
