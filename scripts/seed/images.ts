// Deterministic, self-contained SVG illustrations for the demo data: product pictures by kind of
// product, product-set covers and wide banners (blog covers, home slider). No external
// references, no fonts, no Node imports. Every id inside a picture carries a prefix derived from
// its path, so several pictures can be inlined into one HTML page without clashes.

import { createRng, hashString, type Rng } from './rng.ts';

export interface MediaImage {
  path: string;
  contentType: 'image/svg+xml';
  body: string;
  width: number;
  height: number;
}

/** The kinds of product illustration. */
export type ArtKind =
  | 'towelRoll'
  | 'foldedTowels'
  | 'toiletRoll'
  | 'jumboRoll'
  | 'bagRoll'
  | 'soapDispenser'
  | 'foamDispenser'
  | 'towelDispenser'
  | 'toiletDispenser'
  | 'handDryer'
  | 'jetDryer'
  | 'soapBottle'
  | 'capBottle'
  | 'wcBottle'
  | 'foamCartridge'
  | 'canister'
  | 'sprayBottle'
  | 'aerosol'
  | 'wasteBin'
  | 'pedalBin'
  | 'recyclingBin'
  | 'mopBucket'
  | 'cloths'
  | 'gloves';

export interface ArtStyle {
  /** Main colour of the object (plastic, metal or paper), #rrggbb. */
  color: string;
  /** Brand / category accent colour (labels, bands, background tint), #rrggbb. */
  accent: string;
  /** Colour of the liquid for bottles, canisters and dispensers with a window. */
  liquid?: string;
  /** Art-specific variant: 'sensor' (touchless dispenser), 'roll' (roll towel dispenser). */
  variant?: string;
}

export type BannerTheme = 'hygiene' | 'eco' | 'air' | 'paper' | 'chemistry' | 'washroom' | 'news' | 'promo';

const SVG_NS = 'http://www.w3.org/2000/svg';
const DARK = '#1e2a36';
const CARDBOARD = '#c99c6e';
const CARDBOARD_DARK = '#6e4b2e';

// ---------------------------------------------------------------------------------------------
// Colour helpers

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(r: number, g: number, b: number): string {
  const v = (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(b);
  return `#${v.toString(16).padStart(6, '0')}`;
}

/** Linear mix of two #rrggbb colours, t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** Lighten (amount > 0, towards white) or darken (amount < 0, towards black). */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

/** Horizontal (or vertical) gradient that makes a flat shape look like a cylinder. */
function cylinder(id: string, c: string, vertical = false): string {
  return (
    `<linearGradient id="${id}"${vertical ? ' x2="0" y2="1"' : ''}>` +
    `<stop offset="0" stop-color="${shade(c, -0.2)}"/>` +
    `<stop offset=".32" stop-color="${shade(c, 0.35)}"/>` +
    `<stop offset=".6" stop-color="${c}"/>` +
    `<stop offset="1" stop-color="${shade(c, -0.3)}"/></linearGradient>`
  );
}

function dotsPattern(id: string, c: string): string {
  return (
    `<pattern id="${id}" width="12" height="12" patternUnits="userSpaceOnUse">` +
    `<circle cx="6" cy="6" r="1.4" fill="${shade(c, -0.35)}" opacity=".3"/></pattern>`
  );
}

/** White label with an accent band, an icon and two "text" bars. */
function label(x: number, y: number, w: number, h: number, accent: string, icon: string): string {
  const cx = x + w / 2;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#fff" opacity=".94"/>` +
    `<rect x="${x}" y="${y + 14}" width="${w}" height="22" fill="${accent}"/>` +
    `<path d="M${cx} ${y + 50}c-10 14-14 21-14 27a14 14 0 0 0 28 0c0-6-4-13-14-27z" fill="${icon}"/>` +
    `<rect x="${cx - 36}" y="${y + h - 30}" width="72" height="7" rx="3.5" fill="#c3c9d0"/>` +
    `<rect x="${cx - 24}" y="${y + h - 18}" width="48" height="5" rx="2.5" fill="#d9dde2"/>`
  );
}

function highlight(x: number, y: number, h: number, w = 12): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity=".28"/>`;
}

// ---------------------------------------------------------------------------------------------
// Product illustrations (600 × 600 design space, object roughly inside x 150–460, y 60–500)

interface Art {
  defs: string;
  body: string;
  /** Ground shadow: centre x, centre y, radius x. */
  shadow: [number, number, number];
  /** Point to zoom into for the close-up view. */
  focus: [number, number];
  /** Mounted on a wall (dispensers, dryers): tiled background in the context view. */
  wall?: boolean;
}

type ArtFn = (p: string, s: ArtStyle) => Art;

function lyingRoll(p: string, s: ArtStyle, plastic: boolean): Art {
  const c = s.color;
  const sheet = plastic ? shade(c, 0.08) : shade(c, 0.12);
  const defs = cylinder(`${p}b`, c, true) + (plastic ? '' : dotsPattern(`${p}d`, c));
  const bodyPath = 'M170 200H430A40 90 0 0 1 430 380H170Z';
  const body =
    `<path d="M196 372H428L516 486H284Z" fill="${sheet}"/>` +
    `<path d="M196 372H428L442 390H210Z" fill="${shade(c, -0.3)}" opacity=".35"/>` +
    `<path d="M247 438H479" stroke="${shade(c, -0.3)}" stroke-width="2" stroke-dasharray="7 6"/>` +
    `<path d="${bodyPath}" fill="url(#${p}b)"/>` +
    (plastic
      ? `<path d="M180 232H426" stroke="#fff" stroke-opacity=".35" stroke-width="12" stroke-linecap="round"/>` +
        `<path d="M180 262H426" stroke="#fff" stroke-opacity=".15" stroke-width="5" stroke-linecap="round"/>`
      : `<path d="${bodyPath}" fill="url(#${p}d)"/>`) +
    `<ellipse cx="170" cy="290" rx="40" ry="90" fill="${shade(c, 0.22)}" stroke="${shade(c, -0.15)}" stroke-width="2"/>` +
    `<ellipse cx="170" cy="290" rx="30" ry="67" fill="none" stroke="${shade(c, -0.12)}"/>` +
    `<ellipse cx="170" cy="290" rx="22" ry="48" fill="none" stroke="${shade(c, -0.12)}"/>` +
    `<ellipse cx="170" cy="290" rx="15" ry="33" fill="${CARDBOARD}"/>` +
    `<ellipse cx="172" cy="290" rx="10" ry="24" fill="${CARDBOARD_DARK}"/>`;
  return { defs, body, shadow: [330, 470, 210], focus: [220, 300] };
}

const ARTS: Record<ArtKind, ArtFn> = {
  towelRoll: (p, s) => lyingRoll(p, s, false),
  bagRoll: (p, s) => lyingRoll(p, s, true),

  foldedTowels(p, s) {
    const c = s.color;
    const a = s.accent;
    const lines = (id: string, skew: string) =>
      `<pattern id="${id}" width="10" height="10" patternUnits="userSpaceOnUse"${skew}>` +
      `<path d="M0 9.5H10" stroke="${shade(c, -0.28)}"/></pattern>`;
    const defs = lines(`${p}l`, '') + lines(`${p}s`, ' patternTransform="skewY(-33)"');
    const body =
      `<rect x="170" y="236" width="230" height="220" fill="${shade(c, -0.04)}"/>` +
      `<rect x="170" y="236" width="230" height="220" fill="url(#${p}l)"/>` +
      `<path d="M400 236L462 196V416L400 456Z" fill="${shade(c, -0.16)}"/>` +
      `<path d="M400 236L462 196V416L400 456Z" fill="url(#${p}s)"/>` +
      `<path d="M170 236L232 196H462L400 236Z" fill="${shade(c, 0.3)}"/>` +
      `<path d="M194 226L238 198H440L396 226Z" fill="${shade(c, 0.45)}" stroke="${shade(c, -0.12)}"/>` +
      `<path d="M216 212H418" stroke="${shade(c, -0.2)}" stroke-dasharray="4 4"/>` +
      `<rect x="170" y="318" width="230" height="54" fill="${a}"/>` +
      `<path d="M400 318L462 278V332L400 372Z" fill="${shade(a, -0.25)}"/>` +
      `<circle cx="280" cy="345" r="15" fill="#fff" opacity=".92"/>` +
      `<path d="M274 345l5 5 9-10" stroke="${a}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `<rect x="304" y="337" width="72" height="7" rx="3.5" fill="#fff" opacity=".75"/>` +
      `<rect x="304" y="349" width="48" height="5" rx="2.5" fill="#fff" opacity=".5"/>`;
    return { defs, body, shadow: [316, 458, 180], focus: [300, 330] };
  },

  toiletRoll(p, s) {
    const c = s.color;
    const bodyPath = 'M215 220V420A85 28 0 0 0 385 420V220Z';
    const defs =
      cylinder(`${p}c`, c) +
      dotsPattern(`${p}d`, c) +
      `<g id="${p}r"><path d="${bodyPath}" fill="url(#${p}c)"/><path d="${bodyPath}" fill="url(#${p}d)"/>` +
      `<ellipse cx="300" cy="220" rx="85" ry="28" fill="${shade(c, 0.3)}" stroke="${shade(c, -0.14)}"/>` +
      `<ellipse cx="300" cy="220" rx="62" ry="20" fill="none" stroke="${shade(c, -0.12)}"/>` +
      `<ellipse cx="300" cy="220" rx="30" ry="10" fill="${CARDBOARD}"/>` +
      `<ellipse cx="300" cy="221" rx="22" ry="7" fill="${CARDBOARD_DARK}"/></g>`;
    const body =
      `<use href="#${p}r" transform="translate(-92 -58)" opacity=".96"/>` +
      `<use href="#${p}r" transform="translate(92 -58)" opacity=".96"/>` +
      `<use href="#${p}r" transform="translate(0 20)"/>` +
      `<path d="M262 268H338V452Q338 486 372 506H296Q262 486 262 452Z" fill="${shade(c, 0.18)}" stroke="${shade(c, -0.12)}"/>` +
      `<path d="M262 350H338M262 432H338" stroke="${shade(c, -0.3)}" stroke-width="2" stroke-dasharray="5 5"/>`;
    return { defs, body, shadow: [300, 468, 220], focus: [300, 290] };
  },

  jumboRoll(p, s) {
    const c = s.color;
    const bodyPath = 'M150 250V370A150 50 0 0 0 450 370V250Z';
    const teeth = Array.from({ length: 10 }, (_, i) => `L${392 - i * 8} ${i % 2 === 0 ? 462 : 450}`).join('');
    const defs = cylinder(`${p}c`, c) + dotsPattern(`${p}d`, c);
    const body =
      `<path d="${bodyPath}" fill="url(#${p}c)"/><path d="${bodyPath}" fill="url(#${p}d)"/>` +
      `<ellipse cx="300" cy="250" rx="150" ry="50" fill="${shade(c, 0.3)}" stroke="${shade(c, -0.14)}"/>` +
      `<ellipse cx="300" cy="250" rx="124" ry="41" fill="none" stroke="${shade(c, -0.1)}"/>` +
      `<ellipse cx="300" cy="250" rx="98" ry="32" fill="none" stroke="${shade(c, -0.1)}"/>` +
      `<ellipse cx="300" cy="250" rx="74" ry="24" fill="none" stroke="${shade(c, -0.1)}"/>` +
      `<ellipse cx="300" cy="250" rx="50" ry="17" fill="${CARDBOARD}"/>` +
      `<ellipse cx="300" cy="252" rx="40" ry="12" fill="${CARDBOARD_DARK}"/>` +
      `<path d="M320 300H400V450${teeth}L320 450Z" fill="${shade(c, 0.16)}" stroke="${shade(c, -0.14)}"/>` +
      `<path d="M320 380H400" stroke="${shade(c, -0.3)}" stroke-width="2" stroke-dasharray="5 5"/>`;
    return { defs, body, shadow: [300, 430, 200], focus: [300, 280] };
  },

  soapDispenser: (p, s) => dispenser(p, s, false),
  foamDispenser: (p, s) => dispenser(p, s, true),

  towelDispenser(p, s) {
    const c = s.color;
    const roll = s.variant === 'roll';
    const window = roll
      ? `<circle cx="300" cy="246" r="86" fill="${DARK}" opacity=".55"/>` +
        `<circle cx="300" cy="246" r="70" fill="#f6f5ef"/>` +
        `<circle cx="300" cy="246" r="52" fill="none" stroke="#d5d3c9"/>` +
        `<circle cx="300" cy="246" r="34" fill="none" stroke="#d5d3c9"/>` +
        `<circle cx="300" cy="246" r="18" fill="${CARDBOARD}"/>` +
        `<path d="M252 190A70 70 0 0 1 350 186" stroke="#fff" stroke-width="8" fill="none" opacity=".35" stroke-linecap="round"/>`
      : `<rect x="206" y="156" width="188" height="168" rx="16" fill="${DARK}" opacity=".55"/>` +
        `<rect x="218" y="228" width="164" height="86" rx="6" fill="#f6f5ef"/>` +
        `<path d="M218 240H382M218 252H382M218 264H382M218 276H382M218 288H382M218 300H382" stroke="#d5d3c9"/>` +
        `<path d="M222 166V314" stroke="#fff" stroke-width="8" opacity=".2" stroke-linecap="round"/>`;
    const defs = cylinder(`${p}c`, c);
    const body =
      `<rect x="165" y="105" width="270" height="320" rx="30" fill="url(#${p}c)" stroke="${shade(c, -0.3)}" stroke-width="2"/>` +
      highlight(180, 130, 260) +
      window +
      `<circle cx="300" cy="128" r="7" fill="${shade(c, -0.35)}"/>` +
      `<rect x="250" y="352" width="100" height="10" rx="5" fill="${s.accent}"/>` +
      `<path d="M232 411H368L374 500L340 493L300 501L260 493L226 500Z" fill="#fbfbf7" stroke="#d3d5d0"/>` +
      `<path d="M230 456H370" stroke="#dcded9" stroke-dasharray="4 4"/>` +
      `<rect x="214" y="402" width="172" height="16" rx="8" fill="${DARK}"/>`;
    return { defs, body, shadow: [300, 520, 150], focus: [300, 300], wall: true };
  },

  toiletDispenser(p, s) {
    const c = s.color;
    const teeth = Array.from({ length: 10 }, (_, i) => `L${330 - i * 8} ${i % 2 === 0 ? 492 : 482}`).join('');
    const defs = cylinder(`${p}c`, c);
    const body =
      `<path d="M266 420H338V482${teeth}L266 482Z" fill="#fbfbf7" stroke="#d3d5d0"/>` +
      `<circle cx="300" cy="270" r="165" fill="url(#${p}c)" stroke="${shade(c, -0.3)}" stroke-width="2"/>` +
      `<circle cx="300" cy="262" r="122" fill="${DARK}" opacity=".5"/>` +
      `<circle cx="300" cy="262" r="104" fill="#f6f5ef"/>` +
      `<circle cx="300" cy="262" r="84" fill="none" stroke="#d5d3c9"/>` +
      `<circle cx="300" cy="262" r="62" fill="none" stroke="#d5d3c9"/>` +
      `<circle cx="300" cy="262" r="34" fill="${CARDBOARD}"/>` +
      `<circle cx="300" cy="262" r="25" fill="${CARDBOARD_DARK}"/>` +
      `<path d="M210 200A110 110 0 0 1 330 150" stroke="#fff" stroke-width="10" fill="none" opacity=".3" stroke-linecap="round"/>` +
      `<rect x="286" y="112" width="28" height="12" rx="6" fill="${shade(c, -0.35)}"/>` +
      `<rect x="240" y="406" width="120" height="16" rx="8" fill="${s.accent}"/>`;
    return { defs, body, shadow: [300, 520, 150], focus: [300, 280], wall: true };
  },

  handDryer(p, s) {
    const c = s.color;
    const defs = cylinder(`${p}c`, c);
    const body =
      `<path d="M180 200Q180 140 240 140H360Q420 140 420 200V360Q420 410 370 410H230Q180 410 180 360Z" fill="url(#${p}c)" stroke="${shade(c, -0.3)}" stroke-width="2"/>` +
      `<rect x="200" y="158" width="200" height="150" rx="36" fill="#fff" opacity=".14"/>` +
      `<g fill="${shade(c, -0.4)}" opacity=".6"><rect x="240" y="182" width="120" height="7" rx="3.5"/><rect x="240" y="198" width="120" height="7" rx="3.5"/><rect x="240" y="214" width="120" height="7" rx="3.5"/><rect x="240" y="230" width="120" height="7" rx="3.5"/></g>` +
      `<rect x="180" y="318" width="240" height="10" fill="${s.accent}"/>` +
      `<circle cx="300" cy="370" r="8" fill="${DARK}"/><circle cx="300" cy="370" r="3" fill="#4fd1c5"/>` +
      `<path d="M252 408H348L336 434H264Z" fill="${DARK}"/>` +
      `<path d="M276 448q-12 30 4 62M300 448v70M324 448q12 30-4 62" stroke="#7cc2ee" stroke-width="7" stroke-linecap="round" fill="none" stroke-dasharray="20 12" opacity=".8"/>`;
    return { defs, body, shadow: [300, 540, 130], focus: [300, 300], wall: true };
  },

  jetDryer(p, s) {
    const c = s.color;
    const defs =
      cylinder(`${p}c`, c) +
      `<linearGradient id="${p}v" x2="0" y2="1"><stop offset="0" stop-color="#0f1720"/><stop offset="1" stop-color="${shade(c, -0.55)}"/></linearGradient>`;
    const body =
      `<rect x="205" y="80" width="190" height="420" rx="34" fill="url(#${p}c)" stroke="${shade(c, -0.3)}" stroke-width="2"/>` +
      highlight(218, 104, 370, 10) +
      `<rect x="245" y="112" width="110" height="40" rx="10" fill="${DARK}"/>` +
      `<rect x="258" y="128" width="22" height="8" rx="4" fill="${s.accent}"/><rect x="286" y="128" width="22" height="8" rx="4" fill="#4fd1c5"/><rect x="314" y="128" width="28" height="8" rx="4" fill="#4b5a68"/>` +
      `<rect x="205" y="190" width="190" height="6" fill="${s.accent}"/>` +
      `<rect x="220" y="226" width="160" height="132" rx="24" fill="url(#${p}v)"/>` +
      `<path d="M236 244H364M236 340H364" stroke="#7cc2ee" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M262 254q-8 38 4 78M300 254v80M338 254q8 38-4 78" stroke="#7cc2ee" stroke-width="4" stroke-linecap="round" fill="none" stroke-dasharray="12 9" opacity=".7"/>` +
      `<rect x="240" y="442" width="120" height="14" rx="7" fill="${shade(c, -0.35)}"/>`;
    return { defs, body, shadow: [300, 530, 130], focus: [300, 290], wall: true };
  },

  soapBottle(p, s) {
    const l = s.liquid ?? '#8fd19e';
    const defs = cylinder(`${p}l`, l);
    const body =
      `<rect x="222" y="232" width="156" height="258" rx="40" fill="url(#${p}l)"/>` +
      highlight(236, 254, 208) +
      `<rect x="272" y="204" width="56" height="32" rx="6" fill="${shade(l, -0.12)}"/>` +
      `<rect x="260" y="186" width="80" height="24" rx="8" fill="${s.accent}"/>` +
      `<rect x="292" y="150" width="16" height="40" fill="#e3e7ec"/>` +
      `<path d="M262 126H338Q348 126 348 136V142H394Q402 142 402 150Q402 158 394 158H262Q252 158 252 148V136Q252 126 262 126Z" fill="#f4f5f7" stroke="#c3c9d1"/>` +
      label(244, 296, 112, 136, s.accent, l);
    return { defs, body, shadow: [300, 492, 120], focus: [300, 300] };
  },

  capBottle(p, s) {
    const l = s.liquid ?? '#7fb7e6';
    const defs = cylinder(`${p}l`, l);
    const body =
      `<path d="M222 262Q222 222 262 214H338Q378 222 378 262V466Q378 490 354 490H246Q222 490 222 466Z" fill="url(#${p}l)"/>` +
      highlight(236, 250, 214) +
      `<rect x="270" y="186" width="60" height="34" rx="6" fill="${shade(l, -0.12)}"/>` +
      `<rect x="262" y="148" width="76" height="46" rx="9" fill="${s.accent}"/>` +
      `<path d="M274 156V186M286 156V186M298 156V186M310 156V186M322 156V186" stroke="${shade(s.accent, -0.25)}" stroke-width="3"/>` +
      label(242, 290, 116, 150, s.accent, l);
    return { defs, body, shadow: [300, 492, 120], focus: [300, 300] };
  },

  wcBottle(p, s) {
    const l = s.liquid ?? '#5aa9e6';
    const defs = cylinder(`${p}l`, l);
    const body =
      `<path d="M282 250V196L336 140L358 160L310 208V250Z" fill="${shade(l, -0.08)}"/>` +
      `<rect x="332" y="118" width="34" height="40" rx="7" fill="${s.accent}" transform="rotate(45 349 138)"/>` +
      `<path d="M222 280Q222 240 262 236H338Q378 240 378 280V466Q378 490 354 490H246Q222 490 222 466Z" fill="url(#${p}l)"/>` +
      highlight(236, 262, 200) +
      label(242, 300, 116, 144, s.accent, '#ffffff');
    return { defs, body, shadow: [300, 492, 120], focus: [300, 300] };
  },

  foamCartridge(p, s) {
    const l = s.liquid ?? '#dcefff';
    const defs = cylinder(`${p}l`, l);
    const body =
      `<rect x="228" y="150" width="144" height="272" rx="24" fill="url(#${p}l)" stroke="${shade(l, -0.2)}"/>` +
      highlight(240, 170, 230, 10) +
      `<rect x="240" y="132" width="120" height="24" rx="8" fill="#e3e7ec"/>` +
      label(246, 220, 108, 140, s.accent, '#ffffff') +
      `<rect x="274" y="418" width="52" height="26" rx="6" fill="#eef1f4" stroke="#c3c9d1"/>` +
      `<rect x="290" y="442" width="20" height="20" rx="4" fill="#cfd5dc"/>` +
      `<g fill="#fff" stroke="#d6e2ee" stroke-width="2"><circle cx="286" cy="480" r="12"/><circle cx="314" cy="478" r="14"/><circle cx="300" cy="490" r="15"/><circle cx="298" cy="470" r="9"/></g>`;
    return { defs, body, shadow: [300, 500, 110], focus: [300, 330] };
  },

  canister(p, s) {
    const l = s.liquid ?? '#8fd19e';
    const c = mix(l, '#ffffff', 0.45);
    const defs = cylinder(`${p}c`, c);
    const body =
      `<path d="M224 206V162Q224 144 242 144H298Q316 144 316 162V206" fill="none" stroke="${shade(c, -0.12)}" stroke-width="20" stroke-linejoin="round"/>` +
      `<path d="M200 200Q200 172 228 172H352L404 224V470Q404 492 382 492H222Q200 492 200 470Z" fill="url(#${p}c)" stroke="${shade(c, -0.25)}" stroke-width="2"/>` +
      `<rect x="362" y="168" width="44" height="38" rx="6" fill="${s.accent}" transform="rotate(45 384 187)"/>` +
      `<rect x="208" y="240" width="8" height="228" rx="4" fill="${shade(l, -0.1)}" opacity=".7"/>` +
      label(226, 268, 156, 190, s.accent, l);
    return { defs, body, shadow: [302, 494, 150], focus: [300, 330] };
  },

  sprayBottle(p, s) {
    const l = s.liquid ?? '#7fb7e6';
    const head = s.accent;
    const defs = cylinder(`${p}l`, l);
    const mist = [
      [420, 170, 6, 0.7],
      [440, 160, 5, 0.55],
      [446, 184, 5, 0.5],
      [466, 170, 4, 0.4],
      [478, 154, 3, 0.3],
      [486, 188, 3, 0.25],
    ]
      .map(([x, y, r, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${l}" opacity="${o}"/>`)
      .join('');
    const body =
      `<path d="M232 262Q232 240 256 236H344Q368 240 368 262V470Q368 492 346 492H254Q232 492 232 470Z" fill="url(#${p}l)"/>` +
      highlight(244, 256, 210, 10) +
      `<rect x="272" y="210" width="56" height="32" rx="5" fill="${shade(l, -0.12)}"/>` +
      `<rect x="262" y="194" width="76" height="22" rx="6" fill="${head}"/>` +
      `<path d="M252 140H352Q366 140 374 150L392 166V188H352L340 198H262Q252 198 252 188Z" fill="${head}"/>` +
      `<rect x="388" y="168" width="16" height="18" rx="3" fill="${shade(head, -0.35)}"/>` +
      `<path d="M332 198Q354 226 342 264L326 260Q336 230 316 202Z" fill="${shade(head, -0.2)}"/>` +
      mist +
      label(250, 300, 100, 140, s.accent, l);
    return { defs, body, shadow: [300, 492, 110], focus: [310, 280] };
  },

  aerosol(p, s) {
    const c = s.color;
    const a = s.accent;
    const defs = cylinder(`${p}c`, c);
    const petals = [0, 72, 144, 216, 288]
      .map((d) => {
        const rad = (d * Math.PI) / 180;
        return `<circle cx="${Math.round(300 + 20 * Math.sin(rad))}" cy="${Math.round(320 - 20 * Math.cos(rad))}" r="16" fill="${a}" opacity=".8"/>`;
      })
      .join('');
    const body =
      `<path d="M244 214V478A56 14 0 0 0 356 478V214Z" fill="url(#${p}c)"/>` +
      `<path d="M244 214Q244 180 300 176Q356 180 356 214Z" fill="${shade(c, 0.2)}"/>` +
      `<rect x="284" y="150" width="32" height="30" rx="6" fill="#e3e7ec"/>` +
      `<rect x="310" y="156" width="12" height="8" rx="2" fill="#9aa4ae"/>` +
      `<g fill="${a}"><circle cx="340" cy="156" r="5" opacity=".5"/><circle cx="356" cy="148" r="4" opacity=".4"/><circle cx="360" cy="166" r="4" opacity=".35"/><circle cx="376" cy="156" r="3" opacity=".25"/></g>` +
      highlight(254, 226, 240, 10) +
      `<rect x="244" y="262" width="112" height="150" fill="#fff" opacity=".9"/>` +
      petals +
      `<circle cx="300" cy="320" r="10" fill="#fff"/>` +
      `<path d="M300 350q-30 10-34 40q28-2 34-40zM300 350q30 10 34 40q-28-2-34-40z" fill="#6cbf7a"/>` +
      `<rect x="244" y="420" width="112" height="22" fill="${a}"/>`;
    return { defs, body, shadow: [300, 484, 110], focus: [300, 300] };
  },

  wasteBin(p, s) {
    const c = s.color;
    const defs = cylinder(`${p}c`, c);
    const body =
      `<path d="M206 214H394L378 482Q377 492 367 492H233Q223 492 222 482Z" fill="url(#${p}c)" stroke="${shade(c, -0.3)}" stroke-width="2"/>` +
      `<path d="M252 244L258 466M300 244V466M348 244L342 466" stroke="${shade(c, -0.2)}" stroke-width="6" stroke-linecap="round" opacity=".45"/>` +
      `<path d="M198 214Q198 150 300 146Q402 150 402 214Z" fill="${shade(c, 0.12)}" stroke="${shade(c, -0.25)}" stroke-width="2"/>` +
      `<path d="M248 200Q250 170 300 168Q350 170 352 200Z" fill="${shade(c, -0.45)}"/>` +
      `<rect x="192" y="206" width="216" height="18" rx="9" fill="${shade(c, -0.12)}"/>` +
      `<rect x="262" y="400" width="76" height="10" rx="5" fill="${s.accent}"/>`;
    return { defs, body, shadow: [300, 494, 140], focus: [300, 260] };
  },

  pedalBin(p, s) {
    const c = s.color;
    const defs = cylinder(`${p}c`, c);
    const body =
      `<path d="M215 204V466A85 22 0 0 0 385 466V204Z" fill="url(#${p}c)"/>` +
      highlight(232, 220, 230, 12) +
      `<path d="M215 446A85 22 0 0 0 385 446" stroke="${shade(c, -0.25)}" stroke-width="4" fill="none"/>` +
      `<path d="M212 200Q212 158 300 156Q388 158 388 200Z" fill="${shade(c, 0.15)}"/>` +
      `<rect x="206" y="194" width="188" height="16" rx="8" fill="${shade(c, -0.15)}"/>` +
      `<path d="M262 474H338L348 500H252Z" fill="${shade(c, -0.45)}"/>` +
      `<rect x="270" y="300" width="60" height="8" rx="4" fill="${s.accent}"/>`;
    return { defs, body, shadow: [300, 494, 140], focus: [300, 260] };
  },

  recyclingBin(p, s) {
    const c = s.color;
    const defs = cylinder(`${p}c`, c);
    const body =
      `<rect x="200" y="200" width="200" height="292" rx="16" fill="url(#${p}c)" stroke="${shade(c, -0.3)}" stroke-width="2"/>` +
      `<rect x="188" y="174" width="224" height="36" rx="10" fill="${shade(c, -0.15)}"/>` +
      `<rect x="246" y="184" width="108" height="14" rx="7" fill="${DARK}"/>` +
      `<circle cx="300" cy="336" r="48" fill="none" stroke="#fff" stroke-width="11" stroke-dasharray="78 22.5" opacity=".92"/>` +
      `<path d="M300 276l14 12-14 12z" fill="#fff" opacity=".92"/>` +
      `<rect x="240" y="420" width="120" height="30" rx="6" fill="#fff" opacity=".85"/>` +
      `<rect x="258" y="432" width="84" height="6" rx="3" fill="${shade(c, -0.2)}"/>`;
    return { defs, body, shadow: [300, 494, 140], focus: [300, 320] };
  },

  mopBucket(p, s) {
    const c = s.color;
    const defs = cylinder(`${p}c`, c);
    const body =
      `<path d="M330 320L452 62" stroke="#b9c0c8" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M444 80L458 50" stroke="${s.accent}" stroke-width="18" stroke-linecap="round"/>` +
      `<path d="M318 240H402Q412 240 412 250V312H318Z" fill="#5c6670"/>` +
      `<path d="M404 248L450 204" stroke="#5c6670" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M188 300H412L392 480Q390 494 376 494H224Q210 494 208 480Z" fill="url(#${p}c)"/>` +
      `<ellipse cx="300" cy="300" rx="112" ry="20" fill="${shade(c, -0.35)}"/>` +
      `<ellipse cx="300" cy="302" rx="100" ry="14" fill="#8ec9f0"/>` +
      `<path d="M292 300q10-18 24-4q12-16 26 2" stroke="#f3f0e6" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<path d="M200 360H400" stroke="${shade(c, 0.25)}" stroke-width="6"/>` +
      `<path d="M196 330Q300 236 404 330" fill="none" stroke="${shade(c, -0.3)}" stroke-width="6"/>`;
    return { defs, body, shadow: [300, 494, 150], focus: [320, 300] };
  },

  cloths(_p, s) {
    const palette = [s.color, '#3a9a5b', '#f0c02f', '#d0433b', '#2f6db3'].filter((v, i, all) => all.indexOf(v) === i);
    let body = '';
    for (let i = 0; i < 4; i++) {
      const c = palette[(3 - i) % palette.length] as string;
      const y = 440 - i * 36;
      body +=
        `<path d="M180 ${y}L244 ${y - 54}H444L380 ${y}Z" fill="${shade(c, 0.1)}"/>` +
        `<path d="M180 ${y}H380V${y + 26}H180Z" fill="${shade(c, -0.12)}"/>` +
        `<path d="M380 ${y}L444 ${y - 54}V${y - 28}L380 ${y + 26}Z" fill="${shade(c, -0.3)}"/>`;
    }
    const top = 440 - 3 * 36;
    body +=
      `<path d="M200 ${top - 8}L250 ${top - 48}H418L368 ${top - 8}Z" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="6 5" opacity=".7"/>` +
      `<rect x="276" y="${top + 4}" width="48" height="18" rx="3" fill="#fff" opacity=".85"/>`;
    return { defs: '', body, shadow: [312, 470, 170], focus: [312, 360] };
  },

  gloves(p, s) {
    const c = s.color;
    const defs =
      `<g id="${p}g"><rect x="240" y="250" width="130" height="150" rx="40"/>` +
      `<rect x="240" y="150" width="28" height="140" rx="14"/><rect x="273" y="128" width="28" height="160" rx="14"/>` +
      `<rect x="306" y="136" width="28" height="150" rx="14"/><rect x="339" y="166" width="28" height="120" rx="14"/>` +
      `<rect x="230" y="262" width="34" height="100" rx="17" transform="rotate(-32 247 356)"/>` +
      `<rect x="250" y="380" width="110" height="96" rx="10"/>` +
      `<rect x="246" y="462" width="118" height="18" rx="9" fill="#000" opacity=".12"/>` +
      `<rect x="254" y="152" width="8" height="100" rx="4" fill="#fff" opacity=".25"/></g>`;
    const body =
      `<use href="#${p}g" fill="${shade(c, -0.2)}" transform="translate(92 16) rotate(14 300 320)"/>` +
      `<use href="#${p}g" fill="${c}" transform="translate(-52 10) rotate(-10 300 320)"/>`;
    return { defs, body, shadow: [300, 500, 190], focus: [300, 280] };
  },
};

function dispenser(p: string, s: ArtStyle, foam: boolean): Art {
  const c = s.color;
  const l = foam ? '#f4f7fb' : (s.liquid ?? '#8fd19e');
  const sensor = s.variant === 'sensor';
  const defs = cylinder(`${p}c`, c);
  const content = foam
    ? `<rect x="248" y="214" width="104" height="116" rx="12" fill="#eef4fa"/>` +
      `<g fill="none" stroke="#c9d8e6" stroke-width="2"><circle cx="272" cy="240" r="10"/><circle cx="300" cy="262" r="14"/><circle cx="330" cy="236" r="9"/><circle cx="276" cy="294" r="12"/><circle cx="326" cy="300" r="11"/></g>`
    : `<rect x="248" y="226" width="104" height="104" rx="12" fill="${l}" opacity=".92"/>` +
      `<path d="M252 222H348" stroke="#fff" stroke-width="3" opacity=".55"/>`;
  const control = sensor
    ? `<rect x="250" y="372" width="100" height="40" rx="20" fill="${shade(c, -0.1)}"/>` +
      `<circle cx="300" cy="392" r="14" fill="${DARK}"/><circle cx="300" cy="392" r="4.5" fill="#e0453a"/>`
    : `<rect x="232" y="366" width="136" height="50" rx="18" fill="${shade(c, -0.12)}" stroke="${shade(c, -0.32)}"/>` +
      `<rect x="252" y="386" width="96" height="7" rx="3.5" fill="${shade(c, -0.32)}"/>`;
  const output = foam
    ? `<g fill="#fff" stroke="#d6e2ee" stroke-width="2"><circle cx="290" cy="476" r="11"/><circle cx="311" cy="474" r="12"/><circle cx="300" cy="486" r="13"/></g>`
    : `<path d="M300 462c-7 10-10 15-10 20a10 10 0 0 0 20 0c0-5-3-10-10-20z" fill="${l}"/>`;
  const body =
    `<rect x="205" y="110" width="190" height="330" rx="36" fill="url(#${p}c)" stroke="${shade(c, -0.3)}" stroke-width="2"/>` +
    highlight(218, 132, 280, 10) +
    `<rect x="242" y="166" width="116" height="172" rx="16" fill="${DARK}" opacity=".55"/>` +
    content +
    `<path d="M256 178V326" stroke="#fff" stroke-width="8" opacity=".18" stroke-linecap="round"/>` +
    `<rect x="268" y="134" width="64" height="9" rx="4.5" fill="${s.accent}"/>` +
    control +
    `<rect x="289" y="438" width="22" height="16" rx="4" fill="${shade(c, -0.4)}"/>` +
    output;
  return { defs, body, shadow: [300, 530, 120], focus: [300, 280], wall: true };
}

// ---------------------------------------------------------------------------------------------
// Frames

function idPrefix(path: string): string {
  return `m${hashString(path).toString(36)}`;
}

function svg(width: number, height: number, content: string): string {
  return `<svg xmlns="${SVG_NS}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${content}</svg>`;
}

function shadowDef(id: string): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="#0b1f33" stop-opacity=".28"/>` +
    `<stop offset="1" stop-color="#0b1f33" stop-opacity="0"/></radialGradient>`
  );
}

/** Soft circles scattered over the background, kept out of the central `keepOut` radius. */
function bubbles(rng: Rng, color: string, count: number, w: number, h: number, rMin: number, rMax: number, keepOut = 0): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    let x = rng.int(0, w);
    let y = rng.int(0, h);
    if (keepOut > 0) {
      const angle = rng.next() * Math.PI * 2;
      const distance = keepOut + rng.int(0, Math.round(keepOut / 2));
      x = Math.round(w / 2 + Math.cos(angle) * distance);
      y = Math.round(h / 2 + Math.sin(angle) * distance);
    }
    const r = rng.int(rMin, rMax);
    const o = (0.06 + rng.next() * 0.1).toFixed(2);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${o}"/>`;
  }
  return out;
}

export interface ProductImageOptions {
  path: string;
  art: ArtKind;
  style: ArtStyle;
  /** 1: packshot, 2: in context (tiled wall or floor), 3: close-up. */
  view: 1 | 2 | 3;
}

/** A 600 × 600 product picture. */
export function productImage(options: ProductImageOptions): MediaImage {
  const { path, art, style, view } = options;
  const p = idPrefix(path);
  const rng = createRng(hashString(path));
  const drawn = ARTS[art](p, style);
  const a = style.accent;
  const bg1 = mix(a, '#ffffff', view === 2 ? 0.8 : 0.9);
  const bg2 = mix(a, '#ffffff', view === 2 ? 0.68 : 0.78);
  let defs =
    `<linearGradient id="${p}k" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/>` +
    `<stop offset="1" stop-color="${bg2}"/></linearGradient>` +
    shadowDef(`${p}h`) +
    drawn.defs;
  let scene = `<rect width="600" height="600" fill="url(#${p}k)"/>`;
  if (view === 2) {
    if (drawn.wall) {
      defs +=
        `<pattern id="${p}t" width="75" height="75" patternUnits="userSpaceOnUse">` +
        `<path d="M75 0V75H0" fill="none" stroke="#fff" stroke-width="3" opacity=".75"/></pattern>`;
      scene += `<rect width="600" height="600" fill="url(#${p}t)"/>`;
    } else {
      scene +=
        `<rect y="${drawn.shadow[1] - 30}" width="600" height="${630 - drawn.shadow[1]}" fill="${mix(a, '#ffffff', 0.55)}" opacity=".55"/>` +
        `<path d="M0 ${drawn.shadow[1] - 30}H600" stroke="#fff" stroke-width="3" opacity=".7"/>`;
    }
    scene += bubbles(rng, a, 4, 600, 360, 8, 26);
  } else {
    scene += `<circle cx="300" cy="296" r="226" fill="#fff" opacity=".5"/>${bubbles(rng, a, 3, 600, 600, 18, 56, 250)}`;
  }
  const [sx, sy, sr] = drawn.shadow;
  const object = `<ellipse cx="${sx}" cy="${sy}" rx="${sr}" ry="${Math.round(sr / 7)}" fill="url(#${p}h)"/>${drawn.body}`;
  if (view === 3) {
    const [fx, fy] = drawn.focus;
    const k = 1.35;
    scene += `<g transform="translate(${Math.round(300 - k * fx)} ${Math.round(300 - k * fy)}) scale(${k})">${object}</g>`;
  } else if (view === 2) {
    scene += `<g transform="translate(45 40) scale(.85)">${object}</g>`;
  } else {
    scene += object;
  }
  return {
    path,
    contentType: 'image/svg+xml',
    body: svg(600, 600, `<defs>${defs}</defs>${scene}`),
    width: 600,
    height: 600,
  };
}

export interface SetCoverItem {
  art: ArtKind;
  style: ArtStyle;
}

/** A 600 × 600 cover for a product set: up to three product illustrations grouped together. */
export function setCoverImage(path: string, items: readonly SetCoverItem[], accent: string): MediaImage {
  const p = idPrefix(path);
  const rng = createRng(hashString(path));
  const shown = items.slice(0, 3);
  const layouts: Record<number, [number, number, number][]> = {
    1: [[60, 50, 0.8]],
    2: [
      [-10, 110, 0.62],
      [218, 110, 0.62],
    ],
    3: [
      [-30, 150, 0.56],
      [230, 150, 0.56],
      [100, 10, 0.56],
    ],
  };
  const layout = layouts[Math.max(1, shown.length)] as [number, number, number][];
  let defs =
    `<linearGradient id="${p}k" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(accent, '#ffffff', 0.86)}"/>` +
    `<stop offset="1" stop-color="${mix(accent, '#ffffff', 0.7)}"/></linearGradient>` +
    shadowDef(`${p}h`);
  let scene =
    `<rect width="600" height="600" fill="url(#${p}k)"/>` +
    `<circle cx="300" cy="310" r="240" fill="#fff" opacity=".45"/>` +
    bubbles(rng, accent, 4, 600, 600, 14, 46, 260);
  // Draw back to front: the item placed highest (smallest y) first.
  const order = shown.map((item, i) => ({ item, i, at: layout[i] as [number, number, number] }));
  order.sort((x, y) => x.at[1] - y.at[1]);
  for (const { item, i, at } of order) {
    const drawn = ARTS[item.art](`${p}${i}`, item.style);
    defs += drawn.defs;
    const [sx, sy, sr] = drawn.shadow;
    scene +=
      `<g transform="translate(${at[0]} ${at[1]}) scale(${at[2]})">` +
      `<ellipse cx="${sx}" cy="${sy}" rx="${sr}" ry="${Math.round(sr / 7)}" fill="url(#${p}h)"/>${drawn.body}</g>`;
  }
  // A ribbon in the corner marks the picture as a set.
  scene +=
    `<path d="M600 0V150L450 0Z" fill="${accent}"/>` +
    `<path d="M548 30l9 18 20 3-14 14 3 20-18-9-18 9 3-20-14-14 20-3z" fill="#fff" opacity=".92"/>`;
  return {
    path,
    contentType: 'image/svg+xml',
    body: svg(600, 600, `<defs>${defs}</defs>${scene}`),
    width: 600,
    height: 600,
  };
}

interface ThemeDef {
  from: string;
  to: string;
  wave: string;
  arts: { art: ArtKind; style: ArtStyle }[];
  decorate(rng: Rng, p: string): string;
}

function leaf(x: number, y: number, size: number, angle: number, color: string): string {
  const k = size / 120;
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${k.toFixed(2)})">` +
    `<path d="M0 0C30-42 90-42 120 0C90 42 30 42 0 0Z" fill="${color}"/>` +
    `<path d="M4 0H112" stroke="#fff" stroke-width="3" opacity=".5"/></g>`
  );
}

function sparkle(x: number, y: number, r: number, color: string): string {
  const q = Math.round(r / 4);
  return `<path d="M${x} ${y - r}Q${x + q} ${y - q} ${x + r} ${y}Q${x + q} ${y + q} ${x} ${y + r}Q${x - q} ${y + q} ${x - r} ${y}Q${x - q} ${y - q} ${x} ${y - r}Z" fill="${color}"/>`;
}

function soapBubbles(rng: Rng, count: number, xMin: number, xMax: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.int(xMin, xMax);
    const y = rng.int(40, 460);
    const r = rng.int(10, 46);
    out +=
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>` +
      `<circle cx="${x - Math.round(r / 3)}" cy="${y - Math.round(r / 3)}" r="${Math.max(2, Math.round(r / 6))}" fill="#fff" opacity=".8"/>`;
  }
  return out;
}

function airLines(rng: Rng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = 60 + i * Math.round(380 / count) + rng.int(-10, 10);
    const amp = rng.int(20, 60);
    const w = rng.int(3, 12);
    out += `<path d="M-20 ${y}C250 ${y - amp} 450 ${y + amp} 700 ${y}S1050 ${y - amp} 1220 ${y}" fill="none" stroke="#fff" stroke-width="${w}" stroke-linecap="round" opacity="${(0.2 + rng.next() * 0.35).toFixed(2)}"/>`;
  }
  return out;
}

const WHITE = '#f6f6f2';
const THEMES: Record<BannerTheme, ThemeDef> = {
  hygiene: {
    from: '#e3f3fc',
    to: '#9fd3f2',
    wave: '#5fb2e4',
    arts: [
      { art: 'soapDispenser', style: { color: WHITE, accent: '#1f78c1', liquid: '#8fd19e' } },
      { art: 'soapBottle', style: { color: WHITE, accent: '#1f78c1', liquid: '#9fd7f2' } },
    ],
    decorate: (rng) => soapBubbles(rng, 10, 40, 1160),
  },
  eco: {
    from: '#eef8e8',
    to: '#b5dfa1',
    wave: '#6dbb5d',
    arts: [
      { art: 'towelRoll', style: { color: '#d9d4c5', accent: '#3a9a5b' } },
      { art: 'recyclingBin', style: { color: '#3a9a5b', accent: '#2a7a45' } },
    ],
    decorate(rng) {
      let out = '';
      const greens = ['#4e9f3d', '#6dbb5d', '#8fd07a', '#3a8a4b'];
      for (let i = 0; i < 10; i++) {
        out += leaf(rng.int(20, 1150), rng.int(20, 470), rng.int(50, 140), rng.int(0, 359), rng.pick(greens));
      }
      return out;
    },
  },
  air: {
    from: '#e8eefc',
    to: '#a9bdf0',
    wave: '#6f8fe0',
    arts: [
      { art: 'handDryer', style: { color: '#c3c9cf', accent: '#3557c9' } },
      { art: 'jetDryer', style: { color: '#2c2f34', accent: '#3557c9' } },
    ],
    decorate: (rng) => airLines(rng, 9),
  },
  paper: {
    from: '#f4f7fb',
    to: '#c9d9ea',
    wave: '#8fb0d4',
    arts: [
      { art: 'towelRoll', style: { color: '#fbfaf5', accent: '#1f6fb2' } },
      { art: 'jumboRoll', style: { color: '#fbfaf5', accent: '#1f6fb2' } },
    ],
    decorate(rng) {
      let out = '';
      for (let i = 0; i < 3; i++) {
        const y = rng.int(80, 300);
        const amp = rng.int(40, 90);
        out += `<path d="M-40 ${y}C300 ${y - amp} 500 ${y + amp} 800 ${y}S1100 ${y - amp} 1240 ${y}" fill="none" stroke="#fff" stroke-width="${rng.int(40, 70)}" opacity=".3"/>`;
      }
      return out + bubbles(rng, '#1f6fb2', 7, 1200, 500, 6, 22);
    },
  },
  chemistry: {
    from: '#f1ecfb',
    to: '#c8b8ef',
    wave: '#9a82de',
    arts: [
      { art: 'canister', style: { color: WHITE, accent: '#6b4fc4', liquid: '#7fb7e6' } },
      { art: 'sprayBottle', style: { color: WHITE, accent: '#6b4fc4', liquid: '#f2a7c3' } },
    ],
    decorate(rng) {
      let out = soapBubbles(rng, 6, 40, 1160);
      for (let i = 0; i < 6; i++) out += sparkle(rng.int(40, 1160), rng.int(40, 460), rng.int(10, 24), '#fff');
      return out;
    },
  },
  washroom: {
    from: '#eef3f6',
    to: '#c2d3de',
    wave: '#89a9bd',
    arts: [
      { art: 'towelDispenser', style: { color: '#2c2f34', accent: '#0f8b8d' } },
      { art: 'soapDispenser', style: { color: '#2c2f34', accent: '#0f8b8d', liquid: '#f2d38a' } },
    ],
    decorate(_rng, p) {
      return `<pattern id="${p}t" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M80 0V80H0" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/></pattern><rect x="560" width="640" height="500" fill="url(#${p}t)"/>`;
    },
  },
  news: {
    from: '#fff4e6',
    to: '#ffcf99',
    wave: '#ff9f43',
    arts: [
      { art: 'foamDispenser', style: { color: WHITE, accent: '#e8772e' } },
      { art: 'aerosol', style: { color: WHITE, accent: '#e8772e' } },
    ],
    decorate(rng) {
      let out = '';
      const colors = ['#ff9f43', '#1f78c1', '#3a9a5b', '#e0453a', '#fff'];
      for (let i = 0; i < 16; i++) {
        const x = rng.int(20, 1180);
        const y = rng.int(20, 480);
        out += `<rect x="${x}" y="${y}" width="${rng.int(8, 18)}" height="${rng.int(4, 8)}" rx="2" fill="${rng.pick(colors)}" transform="rotate(${rng.int(0, 179)} ${x} ${y})" opacity=".75"/>`;
      }
      for (let i = 0; i < 4; i++) out += sparkle(rng.int(40, 1160), rng.int(40, 460), rng.int(12, 22), '#fff');
      return out;
    },
  },
  promo: {
    from: '#fdeaea',
    to: '#f5a3a0',
    wave: '#e0534b',
    arts: [
      { art: 'pedalBin', style: { color: '#c3c9cf', accent: '#d0433b' } },
      { art: 'soapBottle', style: { color: WHITE, accent: '#d0433b', liquid: '#f2a7c3' } },
    ],
    decorate(rng) {
      let out = '';
      for (let i = 0; i < 7; i++) {
        const x = rng.int(40, 1160);
        const y = rng.int(40, 460);
        const r = rng.int(18, 38);
        out += `<g opacity=".35" fill="#fff"><circle cx="${x - r / 2}" cy="${y - r / 2}" r="${Math.round(r / 4)}"/><circle cx="${x + r / 2}" cy="${y + r / 2}" r="${Math.round(r / 4)}"/><path d="M${x + r / 2 + 4} ${y - r / 2 - 8}L${x - r / 2 - 4} ${y + r / 2 + 8}" stroke="#fff" stroke-width="5" stroke-linecap="round"/></g>`;
      }
      for (let i = 0; i < 5; i++) out += sparkle(rng.int(40, 1160), rng.int(40, 460), rng.int(12, 24), '#fff');
      return out;
    },
  },
};

export const BANNER_THEMES: readonly BannerTheme[] = Object.keys(THEMES) as BannerTheme[];

/**
 * A wide, headline-free picture for a blog cover or a home slide (1200 × 500): gradient, soft
 * waves, theme decoration and one or two product illustrations on the right (text goes left).
 */
export function bannerImage(path: string, theme: BannerTheme): MediaImage {
  const t = THEMES[theme];
  const p = idPrefix(path);
  const rng = createRng(hashString(path));
  const width = 1200;
  const height = 500;
  let defs =
    `<linearGradient id="${p}k" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/>` +
    `<stop offset="1" stop-color="${t.to}"/></linearGradient>` +
    shadowDef(`${p}h`);
  const w1 = rng.int(330, 390);
  const w2 = rng.int(380, 430);
  let scene =
    `<rect width="${width}" height="${height}" fill="url(#${p}k)"/>` +
    `<circle cx="${rng.int(800, 1000)}" cy="${rng.int(160, 260)}" r="${rng.int(230, 290)}" fill="#fff" opacity=".35"/>` +
    `<circle cx="${rng.int(80, 300)}" cy="${rng.int(-40, 60)}" r="${rng.int(120, 200)}" fill="#fff" opacity=".2"/>` +
    t.decorate(rng, p) +
    `<path d="M0 ${w1}C200 ${w1 - 50} 400 ${w1 + 50} 600 ${w1}S1000 ${w1 - 50} 1200 ${w1}V500H0Z" fill="${t.wave}" opacity=".3"/>` +
    `<path d="M0 ${w2}C250 ${w2 + 40} 450 ${w2 - 40} 700 ${w2}S1050 ${w2 + 40} 1200 ${w2}V500H0Z" fill="${t.wave}" opacity=".35"/>`;
  // Vary covers of the same theme: order, one or two objects, finish of devices.
  const layout = rng.int(0, 2);
  const pair = layout === 1 ? [t.arts[1], t.arts[0]] : t.arts;
  const places: [number, number, number][] =
    layout === 2
      ? [[700, 0, 0.86]]
      : [
          [690, 30, 0.78],
          [890, 120, 0.62],
        ];
  const finishes = ['#f6f6f2', '#2c2f34', '#c3c9cf'];
  pair.slice(0, places.length).forEach((item, i) => {
    if (!item) return;
    const at = places[i] as [number, number, number];
    const device = item.art.endsWith('Dispenser') || item.art.endsWith('Dryer');
    const style = device && rng.chance(0.5) ? { ...item.style, color: rng.pick(finishes) } : item.style;
    const drawn = ARTS[item.art](`${p}${i}`, style);
    defs += drawn.defs;
    const [sx, sy, sr] = drawn.shadow;
    scene +=
      `<g transform="translate(${at[0]} ${at[1]}) scale(${at[2]})">` +
      `<ellipse cx="${sx}" cy="${sy}" rx="${sr}" ry="${Math.round(sr / 7)}" fill="url(#${p}h)"/>${drawn.body}</g>`;
  });
  return {
    path,
    contentType: 'image/svg+xml',
    body: svg(width, height, `<defs>${defs}</defs>${scene}`),
    width,
    height,
  };
}
