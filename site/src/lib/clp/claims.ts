/**
 * Claims an offer of a hazardous product must not make. CLP (Regulation (EC) 1272/2008) art. 25
 * ust. 4 forbids on the label statements such as "nietoksyczny", "nieszkodliwy",
 * "niezanieczyszczający", "ekologiczny" or any other that the product is not hazardous, and art. 48
 * carries the label's rules into advertising and distance offers (since Regulation (EU) 2024/2865,
 * art. 48 and 48a). The shop refuses them in a classified product's name and descriptions
 * (worker/src/api/admin/products.ts) and the seed never writes them (scripts/seed/catalogue.test.ts).
 */

/** Each pattern with the phrase it is shown as; word stems, so every inflected form is caught. */
const FORBIDDEN: readonly { pattern: RegExp; claim: string }[] = [
  { pattern: /\bnie\s*-?\s*toksyczn/iu, claim: 'nietoksyczny' },
  { pattern: /\bnie\s*-?\s*szkodliw/iu, claim: 'nieszkodliwy' },
  { pattern: /\bnie\s*-?\s*zanieczyszczając/iu, claim: 'niezanieczyszczający' },
  { pattern: /\bekologiczn/iu, claim: 'ekologiczny' },
  { pattern: /(?<![\p{L}\p{N}])(?:eko|eco|bio)(?![\p{L}\p{N}])/iu, claim: 'eko / eco / bio' },
  {
    pattern: /\bprzyjazn\p{L}*\s+(?:dla\s+)?(?:środowisk|natur|przyrod|zdrowi|skór|ludzi|człowiek|zwierząt|planet)/iu,
    claim: 'przyjazny dla środowiska',
  },
  {
    pattern: /\bbezpieczn\p{L}*\s+dla\s+(?:zdrowia|ludzi|człowieka|środowiska|dzieci|zwierząt|skóry|natury|przyrody)/iu,
    claim: 'bezpieczny dla zdrowia lub środowiska',
  },
  { pattern: /\bnie\s+(?:zagraża|szkodzi)\p{L}*/iu, claim: 'nie szkodzi, nie zagraża' },
];

/** The forbidden claims a text makes, once each, as the error names them. */
export function forbiddenClaims(text: string): string[] {
  return FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ claim }) => claim);
}
