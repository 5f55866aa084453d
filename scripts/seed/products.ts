// Product kinds of the demo shop: how each kind is named, priced, described and drawn. Each
// builder turns random choices into a draft product; catalogue.ts numbers, dates and stores it.

import { plural } from '#lib/plural.ts';
import { formatContentAmount } from '#lib/pricing.ts';
import type { ArtKind, ArtStyle } from './images.ts';
import type { Rng } from './rng.ts';
import { isClassifiedName } from './safety.ts';

/** The line of products sold as ecological: never a classified mixture's. */
const ECO_LINE = 'Eco Clean';

export interface Color {
  /** Stored in products.color and used with masculine nouns. */
  m: string;
  f: string;
  n: string;
  pl: string;
  hex: string;
}

const color = (m: string, f: string, n: string, pl: string, hex: string): Color => ({ m, f, n, pl, hex });
const same = (name: string, hex: string): Color => ({ m: name, f: name, n: name, pl: name, hex });

export const COLORS = {
  white: color('biały', 'biała', 'białe', 'białe', '#f6f6f2'),
  paperWhite: color('biały', 'biała', 'białe', 'białe', '#fbfaf5'),
  grey: color('szary', 'szara', 'szare', 'szare', '#a3a9ae'),
  recycledGrey: color('szary', 'szara', 'szare', 'szare', '#d9d4c5'),
  black: color('czarny', 'czarna', 'czarne', 'czarne', '#2c2f34'),
  steel: same('stal nierdzewna', '#c3c9cf'),
  steelMatt: same('stal nierdzewna matowa', '#aab1b8'),
  blue: color('niebieski', 'niebieska', 'niebieskie', 'niebieskie', '#2f6db3'),
  green: color('zielony', 'zielona', 'zielone', 'zielone', '#3a9a5b'),
  yellow: color('żółty', 'żółta', 'żółte', 'żółte', '#f0c02f'),
  red: color('czerwony', 'czerwona', 'czerwone', 'czerwone', '#d0433b'),
  brown: color('brązowy', 'brązowa', 'brązowe', 'brązowe', '#8a5a3c'),
  violet: color('fioletowy', 'fioletowa', 'fioletowe', 'fioletowe', '#7b5bc4'),
} as const;

export interface ProducerDef {
  name: string;
  /** Four digits after the 590 GS1 prefix: the company part of the EAN. */
  eanCode: string;
}

export const PRODUCERS: readonly ProducerDef[] = [
  { name: 'Merida', eanCode: '4312' },
  { name: 'Tork', eanCode: '0391' },
  { name: 'Katrin', eanCode: '0762' },
  { name: 'Mediclinics', eanCode: '1185' },
  { name: 'Dyson', eanCode: '1523' },
  { name: 'Vileda Professional', eanCode: '2047' },
  { name: 'Kiehl', eanCode: '2290' },
  { name: 'Clinex', eanCode: '2615' },
  { name: 'Medi-Sept', eanCode: '2873' },
  { name: 'Brabantia', eanCode: '3108' },
  { name: 'Mercator Medical', eanCode: '3356' },
  { name: 'Stella Pack', eanCode: '3621' },
  { name: 'Spontex', eanCode: '3904' },
];

export interface Draft {
  name: string;
  producer: string;
  color: Color | null;
  content: { amount: number; unit: 'ml' | 'g' } | null;
  salesUnit: string;
  netPrice: number;
  art: ArtKind;
  style: ArtStyle;
  eco: boolean;
  /** Attributes for matching products into sets: 'roll', 'zz', 'jumbo', 'single', '5l' ... */
  tags: string[];
  shortDescription: string;
  intro: string;
  features: string[];
  usage: string;
  specs: [string, string][];
}

export interface KindDef {
  key: string;
  /** Product number prefix. */
  prefix: string;
  /** Slug of the leaf category. */
  category: string;
  /** Leaf categories a product of this kind may also be listed in. */
  extraCategories: string[];
  weight: number;
  vatRate: 8 | 23;
  build(rng: Rng): Draft;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Net price in grosze between two amounts in złoty, ending in 9 grosze (e.g. 18,49 zł). */
export function priceZl(rng: Rng, minZl: number, maxZl: number): number {
  const raw = rng.int(Math.round(minZl * 100), Math.round(maxZl * 100));
  return Math.max(9, Math.round(raw / 10) * 10 - 1);
}

/** Rounds grosze to a price ending in 9 grosze. */
export function roundPrice(grosze: number): number {
  return Math.max(9, Math.round(grosze / 10) * 10 - 1);
}

/** "500 ml", "1 l", "1,2 l", "5 l", "500 g", "10 kg": the label the shop's capacity filter uses. */
export const formatAmount = formatContentAmount;

/** A count with its Polish noun form (the shop's plural rules, #lib/plural.ts): `counted(2, 'rolka', 'rolki', 'rolek')` → '2 rolki'. */
function counted(n: number, one: string, few: string, many: string): string {
  return `${n} ${plural(n, { one, few, many })}`;
}

function pickN<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  return rng.sample(items, rng.int(min, Math.min(max, items.length)));
}

function producer(rng: Rng, weights: Record<string, number>): string {
  const names = Object.keys(weights);
  return rng.weighted(
    names,
    names.map((n) => weights[n] as number),
  );
}

const ACCENT = {
  paper: '#1f6fb2',
  dispensers: '#0f8b8d',
  dryers: '#3557c9',
  soaps: '#2e9e6a',
  chemistry: '#6b4fc4',
  fresheners: '#c8507f',
  bins: '#5b6b7a',
  recycling: '#3a9a5b',
  equipment: '#e08a1e',
  gloves: '#2f6db3',
  bags: '#44505c',
};

const PAPER_LINES: Record<string, string[]> = {
  Merida: ['Top', 'Optimum', 'Economy', 'Classic', 'Eco Green'],
  Tork: ['Advanced', 'Universal', 'Premium'],
  Katrin: ['Classic', 'Plus', 'Basic'],
};
const ECO_LINES = new Set(['Eco Green', 'Basic', 'Economy']);

const DISPENSER_LINES: Record<string, string[]> = {
  Merida: ['Harmony', 'Stella', 'One', 'Solid', 'Mercury'],
  Tork: ['Elevation', 'Image Design'],
  Katrin: ['Inclusive', 'System'],
};
const STEEL_LINES = new Set(['Stella', 'Image Design', 'Mercury']);

function dispenserColor(rng: Rng, line: string): Color {
  if (STEEL_LINES.has(line)) return rng.pick([COLORS.steel, COLORS.steelMatt, COLORS.steel]);
  return rng.weighted([COLORS.white, COLORS.black, COLORS.grey], [5, 3, 1]);
}

const SOAP_VARIANTS: { name: string; liquid: string; feature: string }[] = [
  { name: 'antybakteryjne', liquid: '#9fd7f2', feature: 'Formuła antybakteryjna skutecznie usuwa zanieczyszczenia i drobnoustroje' },
  { name: 'nawilżające', liquid: '#f6e7c8', feature: 'Składniki nawilżające chronią skórę przed przesuszeniem' },
  { name: 'z gliceryną', liquid: '#f3efe4', feature: 'Gliceryna zmiękcza i wygładza naskórek' },
  { name: 'o zapachu zielonej herbaty', liquid: '#9bd18b', feature: 'Delikatny, orzeźwiający zapach zielonej herbaty' },
  { name: 'o zapachu cytrynowym', liquid: '#f5de6e', feature: 'Świeży cytrusowy zapach utrzymuje się na dłoniach' },
  { name: 'hipoalergiczne', liquid: '#eef3f6', feature: 'Bez barwników i substancji zapachowych, odpowiednie dla skóry wrażliwej' },
  { name: 'różane', liquid: '#f2a7c3', feature: 'Kremowa konsystencja i subtelny różany zapach' },
  { name: 'lawendowe', liquid: '#c8b3ea', feature: 'Relaksujący zapach lawendy' },
];

const SOAP_LINES: Record<string, string[]> = {
  Merida: ['Harmony', 'Optimum', 'Hygiene Plus', 'Eco Clean'],
  Tork: ['Premium', 'Mild'],
  'Medi-Sept': ['Velodes Soft', 'Soft Care'],
  Clinex: ['Hand Wash', 'Delicate'],
};

const CHEM_LINES: Record<string, string[]> = {
  Kiehl: ['Profi', 'Ultra', 'Basic'],
  Clinex: ['Active', 'Floral', 'Nano Protect'],
};

/** Scent: [for the specs, for the name ('o zapachu …'), null = unscented]. */
const SCENTS: [string, string | null][] = [
  ['cytrynowy', 'cytryny'],
  ['lawendowy', 'lawendy'],
  ['morska bryza', 'morskiej bryzy'],
  ['zielona herbata', 'zielonej herbaty'],
  ['kwiatowy', 'kwiatów'],
  ['jabłkowy', 'zielonego jabłka'],
  ['bezzapachowy', null],
];

const PAPER_FEATURES = {
  common: [
    'Nie pyli i nie rozmaka podczas użycia',
    'Surowiec z odpowiedzialnie zarządzanych lasów',
    'Pakowany w folię chroniącą przed wilgocią i kurzem',
    'Stała, powtarzalna jakość potwierdzona kontrolą w naszym zakładzie',
  ],
  soft: ['Wytłaczany wzór zwiększa objętość i miękkość', 'Delikatny dla skóry, także przy częstym używaniu'],
  eco: ['Wyprodukowany z makulatury – mniejszy ślad środowiskowy', 'Produkt z certyfikatem EU Ecolabel'],
};

function materialOf(c: Color): { pulp: string; spec: string } {
  if (c === COLORS.recycledGrey) return { pulp: 'makulatury', spec: 'makulatura' };
  if (c === COLORS.paperWhite) return { pulp: 'czystej celulozy', spec: 'celuloza' };
  return { pulp: 'mieszanki celulozy i makulatury', spec: 'mieszanka celulozy i makulatury' };
}

// ---------------------------------------------------------------------------------------------
// Kinds

export const KINDS: readonly KindDef[] = [
  {
    key: 'towelRoll',
    prefix: 'RR',
    category: 'reczniki-w-roli',
    extraCategories: [],
    weight: 7,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 6, Tork: 2, Katrin: 2 });
      const line = rng.pick(PAPER_LINES[brand] as string[]);
      const size = rng.weighted(['Maxi', 'Midi', 'Mini', 'Autocut'], [4, 3, 2, 2]);
      const plies = rng.weighted([1, 2], [2, 3]);
      const eco = ECO_LINES.has(line) && plies === 1;
      const c = eco ? COLORS.recycledGrey : rng.weighted([COLORS.paperWhite, COLORS.white], [3, 2]);
      const length = ({ Maxi: 300, Midi: 150, Mini: 70, Autocut: 150 }[size] as number) / plies;
      const width = size === 'Mini' ? 19 : rng.pick([20, 21]);
      const perRoll = { Maxi: [22, 40], Midi: [14, 24], Mini: [8, 14], Autocut: [20, 38] }[size] as [number, number];
      const carton = rng.chance(0.3);
      const unitPrice = priceZl(rng, perRoll[0] * (plies === 2 ? 1.1 : 0.9), perRoll[1]);
      const name = `Ręcznik papierowy w roli ${brand} ${line} ${size} ${plies}-warstwowy ${c.m}${carton ? ' – karton 6 rolek' : ''}`;
      const { pulp, spec } = materialOf(c);
      const dispenserText = {
        Maxi: 'dozowników z centralnym dozowaniem Maxi',
        Midi: 'dozowników Midi z centralnym dozowaniem',
        Mini: 'małych dozowników Mini',
        Autocut: 'dozowników z mechanizmem automatycznego cięcia',
      }[size] as string;
      return {
        name,
        producer: brand,
        color: c,
        content: null,
        salesUnit: carton ? 'karton' : 'rolka',
        netPrice: carton ? roundPrice(unitPrice * 6 * 0.95) : unitPrice,
        art: 'towelRoll',
        style: { color: c.hex, accent: ACCENT.paper },
        eco,
        tags: [carton ? 'carton' : 'single', size === 'Autocut' ? 'autocut' : 'roll'],
        shortDescription: `${plies === 2 ? 'Dwuwarstwowy' : 'Jednowarstwowy'} ręcznik w roli o długości ${length} m do ${dispenserText}.`,
        intro:
          `${name} to ${plies === 2 ? 'dwuwarstwowy' : 'jednowarstwowy'} ręcznik z ${pulp}, przeznaczony do ${dispenserText}. ` +
          `Rola o długości ${length} m i szerokości ${width} cm wystarcza na długo, dzięki czemu obsługa rzadziej uzupełnia dozownik.`,
        features: [
          plies === 2
            ? 'Dwie warstwy zapewniają wysoką chłonność – zwykle wystarcza jeden listek'
            : 'Dobra chłonność przy niskim koszcie jednego użycia',
          size === 'Autocut' ? 'Bez perforacji – listki odcina mechanizm dozownika' : 'Perforacja co 25 cm ułatwia odrywanie listków',
          ...pickN(rng, [...PAPER_FEATURES.common, ...(eco ? PAPER_FEATURES.eco : PAPER_FEATURES.soft)], 2, 3),
        ],
        usage: rng.pick([
          'Sprawdzi się w biurowych łazienkach, szkołach, gabinetach i zakładach produkcyjnych – wszędzie tam, gdzie liczy się higiena i niski koszt jednego użycia.',
          'Polecamy go do miejsc o dużym natężeniu ruchu: centrów handlowych, dworców, restauracji i hoteli.',
          'To dobry wybór dla zaplecza kuchennego i sanitariatów w gastronomii, gdzie ręczniki zużywa się szybko i w dużych ilościach.',
        ]),
        specs: [
          ['Długość rolki', `${length} m`],
          ['Szerokość', `${width} cm`],
          ['Liczba warstw', String(plies)],
          ['Surowiec', spec],
          ...(carton ? ([['Opakowanie', 'karton, 6 rolek']] as [string, string][]) : []),
        ],
      };
    },
  },
  {
    key: 'towelZZ',
    prefix: 'RZ',
    category: 'reczniki-skladane-zz',
    extraCategories: [],
    weight: 6,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 6, Tork: 2, Katrin: 2 });
      const line = rng.pick(PAPER_LINES[brand] as string[]);
      const plies = rng.weighted([1, 2], [3, 2]);
      const eco = ECO_LINES.has(line) && plies === 1;
      const c = eco ? COLORS.recycledGrey : rng.weighted([COLORS.paperWhite, COLORS.white, COLORS.green], [6, 3, 1]);
      const bundle = rng.chance(0.25);
      const sheets = bundle ? 200 : plies === 2 ? 3000 : rng.pick([4000, 4000, 5000]);
      const name = `Ręczniki papierowe składane ZZ ${brand} ${line} ${plies}-warstwowe ${c.pl} – ${sheets} listków`;
      const { pulp, spec } = materialOf(c);
      const price = bundle ? priceZl(rng, 3, 7.5) : priceZl(rng, plies === 2 ? 70 : 50, plies === 2 ? 120 : 95);
      return {
        name,
        producer: brand,
        color: c,
        content: null,
        salesUnit: bundle ? 'opak.' : 'karton',
        netPrice: price,
        art: 'foldedTowels',
        style: { color: c.hex, accent: ACCENT.paper },
        eco,
        tags: ['zz', bundle ? 'bundle' : 'carton'],
        shortDescription: `${plies === 2 ? 'Dwuwarstwowe' : 'Jednowarstwowe'} ręczniki składane w literę Z, ${sheets} listków w ${bundle ? 'opakowaniu' : 'kartonie'}.`,
        intro:
          `${name} to ręczniki z ${pulp} składane w systemie ZZ, pasujące do wszystkich standardowych pojemników na ręczniki składane. ` +
          `Listki wysuwają się pojedynczo, co ogranicza zużycie i pozwala zachować porządek w łazience.`,
        features: [
          'Składanie ZZ – pobierasz zawsze jeden listek',
          `Wymiary listka 25 × 23 cm`,
          ...pickN(rng, [...PAPER_FEATURES.common, ...(eco ? PAPER_FEATURES.eco : PAPER_FEATURES.soft)], 2, 3),
        ],
        usage: rng.pick([
          'Idealne do biur, szkół, przychodni i gabinetów lekarskich, gdzie liczy się higieniczne, bezdotykowe pobieranie ręcznika.',
          'Sprawdzą się w toaletach o średnim i dużym natężeniu ruchu – w restauracjach, na stacjach paliw i w obiektach sportowych.',
        ]),
        specs: [
          ['Liczba listków', String(sheets)],
          ['Liczba warstw', String(plies)],
          ['Wymiary listka', '25 × 23 cm'],
          ['Surowiec', spec],
        ],
      };
    },
  },
  {
    key: 'wipesRoll',
    prefix: 'CZ',
    category: 'czysciwa-przemyslowe',
    extraCategories: ['reczniki-w-roli'],
    weight: 3,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 6, Tork: 3 });
      const line = rng.pick(brand === 'Merida' ? ['Industrial', 'Strong', 'Workshop'] : ['Industrial', 'Heavy-Duty']);
      const plies = rng.pick([2, 3]);
      const c = rng.weighted([COLORS.blue, COLORS.white, COLORS.green], [5, 3, 1]);
      const length = plies === 2 ? rng.pick([280, 350, 400]) : rng.pick([190, 250]);
      const name = `Czyściwo przemysłowe w roli ${brand} ${line} ${plies}-warstwowe ${c.n} ${length} m`;
      return {
        name,
        producer: brand,
        color: c,
        content: null,
        salesUnit: 'rolka',
        netPrice: priceZl(rng, 35, 140),
        art: 'towelRoll',
        style: { color: c.hex, accent: ACCENT.paper },
        eco: false,
        tags: ['roll'],
        shortDescription: `Mocne ${plies === 2 ? 'dwuwarstwowe' : 'trzywarstwowe'} czyściwo w roli o długości ${length} m do warsztatów i produkcji.`,
        intro:
          `${name} to wytrzymałe czyściwo do wycierania rąk, narzędzi i powierzchni roboczych. ` +
          `Gruby, chłonny papier dobrze zbiera olej, smar i wodę, a jednocześnie nie rozrywa się przy mocniejszym tarciu.`,
        features: pickN(
          rng,
          [
            'Wysoka chłonność wody i olejów',
            'Odporne na rozrywanie także na mokro',
            'Perforacja ułatwia odrywanie odcinków',
            'Pasuje do stojaków podłogowych i uchwytów ściennych',
            c === COLORS.blue
              ? 'Niebieski kolor ułatwia kontrolę czystości w przemyśle spożywczym'
              : 'Nie pozostawia kłaczków na czyszczonych powierzchniach',
          ],
          3,
          5,
        ),
        usage: rng.pick([
          'Polecane do warsztatów samochodowych, hal produkcyjnych, drukarni i zakładów przetwórstwa spożywczego.',
          'Sprawdza się wszędzie tam, gdzie zwykły ręcznik papierowy jest zbyt delikatny: na liniach produkcyjnych, w magazynach i w serwisach.',
        ]),
        specs: [
          ['Długość rolki', `${length} m`],
          ['Liczba warstw', String(plies)],
          ['Szerokość', '26 cm'],
        ],
      };
    },
  },
  {
    key: 'toiletJumbo',
    prefix: 'PJ',
    category: 'papier-toaletowy-jumbo',
    extraCategories: [],
    weight: 5,
    vatRate: 8,
    build(rng) {
      const brand = producer(rng, { Merida: 6, Tork: 2, Katrin: 2 });
      const line = rng.pick(PAPER_LINES[brand] as string[]);
      const plies = rng.weighted([1, 2], [1, 2]);
      const eco = ECO_LINES.has(line) && plies === 1;
      const c = eco ? COLORS.recycledGrey : rng.weighted([COLORS.paperWhite, COLORS.white], [3, 2]);
      const diameter = rng.weighted([19, 23, 26], [2, 4, 1]);
      const length = Math.round(({ 19: 170, 23: 260, 26: 340 }[diameter] as number) / plies / 10) * 10;
      const pack = rng.weighted([1, 6, 12], [2, 3, 3]);
      const perRoll = priceZl(rng, 7, 22);
      const name = `Papier toaletowy Jumbo ${brand} ${line} ${diameter} cm ${plies}-warstwowy ${c.m}${pack > 1 ? ` – karton ${pack} rolek` : ''}`;
      const { pulp, spec } = materialOf(c);
      return {
        name,
        producer: brand,
        color: c,
        content: null,
        salesUnit: pack > 1 ? 'karton' : 'rolka',
        netPrice: pack > 1 ? roundPrice(perRoll * pack * 0.94) : perRoll,
        art: 'jumboRoll',
        style: { color: c.hex, accent: ACCENT.paper },
        eco,
        tags: ['jumbo', pack > 1 ? 'carton' : 'single'],
        shortDescription: `Papier toaletowy Jumbo o średnicy ${diameter} cm i długości ${length} m do dozowników Jumbo.`,
        intro:
          `${name} to ${plies === 2 ? 'dwuwarstwowy' : 'jednowarstwowy'} papier z ${pulp} nawinięty na dużą rolę o średnicy ${diameter} cm. ` +
          `Jedna rola zastępuje kilkanaście zwykłych rolek, więc toaleta dłużej pozostaje zaopatrzona, a obsługa oszczędza czas.`,
        features: [
          `Długość roli ${length} m`,
          `Pasuje do dozowników Jumbo o średnicy do ${diameter + 1} cm`,
          ...pickN(rng, [...PAPER_FEATURES.common, ...(eco ? PAPER_FEATURES.eco : PAPER_FEATURES.soft)], 2, 3),
        ],
        usage: rng.pick([
          'Przeznaczony do toalet publicznych, biur, galerii handlowych i zakładów pracy, gdzie z łazienek korzysta wiele osób.',
          'Najlepiej sprawdza się w obiektach o dużym ruchu: na stacjach paliw, w szkołach, na uczelniach i w obiektach sportowych.',
        ]),
        specs: [
          ['Średnica roli', `${diameter} cm`],
          ['Długość roli', `${length} m`],
          ['Liczba warstw', String(plies)],
          ['Surowiec', spec],
          ...(pack > 1 ? ([['Opakowanie', `karton, ${pack} rolek`]] as [string, string][]) : []),
        ],
      };
    },
  },
  {
    key: 'toiletSmall',
    prefix: 'PT',
    category: 'papier-toaletowy-male-rolki',
    extraCategories: [],
    weight: 5,
    vatRate: 8,
    build(rng) {
      const brand = producer(rng, { Merida: 6, Tork: 2, Katrin: 2 });
      const line = rng.pick(PAPER_LINES[brand] as string[]);
      const plies = rng.weighted([1, 2, 3], [1, 4, 2]);
      const eco = ECO_LINES.has(line) && plies === 1;
      const c = eco ? COLORS.recycledGrey : COLORS.paperWhite;
      const rolls = rng.weighted([8, 16, 24, 64], [3, 2, 2, 2]);
      const rollsText = counted(rolls, 'rolka', 'rolki', 'rolek');
      const name = `Papier toaletowy ${brand} ${line} ${plies}-warstwowy ${c.m} – ${rollsText}`;
      const { pulp, spec } = materialOf(c);
      const perRoll = plies === 3 ? [1.8, 2.6] : plies === 2 ? [1.1, 1.9] : [0.8, 1.3];
      return {
        name,
        producer: brand,
        color: c,
        content: null,
        salesUnit: rolls === 64 ? 'karton' : 'opak.',
        netPrice: priceZl(rng, (perRoll[0] as number) * rolls, (perRoll[1] as number) * rolls),
        art: 'toiletRoll',
        style: { color: c.hex, accent: ACCENT.paper },
        eco,
        tags: ['small'],
        shortDescription: `${plies === 3 ? 'Trzywarstwowy' : plies === 2 ? 'Dwuwarstwowy' : 'Jednowarstwowy'} papier toaletowy w małych rolkach, ${rollsText} w opakowaniu.`,
        intro:
          `${name} to papier z ${pulp} w klasycznych rolkach pasujących do każdego standardowego uchwytu. ` +
          (plies > 1 ? 'Kilka warstw sprawia, że jest miękki i wytrzymały.' : 'To ekonomiczny wybór do toalet o dużym natężeniu ruchu.'),
        features: pickN(
          rng,
          [
            'Perforacja ułatwiająca odrywanie listków',
            'Dobrze rozpuszcza się w wodzie – nie zapycha instalacji',
            'Gilza z tektury nadaje się do recyklingu',
            ...PAPER_FEATURES.common,
            ...(eco ? PAPER_FEATURES.eco : PAPER_FEATURES.soft),
          ],
          3,
          4,
        ),
        usage: rng.pick([
          'Dobry wybór do małych biur, pensjonatów, gabinetów i domów – wszędzie tam, gdzie stosuje się zwykłe uchwyty na papier.',
          'Sprawdzi się w hotelach i apartamentach na wynajem, w których goście oczekują miękkiego papieru w standardowych rolkach.',
        ]),
        specs: [
          ['Liczba rolek', String(rolls)],
          ['Liczba warstw', String(plies)],
          ['Długość rolki', `${plies === 1 ? 50 : plies === 2 ? 30 : 23} m`],
          ['Surowiec', spec],
        ],
      };
    },
  },
  ...(['liquid', 'foam'] as const).map(
    (type): KindDef => ({
      key: type === 'liquid' ? 'soapDispenserLiquid' : 'soapDispenserFoam',
      prefix: type === 'liquid' ? 'DM' : 'DP',
      category: type === 'liquid' ? 'dozowniki-mydla-w-plynie' : 'dozowniki-mydla-w-pianie',
      extraCategories: [],
      weight: type === 'liquid' ? 5 : 3,
      vatRate: 23,
      build(rng) {
        const brand = producer(rng, { Merida: 6, Tork: 2, Katrin: 2 });
        const line = rng.pick(DISPENSER_LINES[brand] as string[]);
        const c = dispenserColor(rng, line);
        const steel = c === COLORS.steel || c === COLORS.steelMatt;
        const touchless = rng.chance(0.3);
        const capacity = type === 'liquid' ? rng.pick([400, 800, 1200]) : rng.pick([700, 880, 1000]);
        const soap = type === 'liquid' ? 'mydła w płynie' : 'mydła w pianie';
        const name = `Dozownik ${soap}${touchless ? ' bezdotykowy' : ''} ${brand} ${line} ${formatAmount(capacity, 'ml')} ${c.m}`;
        let price = steel ? priceZl(rng, 150, 320) : priceZl(rng, 45, 140);
        if (touchless) price = roundPrice(price + rng.int(6000, 9000));
        return {
          name,
          producer: brand,
          color: c,
          content: null,
          salesUnit: 'szt.',
          netPrice: Math.min(price, 39999),
          art: type === 'liquid' ? 'soapDispenser' : 'foamDispenser',
          style: { color: c.hex, accent: ACCENT.dispensers, liquid: '#8fd19e', variant: touchless ? 'sensor' : undefined },
          eco: false,
          tags: [type, touchless ? 'touchless' : 'manual'],
          shortDescription: `${touchless ? 'Bezdotykowy dozownik' : 'Dozownik'} ${soap} o pojemności ${formatAmount(capacity, 'ml')} z ${steel ? 'obudową ze stali nierdzewnej' : 'obudową z tworzywa ABS'}.`,
          intro:
            `${name} to ${touchless ? 'bezdotykowy, zasilany bateriami' : 'ręczny, uruchamiany przyciskiem'} dozownik ${soap} do montażu na ścianie. ` +
            `${steel ? 'Obudowa ze stali nierdzewnej jest odporna na uszkodzenia i łatwa w czyszczeniu.' : 'Obudowa z wytrzymałego tworzywa ABS nie odbarwia się i łatwo ją umyć.'} ` +
            `Okienko kontrolne pozwala szybko sprawdzić poziom ${type === 'liquid' ? 'mydła' : 'wkładu'}.`,
          features: [
            touchless ? 'Czujnik podczerwieni – dozowanie bez dotykania urządzenia' : 'Duży przycisk wygodny do obsługi łokciem lub nadgarstkiem',
            type === 'liquid' ? 'Zbiornik uzupełniany mydłem z kanistra' : 'Jednorazowe wkłady – bez ryzyka wtórnego zanieczyszczenia',
            ...pickN(
              rng,
              [
                'Zamek na kluczyk chroni przed kradzieżą zawartości',
                'Powtarzalna dawka ogranicza zużycie mydła',
                'Komplet kołków montażowych w zestawie',
                'Pasuje stylistycznie do dozowników ręczników i papieru z tej samej linii',
                'Łatwy montaż na dwa wkręty',
              ],
              2,
              3,
            ),
          ],
          usage: rng.pick([
            'Dozownik sprawdzi się w łazienkach biurowych, restauracjach, hotelach i placówkach medycznych.',
            'Polecamy go do szkół, przedszkoli i obiektów użyteczności publicznej, gdzie urządzenie musi wytrzymać intensywne użytkowanie.',
          ]),
          specs: [
            ['Pojemność', formatAmount(capacity, 'ml')],
            ['Materiał', steel ? 'stal nierdzewna AISI 304' : 'tworzywo ABS'],
            ['Sposób dozowania', touchless ? 'bezdotykowy (czujnik podczerwieni)' : 'przycisk'],
            ...(touchless ? ([['Zasilanie', '4 baterie AA']] as [string, string][]) : []),
          ],
        };
      },
    }),
  ),
  {
    key: 'towelDispenser',
    prefix: 'DR',
    category: 'dozowniki-recznikow',
    extraCategories: [],
    weight: 5,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 6, Tork: 2, Katrin: 2 });
      const line = rng.pick(DISPENSER_LINES[brand] as string[]);
      const c = dispenserColor(rng, line);
      const steel = c === COLORS.steel || c === COLORS.steelMatt;
      const type = rng.weighted(['zz', 'roll', 'autocut', 'mini'], [4, 3, 2, 1]);
      const typeName = {
        zz: 'ręczników składanych ZZ',
        roll: 'ręczników w roli Maxi',
        autocut: 'ręczników w roli z automatycznym cięciem',
        mini: 'ręczników w roli Mini',
      }[type] as string;
      const name = `Dozownik ${typeName} ${brand} ${line} ${c.m}`;
      const base = type === 'autocut' ? [160, 400] : steel ? [140, 380] : [60, 190];
      return {
        name,
        producer: brand,
        color: c,
        content: null,
        salesUnit: 'szt.',
        netPrice: priceZl(rng, base[0] as number, base[1] as number),
        art: 'towelDispenser',
        style: { color: c.hex, accent: ACCENT.dispensers, variant: type === 'zz' ? undefined : 'roll' },
        eco: false,
        tags: [type === 'zz' ? 'zz' : type === 'autocut' ? 'autocut' : 'roll'],
        shortDescription: `Naścienny dozownik ${typeName} z ${steel ? 'obudową ze stali nierdzewnej' : 'obudową z tworzywa ABS'} i okienkiem kontrolnym.`,
        intro:
          `${name} to naścienny pojemnik na ${typeName.replace('ręczników', 'ręczniki')}, który porządkuje łazienkę i chroni papier przed zabrudzeniem. ` +
          (type === 'autocut'
            ? 'Mechanizm automatycznego cięcia wydaje odcinek o stałej długości, co wyraźnie zmniejsza zużycie papieru.'
            : 'Ręczniki pobiera się pojedynczo, bez dotykania pozostałych listków.'),
        features: [
          type === 'zz' ? 'Mieści do 500 ręczników składanych ZZ' : 'Centralne lub boczne podawanie ręcznika',
          ...pickN(
            rng,
            [
              'Zamek na kluczyk i okienko kontrolne poziomu papieru',
              'Gładka obudowa łatwa do mycia i dezynfekcji',
              'Pasuje do ręczników większości producentów',
              'Wzornictwo spójne z dozownikami mydła tej samej linii',
              'Prosty montaż na ścianie – szablon w opakowaniu',
            ],
            2,
            4,
          ),
        ],
        usage: rng.pick([
          'Do biur, szkół, przychodni i restauracji – wszędzie tam, gdzie chcesz utrzymać porządek i kontrolować zużycie ręczników.',
          'Sprawdzi się w toaletach o dużym natężeniu ruchu: w galeriach handlowych, na lotniskach i w obiektach sportowych.',
        ]),
        specs: [
          ['Rodzaj ręczników', typeName.replace('ręczników ', '')],
          ['Materiał', steel ? 'stal nierdzewna AISI 304' : 'tworzywo ABS'],
          ['Wymiary (wys. × szer. × gł.)', `${rng.int(34, 42)} × ${rng.int(27, 34)} × ${rng.int(13, 23)} cm`],
        ],
      };
    },
  },
  {
    key: 'toiletDispenser',
    prefix: 'DT',
    category: 'dozowniki-papieru-toaletowego',
    extraCategories: [],
    weight: 4,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 6, Tork: 2, Katrin: 2 });
      const line = rng.pick(DISPENSER_LINES[brand] as string[]);
      const c = dispenserColor(rng, line);
      const steel = c === COLORS.steel || c === COLORS.steelMatt;
      const type = rng.weighted(['Jumbo 23 cm', 'Jumbo 19 cm', 'Jumbo 26 cm', 'na 2 rolki'], [4, 2, 1, 2]);
      const name = `Dozownik papieru toaletowego ${type} ${brand} ${line} ${c.m}`;
      return {
        name,
        producer: brand,
        color: c,
        content: null,
        salesUnit: 'szt.',
        netPrice: steel ? priceZl(rng, 120, 300) : priceZl(rng, 40, 140),
        art: 'toiletDispenser',
        style: { color: c.hex, accent: ACCENT.dispensers },
        eco: false,
        tags: [type.startsWith('Jumbo') ? 'jumbo' : 'small'],
        shortDescription: `Zamykany dozownik papieru toaletowego ${type} do toalet o dużym natężeniu ruchu.`,
        intro:
          `${name} chroni papier przed wilgocią i zabrudzeniem, a zamek na kluczyk zabezpiecza go przed kradzieżą. ` +
          (type.startsWith('Jumbo')
            ? `Pasuje do rolek papieru Jumbo o średnicy do ${type.replace('Jumbo ', '')}.`
            : 'Mieści dwie standardowe rolki – gdy skończy się pierwsza, od razu dostępna jest druga.'),
        features: pickN(
          rng,
          [
            'Ząbkowana krawędź ułatwia odrywanie papieru',
            'Okienko kontrolne pokazuje ilość papieru',
            'Wytrzymała obudowa odporna na uderzenia',
            'Łatwe i szybkie uzupełnianie',
            'Spójny wygląd z dozownikami mydła i ręczników z tej samej linii',
          ],
          3,
          4,
        ),
        usage: rng.pick([
          'Przeznaczony do toalet w biurach, galeriach handlowych, szkołach i na stacjach paliw.',
          'Dobrze sprawdza się w obiektach publicznych, gdzie liczy się trwałość i mała liczba interwencji obsługi.',
        ]),
        specs: [
          ['Rodzaj papieru', type.startsWith('Jumbo') ? `papier toaletowy ${type}` : 'małe rolki (2 szt.)'],
          ['Materiał', steel ? 'stal nierdzewna AISI 304' : 'tworzywo ABS'],
        ],
      };
    },
  },
  ...(['classic', 'jet'] as const).map(
    (type): KindDef => ({
      key: type === 'classic' ? 'dryerClassic' : 'dryerJet',
      prefix: type === 'classic' ? 'SU' : 'SS',
      category: type === 'classic' ? 'suszarki-klasyczne' : 'suszarki-strumieniowe',
      extraCategories: [],
      weight: type === 'classic' ? 4 : 2,
      vatRate: 23,
      build(rng) {
        const models: [string, string, number[]][] =
          type === 'classic'
            ? [
                ['Mediclinics', 'Machflow', [1100, 1640]],
                ['Mediclinics', 'Saniflow', [2250]],
                ['Mediclinics', 'Optima', [1000]],
                ['Mediclinics', 'Speedflow', [1150]],
                ['Merida', 'Buddy', [1000, 1200]],
                ['Merida', 'Stella Pro', [1250, 1600]],
                ['Merida', 'Optimum', [800, 1000]],
              ]
            : [
                ['Mediclinics', 'Dualflow Plus', [1100, 1500]],
                ['Dyson', 'Airblade 9kJ', [800]],
                ['Merida', 'Jet Pro', [1200, 1450]],
                ['Merida', 'Stella Jet', [1000]],
              ];
        const [brand, model, powers] = rng.pick(models);
        const power = rng.pick(powers);
        const c =
          brand === 'Dyson'
            ? rng.pick([COLORS.grey, COLORS.white])
            : rng.weighted([COLORS.white, COLORS.steel, COLORS.steelMatt, COLORS.black], [4, 3, 2, 2]);
        const name = `Suszarka do rąk${type === 'jet' ? ' strumieniowa' : ''} ${brand} ${model} ${power} W ${c.f}`;
        const dryTime = type === 'jet' ? rng.int(10, 14) : rng.int(15, 35);
        const price = type === 'jet' ? priceZl(rng, 1200, 2500) : priceZl(rng, 400, 1500);
        return {
          name,
          producer: brand,
          color: c,
          content: null,
          salesUnit: 'szt.',
          netPrice: price,
          art: type === 'jet' ? 'jetDryer' : 'handDryer',
          style: { color: c.hex, accent: ACCENT.dryers },
          eco: type === 'jet' || power <= 1000,
          tags: [type],
          shortDescription: `${type === 'jet' ? 'Strumieniowa suszarka' : 'Automatyczna suszarka'} do rąk o mocy ${power} W, suszy dłonie w około ${counted(dryTime, 'sekundę', 'sekundy', 'sekund')}.`,
          intro:
            `${name} to ${type === 'jet' ? 'szybka suszarka strumieniowa, która zdmuchuje wodę z dłoni silnym, wąskim strumieniem powietrza' : 'automatyczna suszarka z czujnikiem podczerwieni, włączająca się po zbliżeniu dłoni'}. ` +
            `Dłonie są suche po około ${counted(dryTime, 'sekundzie', 'sekundach', 'sekundach')}, a koszt jednego suszenia jest wielokrotnie niższy niż w przypadku ręczników papierowych.`,
          features: [
            'Czujnik podczerwieni – bezdotykowe uruchamianie',
            ...pickN(
              rng,
              [
                'Wydajny silnik komutatorowy o długiej żywotności',
                'Zabezpieczenie przed przegrzaniem',
                'Filtr HEPA zatrzymujący bakterie z zasysanego powietrza',
                'Regulacja temperatury i prędkości powietrza',
                'Obudowa odporna na uderzenia i akty wandalizmu',
                'Niski poziom hałasu',
                'Stopień ochrony IP24 – bezpieczna w łazienkach',
              ],
              3,
              4,
            ),
          ],
          usage: rng.pick([
            'Polecana do łazienek w biurach, hotelach, restauracjach i centrach handlowych.',
            'Doskonale sprawdzi się w toaletach o bardzo dużym natężeniu ruchu – na lotniskach, dworcach, stadionach i w szkołach.',
            'To rozwiązanie dla firm, które chcą ograniczyć ilość odpadów papierowych i koszty zakupu ręczników.',
          ]),
          specs: [
            ['Moc', `${power} W`],
            ['Czas suszenia', `ok. ${dryTime} s`],
            ['Prędkość powietrza', `${type === 'jet' ? rng.int(90, 150) : rng.int(20, 95)} m/s`],
            ['Zasilanie', '220–240 V, 50/60 Hz'],
            ['Gwarancja', rng.pick(['2 lata', '3 lata', '5 lat'])],
          ],
        };
      },
    }),
  ),
  {
    key: 'soapLiquid',
    prefix: 'MP',
    category: 'mydla-w-plynie',
    extraCategories: ['plyny-do-dezynfekcji'],
    weight: 6,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 6, Tork: 1, 'Medi-Sept': 2, Clinex: 2 });
      const line = rng.pick(SOAP_LINES[brand] as string[]);
      const variant = rng.pick(SOAP_VARIANTS);
      const amount = rng.weighted([500, 1000, 5000], [3, 2, 4]);
      const refill = amount === 1000 && rng.chance(0.5);
      const name = `Mydło w płynie ${variant.name} ${brand} ${line} ${refill ? 'wkład ' : ''}${formatAmount(amount, 'ml')}`;
      const perLitre = rng.int(600, 2400);
      const price = amount === 500 ? priceZl(rng, 6, 16) : roundPrice((perLitre * amount) / 1000);
      return {
        name,
        producer: brand,
        color: null,
        content: { amount, unit: 'ml' },
        salesUnit: 'szt.',
        netPrice: price,
        art: amount === 5000 ? 'canister' : amount === 500 ? 'soapBottle' : 'capBottle',
        style: { color: '#f6f6f2', accent: ACCENT.soaps, liquid: variant.liquid },
        eco: line === 'Eco Clean',
        tags: [amount === 5000 ? '5l' : 'small', variant.name === 'antybakteryjne' ? 'antibacterial' : 'regular'],
        shortDescription: `Delikatne mydło w płynie ${variant.name} w ${amount === 5000 ? 'ekonomicznym kanistrze' : amount === 500 ? 'butelce z pompką' : 'butelce'} ${formatAmount(amount, 'ml')}.`,
        intro:
          `${name} dokładnie myje dłonie, nie naruszając naturalnej bariery ochronnej skóry. ` +
          `Ma pH zbliżone do naturalnego odczynu skóry i dobrze się pieni nawet w twardej wodzie. ` +
          (amount === 5000 ? 'Kanister 5 l to najtańszy sposób na uzupełnianie dozowników w firmie.' : ''),
        features: [
          variant.feature,
          ...pickN(
            rng,
            [
              'Przebadane dermatologicznie',
              'Łatwo spłukuje się z dłoni',
              'Pasuje do wszystkich dozowników mydła w płynie',
              'Biodegradowalne substancje myjące',
              'Wydajna formuła – wystarcza na wiele tysięcy dawek',
            ],
            2,
            3,
          ),
        ],
        usage: rng.pick([
          'Do codziennego mycia rąk w biurach, szkołach, hotelach i restauracjach.',
          'Polecane do łazienek w zakładach pracy, gabinetach i salonach usługowych, gdzie dłonie myje się wielokrotnie w ciągu dnia.',
        ]),
        specs: [
          ['Pojemność', formatAmount(amount, 'ml')],
          ['Opakowanie', amount === 5000 ? 'kanister' : amount === 500 ? 'butelka z pompką' : refill ? 'wkład do dozownika' : 'butelka'],
          ['pH', '5,5'],
        ],
      };
    },
  },
  {
    key: 'soapFoam',
    prefix: 'MF',
    category: 'mydla-w-pianie',
    extraCategories: [],
    weight: 3,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 6, Tork: 2, 'Medi-Sept': 1 });
      const line = rng.pick(SOAP_LINES[brand] as string[]);
      const variant = rng.pick(SOAP_VARIANTS);
      const amount = rng.weighted([700, 880, 1000, 5000], [2, 2, 3, 2]);
      const cartridge = amount < 5000;
      const name = `Mydło w pianie ${variant.name} ${brand} ${line} ${cartridge ? 'wkład ' : ''}${formatAmount(amount, 'ml')}`;
      return {
        name,
        producer: brand,
        color: null,
        content: { amount, unit: 'ml' },
        salesUnit: 'szt.',
        netPrice: cartridge ? priceZl(rng, 14, 34) : priceZl(rng, 55, 120),
        art: cartridge ? 'foamCartridge' : 'canister',
        style: { color: '#f6f6f2', accent: ACCENT.soaps, liquid: mixLight(variant.liquid) },
        eco: line === 'Eco Clean',
        tags: [cartridge ? 'cartridge' : '5l'],
        shortDescription: `Mydło w pianie ${variant.name} ${cartridge ? 'we wkładzie do dozowników pianowych' : 'w kanistrze do napełniania dozowników'}, ${formatAmount(amount, 'ml')}.`,
        intro:
          `${name} zamienia się w dozowniku w gęstą, aksamitną pianę. ` +
          `Piana od razu pokrywa całe dłonie, dzięki czemu jedna dawka wystarcza do umycia rąk, a zużycie mydła jest nawet o połowę mniejsze niż w przypadku mydła w płynie.`,
        features: [
          variant.feature,
          cartridge
            ? 'Hermetyczny wkład z pompką – każda wymiana to nowa, czysta końcówka'
            : 'Do uzupełniania dozowników pianowych z otwieranym zbiornikiem',
          ...pickN(rng, ['Mniejsze zużycie wody przy spłukiwaniu', 'Przebadane dermatologicznie', 'Wydajność do 2500 dawek z litra'], 1, 2),
        ],
        usage: 'Przeznaczone do dozowników mydła w pianie w biurach, hotelach, restauracjach i placówkach medycznych.',
        specs: [
          ['Pojemność', formatAmount(amount, 'ml')],
          ['Opakowanie', cartridge ? 'wkład z pompką' : 'kanister'],
        ],
      };
    },
  },
  {
    key: 'disinfectant',
    prefix: 'PD',
    category: 'plyny-do-dezynfekcji',
    extraCategories: ['srodki-do-sanitariatow'],
    weight: 4,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 4, 'Medi-Sept': 3, Clinex: 2 });
      const type = rng.weighted(['hands', 'gel', 'surfaces'], [3, 2, 3]);
      const amount = rng.weighted([500, 1000, 5000], [3, 2, 3]);
      const base = {
        hands: 'Płyn do dezynfekcji rąk',
        gel: 'Żel do dezynfekcji rąk',
        surfaces: 'Płyn do dezynfekcji powierzchni',
      }[type] as string;
      const line = rng.pick(
        brand === 'Medi-Sept'
          ? ['Velodes', 'Sept', 'Professional']
          : brand === 'Clinex'
            ? ['DezoSept', 'Active']
            : ['Hygiene Plus', 'Protect', 'Sanitec'],
      );
      const name = `${base} ${brand} ${line} ${formatAmount(amount, 'ml')}`;
      const liquid = type === 'surfaces' ? '#bfe3f5' : '#dfeef8';
      return {
        name,
        producer: brand,
        color: null,
        content: { amount, unit: 'ml' },
        salesUnit: 'szt.',
        netPrice: amount === 500 ? priceZl(rng, 12, 28) : amount === 1000 ? priceZl(rng, 20, 45) : priceZl(rng, 70, 140),
        art: amount === 5000 ? 'canister' : type === 'surfaces' ? 'sprayBottle' : 'soapBottle',
        style: { color: '#f6f6f2', accent: ACCENT.soaps, liquid },
        eco: false,
        tags: [type, amount === 5000 ? '5l' : 'small'],
        shortDescription: `${base} o szerokim spektrum działania, ${formatAmount(amount, 'ml')}.`,
        intro:
          `${name} to preparat biobójczy na bazie alkoholu o działaniu bakteriobójczym, drożdżakobójczym i wirusobójczym. ` +
          (type === 'surfaces'
            ? 'Szybko odparowuje i nie pozostawia smug, dlatego nadaje się do blatów, klamek, poręczy i urządzeń.'
            : 'Nie wymaga spłukiwania, a dodatek składników nawilżających chroni dłonie przed wysuszeniem.'),
        features: pickN(
          rng,
          [
            'Działa już po 30 sekundach',
            'Skuteczność potwierdzona badaniami według norm EN',
            type === 'surfaces' ? 'Bezpieczny dla większości powierzchni zmywalnych' : 'Zawiera glicerynę i pantenol',
            'Produkt biobójczy dopuszczony do obrotu w Polsce',
            'Gotowy do użycia – nie wymaga rozcieńczania',
          ],
          3,
          4,
        ),
        usage: rng.pick([
          'Do stosowania w biurach, placówkach medycznych, gabinetach kosmetycznych, szkołach i zakładach przemysłu spożywczego.',
          'Polecany wszędzie tam, gdzie dostęp do wody jest ograniczony lub wymagana jest szybka dezynfekcja między kolejnymi klientami.',
        ]),
        specs: [
          ['Pojemność', formatAmount(amount, 'ml')],
          ['Substancja czynna', 'etanol 70%'],
          ['Czas działania', '30–60 s'],
        ],
      };
    },
  },
  ...chemistryKinds(),
  {
    key: 'airFreshener',
    prefix: 'OP',
    category: 'odswiezacze-powietrza',
    extraCategories: [],
    weight: 3,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 5, Clinex: 2 });
      const type = rng.weighted(['aerosol', 'refill', 'device'], [4, 3, 2]);
      const [scent, scentOf] = rng.pick([
        ['Cytryna', 'cytryny'],
        ['Lawenda', 'lawendy'],
        ['Morska bryza', 'morskiej bryzy'],
        ['Zielona herbata', 'zielonej herbaty'],
        ['Wanilia', 'wanilii'],
        ['Jabłko z cynamonem', 'jabłka z cynamonem'],
        ['Bawełna', 'świeżej bawełny'],
      ] as const);
      const line = brand === 'Merida' ? rng.pick(['Aroma', 'Fresh', 'Aroma Premium']) : 'Air';
      const c = rng.weighted([COLORS.white, COLORS.black, COLORS.grey], [4, 2, 1]);
      const name =
        type === 'aerosol'
          ? `Odświeżacz powietrza w aerozolu ${brand} ${line} ${scent} 300 ml`
          : type === 'refill'
            ? `Wkład do automatycznego odświeżacza powietrza ${brand} ${line} ${scent} 250 ml`
            : `Automatyczny odświeżacz powietrza ${brand} ${line} ${c.m}`;
      return {
        name,
        producer: brand,
        color: type === 'device' ? c : null,
        content: type === 'device' ? null : { amount: type === 'aerosol' ? 300 : 250, unit: 'ml' },
        salesUnit: 'szt.',
        netPrice: type === 'device' ? priceZl(rng, 45, 160) : priceZl(rng, 9, 28),
        art: 'aerosol',
        style: { color: type === 'device' ? c.hex : '#f6f6f2', accent: ACCENT.fresheners },
        eco: false,
        tags: [type],
        shortDescription:
          type === 'device'
            ? 'Programowany dozownik aerozolu, który automatycznie odświeża powietrze w łazience.'
            : `Długotrwały zapach ${scentOf} ${type === 'refill' ? 'we wkładzie do automatycznych odświeżaczy' : 'w poręcznym aerozolu'}.`,
        intro:
          type === 'device'
            ? `${name} w regularnych odstępach wypuszcza dawkę zapachu, dzięki czemu łazienka przez cały dzień pachnie świeżo. Czas pracy i przerwy między dawkami ustawisz w kilka sekund.`
            : `${name} szybko neutralizuje nieprzyjemne zapachy i pozostawia w pomieszczeniu trwały aromat. Jedna ${type === 'refill' ? 'puszka wystarcza na około 3000 dawek' : 'puszka wystarcza na wiele tygodni używania'}.`,
        features: pickN(
          rng,
          type === 'device'
            ? ['Ustawienie dni i godzin pracy', 'Zasilanie bateryjne – do 12 miesięcy pracy', 'Zamek na kluczyk', 'Pasuje do wkładów 250 ml']
            : [
                'Neutralizuje zapachy, a nie tylko je maskuje',
                'Nie plami tkanin',
                'Kompozycja zapachowa opracowana przez perfumiarzy',
                'Pasuje do większości automatycznych dozowników',
              ],
          2,
          4,
        ),
        usage: 'Do łazienek, toalet publicznych, szatni, recepcji i pomieszczeń socjalnych.',
        specs:
          type === 'device'
            ? [
                ['Zasilanie', '2 baterie AA'],
                ['Wkłady', 'aerozol 250 ml'],
              ]
            : [
                ['Pojemność', type === 'aerosol' ? '300 ml' : '250 ml'],
                ['Zapach', scent.toLowerCase()],
              ],
      };
    },
  },
  ...binKinds(),
  {
    key: 'mopBucket',
    prefix: 'MW',
    category: 'mopy-i-wiadra',
    extraCategories: [],
    weight: 3,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 4, 'Vileda Professional': 4, Spontex: 1 });
      const type = rng.weighted(['trolley', 'bucket', 'flat', 'string'], [2, 3, 3, 2]);
      const c = rng.pick([COLORS.blue, COLORS.red, COLORS.yellow, COLORS.green]);
      const line = brand === 'Vileda Professional' ? rng.pick(['UltraSpeed Pro', 'Swep', 'Origo']) : rng.pick(['Pro', 'Clean Team', 'Basic']);
      const cap = rng.pick([10, 12, 15]);
      const width = rng.pick([40, 50]);
      const name = {
        trolley: `Wózek do sprzątania z wyciskarką ${brand} ${line} 2 × 25 l`,
        bucket: `Wiadro z wyciskarką ${brand} ${line} ${cap} l ${c.n}`,
        flat: `Mop płaski ${brand} ${line} ${width} cm z kijem aluminiowym`,
        string: `Mop sznurkowy ${brand} ${line} z kijem ${c.m}`,
      }[type] as string;
      return {
        name,
        producer: brand,
        color: type === 'trolley' || type === 'flat' ? null : c,
        content: null,
        salesUnit: 'szt.',
        netPrice: {
          trolley: priceZl(rng, 450, 1500),
          bucket: priceZl(rng, 30, 120),
          flat: priceZl(rng, 60, 250),
          string: priceZl(rng, 25, 70),
        }[type] as number,
        art: 'mopBucket',
        style: { color: c.hex, accent: ACCENT.equipment },
        eco: false,
        tags: [type],
        shortDescription: {
          trolley: 'Dwukomorowy wózek serwisowy z prasą do wyciskania mopów, do sprzątania dużych powierzchni.',
          bucket: `Poręczne wiadro ${cap} l z wyciskarką do mopów sznurkowych i paskowych.`,
          flat: `Mop płaski o szerokości ${width} cm do szybkiego mycia podłóg w biurach i obiektach usługowych.`,
          string: 'Klasyczny mop sznurkowy z mocnego, chłonnego włókna, z kijem w komplecie.',
        }[type] as string,
        intro:
          `${name} to sprzęt zaprojektowany z myślą o profesjonalnych ekipach sprzątających. ` +
          (type === 'trolley'
            ? 'Dwa wiadra pozwalają oddzielić wodę czystą od brudnej, a prasa wyciska mop bez pochylania się.'
            : type === 'flat'
              ? 'Płaska nakładka dociera pod meble i w narożniki, a jej wymiana zajmuje kilka sekund.'
              : 'Wytrzymałe materiały i przemyślana konstrukcja sprawiają, że posłuży przez wiele sezonów.'),
        features: pickN(
          rng,
          [
            'Kodowanie kolorami zgodne z systemem HACCP',
            'Tworzywo odporne na środki chemiczne',
            'Podziałka do odmierzania roztworu',
            'Wymienne elementy dostępne osobno',
            'Lekka i stabilna konstrukcja',
          ],
          3,
          4,
        ),
        usage: rng.pick([
          'Do sprzątania biur, szkół, hoteli, szpitali i obiektów handlowych.',
          'Polecany firmom sprzątającym i działom utrzymania czystości w zakładach pracy.',
        ]),
        specs: [
          ...(type === 'trolley' ? ([['Pojemność wiader', '2 × 25 l']] as [string, string][]) : []),
          ...(type === 'bucket' ? ([['Pojemność', `${cap} l`]] as [string, string][]) : []),
          ...(type === 'flat' ? ([['Szerokość nakładki', `${width} cm`]] as [string, string][]) : []),
          ['Materiał', 'polipropylen, aluminium'],
        ],
      };
    },
  },
  {
    key: 'cloths',
    prefix: 'SC',
    category: 'sciereczki-i-zmywaki',
    extraCategories: ['mopy-i-wiadra'],
    weight: 3,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { Merida: 4, 'Vileda Professional': 3, Spontex: 3 });
      const c = rng.pick([COLORS.blue, COLORS.red, COLORS.yellow, COLORS.green]);
      const type = rng.weighted(['micro', 'perforated', 'sponge'], [4, 2, 2]);
      const count = type === 'micro' ? rng.pick([5, 10]) : type === 'perforated' ? rng.pick([3, 10]) : 10;
      const name = {
        micro: `Ściereczka z mikrofibry ${brand} ${rng.pick(['Pro', 'MicroTuff', 'Multi'])} 40 × 40 cm ${c.f} – ${count} szt.`,
        perforated: `Ściereczka uniwersalna perforowana ${brand} ${rng.pick(['Basic', 'Wettex', 'Multi'])} ${c.f} – ${count} szt.`,
        sponge: `Zmywak kuchenny z fibrą ${brand} ${rng.pick(['Pro', 'Basic'])} ${c.m} – ${count} szt.`,
      }[type] as string;
      return {
        name,
        producer: brand,
        color: c,
        content: null,
        salesUnit: 'opak.',
        netPrice: type === 'micro' ? priceZl(rng, 9 * (count / 5), 18 * (count / 5)) : priceZl(rng, 5, 22),
        art: 'cloths',
        style: { color: c.hex, accent: ACCENT.equipment },
        eco: type === 'perforated' && rng.chance(0.5),
        tags: [type],
        shortDescription: `Opakowanie ${count} szt. – ${type === 'sponge' ? 'zmywaki do mycia naczyń i blatów' : 'ściereczki do sprzątania na mokro i na sucho'}.`,
        intro:
          `${name} dobrze zbiera kurz, tłuszcz i zabrudzenia, a po użyciu łatwo się je płucze. ` +
          'Kolor ułatwia stosowanie systemu kodowania kolorami – inne ściereczki do toalet, inne do kuchni i biur.',
        features: pickN(
          rng,
          [
            'Można prać w 60–95°C',
            'Nie pozostawia smug i kłaczków',
            'Wysoka chłonność',
            'Trwałe – wytrzymują setki cykli prania',
            'Do stosowania z wodą i środkami czyszczącymi',
          ],
          3,
          4,
        ),
        usage: 'Do codziennego sprzątania biur, kuchni, łazienek i sal konferencyjnych.',
        specs: [
          ['Liczba sztuk', String(count)],
          [
            'Materiał',
            type === 'micro' ? 'mikrofibra (80% poliester, 20% poliamid)' : type === 'sponge' ? 'pianka poliuretanowa, fibra' : 'wiskoza, poliester',
          ],
        ],
      };
    },
  },
  {
    key: 'gloves',
    prefix: 'RK',
    category: 'rekawice-ochronne',
    extraCategories: [],
    weight: 3,
    vatRate: 23,
    build(rng) {
      const brand = producer(rng, { 'Mercator Medical': 5, Merida: 3 });
      const material = rng.weighted(['nitrylowe', 'lateksowe', 'winylowe'] as const, [5, 2, 2]);
      const c =
        material === 'nitrylowe' ? rng.pick([COLORS.blue, COLORS.black, COLORS.violet]) : material === 'lateksowe' ? COLORS.white : COLORS.white;
      const size = rng.pick(['S', 'M', 'L', 'XL']);
      const mercatorLines = { nitrylowe: ['Nitrylex', 'Ideall Nitrile'], lateksowe: ['Santex', 'Medisoft'], winylowe: ['Vinylex', 'Ideall Vinyl'] };
      const line = brand === 'Mercator Medical' ? rng.pick(mercatorLines[material]) : rng.pick(['Protect', 'Safe Touch']);
      const name = `Rękawice ${material} bezpudrowe ${brand} ${line} rozmiar ${size} ${c.pl} – 100 szt.`;
      return {
        name,
        producer: brand,
        color: c,
        content: null,
        salesUnit: 'opak.',
        netPrice: priceZl(rng, material === 'nitrylowe' ? 18 : 12, material === 'nitrylowe' ? 45 : 30),
        art: 'gloves',
        style: { color: c === COLORS.white ? '#eef0f2' : c.hex, accent: ACCENT.gloves },
        eco: false,
        tags: [material],
        shortDescription: `Jednorazowe rękawice ${material}, bezpudrowe, rozmiar ${size}, 100 sztuk w opakowaniu.`,
        intro:
          `${name} chronią dłonie podczas sprzątania, pracy ze środkami chemicznymi i przygotowywania żywności. ` +
          'Dobrze przylegają do dłoni i nie ograniczają precyzji ruchów.',
        features: pickN(
          rng,
          [
            'Bezpudrowe – nie pozostawiają osadu',
            'Teksturowane końcówki palców poprawiają chwyt',
            'Do kontaktu z żywnością',
            material === 'lateksowe' ? 'Wysoka elastyczność i czucie dotyku' : 'Nie zawierają lateksu – odpowiednie dla alergików',
            'Rolowany mankiet ułatwia zakładanie',
          ],
          3,
          4,
        ),
        usage: 'Do firm sprzątających, gastronomii, gabinetów kosmetycznych, warsztatów i placówek medycznych.',
        specs: [
          ['Materiał', material.replace('owe', '')],
          ['Rozmiar', size],
          ['Liczba sztuk', '100'],
        ],
      };
    },
  },
  ...(['LDPE', 'HDPE'] as const).map(
    (film): KindDef => ({
      key: film === 'LDPE' ? 'bagsLdpe' : 'bagsHdpe',
      prefix: film === 'LDPE' ? 'WL' : 'WH',
      category: film === 'LDPE' ? 'worki-ldpe' : 'worki-hdpe',
      extraCategories: film === 'LDPE' ? ['kosze-uchylne'] : ['kosze-pedalowe'],
      weight: film === 'LDPE' ? 3 : 2,
      vatRate: 23,
      build(rng) {
        const brand = producer(rng, { Merida: 4, 'Stella Pack': 3 });
        const cap = film === 'LDPE' ? rng.pick([60, 120, 160, 240]) : rng.pick([20, 35, 60, 120]);
        const count = cap >= 160 ? 10 : cap >= 60 ? 25 : 50;
        const c =
          film === 'LDPE'
            ? rng.weighted([COLORS.black, COLORS.blue, COLORS.green, COLORS.yellow], [5, 2, 1, 1])
            : rng.weighted([COLORS.black, COLORS.blue, COLORS.yellow, COLORS.green, COLORS.brown], [4, 2, 1, 1, 1]);
        const recycled = rng.chance(0.3);
        const name = `Worki na śmieci ${film} ${brand}${recycled ? ' z recyklingu' : ''} ${cap} l ${c.pl} – ${count} szt.`;
        return {
          name,
          producer: brand,
          color: c,
          content: null,
          salesUnit: 'rolka',
          netPrice: priceZl(rng, film === 'LDPE' ? 9 + cap / 10 : 4 + cap / 20, film === 'LDPE' ? 20 + cap / 6 : 12 + cap / 10),
          art: 'bagRoll',
          style: { color: c.hex, accent: ACCENT.bags },
          eco: recycled,
          tags: [film],
          shortDescription: `${film === 'LDPE' ? 'Mocne, elastyczne' : 'Lekkie, szeleszczące'} worki ${film} o pojemności ${cap} l, ${count} sztuk na rolce.`,
          intro:
            `${name} ${film === 'LDPE' ? 'są grube i rozciągliwe – wytrzymują ciężkie i ostre odpady bez rozdarcia' : 'są cienkie, ale wytrzymałe – to ekonomiczny wybór do koszy biurowych i łazienkowych'}. ` +
            (recycled ? 'Folia pochodzi w co najmniej 80% z recyklingu.' : 'Kolor worka ułatwia segregację odpadów.'),
          features: pickN(
            rng,
            [
              'Zgrzew denny odporny na przecieki',
              'Łatwe odrywanie dzięki perforacji',
              `Pasują do koszy o pojemności ${cap} l`,
              'Wysoka odporność na przebicie',
              'Kolory zgodne z systemem segregacji odpadów',
            ],
            3,
            4,
          ),
          usage: rng.pick([
            'Do biur, hoteli, restauracji, zakładów produkcyjnych i obiektów użyteczności publicznej.',
            'Sprawdzą się przy sprzątaniu terenów zewnętrznych, magazynów i placów budowy.',
          ]),
          specs: [
            ['Pojemność', `${cap} l`],
            ['Rodzaj folii', film],
            ['Liczba sztuk', String(count)],
            ['Grubość folii', `${film === 'LDPE' ? rng.int(35, 80) : rng.int(8, 20)} µm`],
          ],
        };
      },
    }),
  ),
];

function mixLight(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * 0.4 + 255 * 0.6);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

function chemistryKinds(): KindDef[] {
  interface ChemType {
    base: string;
    amounts: number[];
    unit: 'ml' | 'g';
    liquid: string;
    perUnit: [number, number]; // złoty per litre / kilogram
    art: (amount: number) => ArtKind;
    intro: string;
    features: string[];
  }
  const groups: {
    key: string;
    prefix: string;
    category: string;
    extra: string[];
    weight: number;
    meridaLines: string[];
    types: ChemType[];
    usage: string[];
  }[] = [
    {
      key: 'floorCleaner',
      prefix: 'CP',
      category: 'srodki-do-podlog',
      extra: [],
      meridaLines: ['Clean Pro', 'Floor Pro', 'Eco Clean'],
      weight: 4,
      usage: [
        'Do mycia podłóg w biurach, sklepach, szkołach, szpitalach i obiektach sportowych.',
        'Można go stosować ręcznie, z mopem, oraz w automatach szorująco-zbierających.',
      ],
      types: [
        {
          base: 'Środek do mycia podłóg',
          amounts: [1000, 5000],
          unit: 'ml',
          liquid: '#7fb7e6',
          perUnit: [6, 16],
          art: (a) => (a >= 5000 ? 'canister' : 'capBottle'),
          intro: 'usuwa codzienne zabrudzenia z podłóg zmywalnych i pozostawia przyjemny zapach.',
          features: ['Nie pozostawia smug', 'Do wszystkich podłóg wodoodpornych', 'Niska piana'],
        },
        {
          base: 'Koncentrat do mycia podłóg',
          amounts: [1000, 5000, 10000],
          unit: 'ml',
          liquid: '#f2c36b',
          perUnit: [12, 30],
          art: (a) => (a >= 5000 ? 'canister' : 'capBottle'),
          intro: 'to wydajny koncentrat – już 20–50 ml na 5 l wody wystarcza do umycia dużej powierzchni.',
          features: ['Wydajność do 250 l roztworu z 5 l koncentratu', 'Do maszyn szorujących i mycia ręcznego', 'Szybko schnie'],
        },
        {
          base: 'Środek do pielęgnacji podłóg drewnianych',
          amounts: [1000, 5000],
          unit: 'ml',
          liquid: '#d9a86c',
          perUnit: [18, 40],
          art: (a) => (a >= 5000 ? 'canister' : 'capBottle'),
          intro: 'myje i jednocześnie pielęgnuje podłogi drewniane i panele, tworząc cienką warstwę ochronną.',
          features: ['Odświeża kolor drewna', 'Nie zmiękcza lakieru', 'Zabezpiecza przed zarysowaniami'],
        },
        {
          base: 'Polimerowa powłoka ochronna do podłóg',
          amounts: [5000, 10000],
          unit: 'ml',
          liquid: '#e9eef3',
          perUnit: [22, 48],
          art: () => 'canister',
          intro: 'tworzy twardą, błyszczącą powłokę na podłogach PCV, linoleum i kamieniu, chroniąc je przed ścieraniem.',
          features: ['Antypoślizgowa', 'Odporna na środki dezynfekcyjne', 'Można polerować maszynowo'],
        },
      ],
    },
    {
      key: 'sanitaryCleaner',
      prefix: 'CS',
      category: 'srodki-do-sanitariatow',
      extra: [],
      meridaLines: ['Sanitec', 'Clean Pro', 'Eco Clean'],
      weight: 4,
      usage: [
        'Do codziennego utrzymania czystości w toaletach biurowych, hotelowych, szkolnych i publicznych.',
        'Polecany firmom sprzątającym oraz działom utrzymania czystości w hotelach i obiektach sportowych.',
      ],
      types: [
        {
          base: 'Żel do czyszczenia WC',
          amounts: [750, 1000],
          unit: 'ml',
          liquid: '#5aa9e6',
          perUnit: [8, 20],
          art: () => 'wcBottle',
          intro: 'dzięki gęstej konsystencji dłużej utrzymuje się na ściankach muszli i skutecznie usuwa kamień oraz osady.',
          features: ['Wyprofilowana szyjka dociera pod rant', 'Usuwa kamień i rdzawe naloty', 'Świeży zapach'],
        },
        {
          base: 'Płyn do mycia łazienek',
          amounts: [750, 5000],
          unit: 'ml',
          liquid: '#a7e08a',
          perUnit: [8, 22],
          art: (a) => (a >= 5000 ? 'canister' : 'sprayBottle'),
          intro: 'usuwa osady z kamienia, mydła i tłuszczu z umywalek, glazury, kabin prysznicowych i armatury.',
          features: ['Nie niszczy chromowanych powierzchni', 'Nadaje połysk bez smug', 'Gotowy do użycia'],
        },
        {
          base: 'Odkamieniacz do sanitariatów',
          amounts: [1000, 5000],
          unit: 'ml',
          liquid: '#f28b82',
          perUnit: [10, 26],
          art: (a) => (a >= 5000 ? 'canister' : 'capBottle'),
          intro: 'to kwaśny preparat, który szybko rozpuszcza kamień wodny, rdzę i osady mineralne.',
          features: ['Skuteczny nawet przy bardzo twardej wodzie', 'Do pisuarów, muszli i brodzików', 'Koncentrat do rozcieńczania'],
        },
      ],
    },
    {
      key: 'kitchenCleaner',
      prefix: 'CK',
      category: 'srodki-do-kuchni',
      extra: [],
      meridaLines: ['Gastro Pro', 'Clean Pro', 'Eco Clean'],
      weight: 4,
      usage: [
        'Do kuchni w restauracjach, hotelach, stołówkach, szpitalach i zakładach przetwórstwa spożywczego.',
        'Przeznaczony do profesjonalnej gastronomii i cateringu, także w obiektach objętych systemem HACCP.',
      ],
      types: [
        {
          base: 'Płyn do ręcznego mycia naczyń',
          amounts: [1000, 5000],
          unit: 'ml',
          liquid: '#9bd18b',
          perUnit: [6, 14],
          art: (a) => (a >= 5000 ? 'canister' : 'capBottle'),
          intro: 'dobrze rozpuszcza tłuszcz nawet w chłodnej wodzie i jest łagodny dla dłoni.',
          features: ['Wysoka wydajność', 'Nie pozostawia zacieków', 'Łatwo się spłukuje'],
        },
        {
          base: 'Odtłuszczacz kuchenny',
          amounts: [750, 5000],
          unit: 'ml',
          liquid: '#f5de6e',
          perUnit: [10, 26],
          art: (a) => (a >= 5000 ? 'canister' : 'sprayBottle'),
          intro: 'usuwa przypalony tłuszcz z okapów, płyt, piekarników, grilli i frytownic.',
          features: [
            'Silne działanie alkaliczne',
            'Do stali nierdzewnej i glazury',
            'Dopuszczony do kontaktu z powierzchniami mającymi kontakt z żywnością po spłukaniu',
          ],
        },
        {
          base: 'Proszek do zmywarek gastronomicznych',
          amounts: [10000],
          unit: 'g',
          liquid: '#e9eef3',
          perUnit: [9, 18],
          art: () => 'canister',
          intro: 'dokładnie myje naczynia w zmywarkach kapturowych i tunelowych, także przy twardej wodzie.',
          features: ['Chroni zmywarkę przed kamieniem', 'Usuwa osady z kawy i herbaty', 'Ekonomiczne opakowanie 10 kg'],
        },
        {
          base: 'Nabłyszczacz do zmywarek',
          amounts: [5000],
          unit: 'ml',
          liquid: '#9fd7f2',
          perUnit: [12, 24],
          art: () => 'canister',
          intro: 'przyspiesza suszenie i zapobiega powstawaniu zacieków na szkle i sztućcach.',
          features: ['Lśniące szkło bez zacieków', 'Niska dawka robocza', 'Do zmywarek gastronomicznych wszystkich producentów'],
        },
        {
          base: 'Mleczko do czyszczenia',
          amounts: [500, 1000],
          unit: 'ml',
          liquid: '#f3efe4',
          perUnit: [9, 20],
          art: () => 'capBottle',
          intro: 'delikatnie szoruje zabrudzenia z blatów, zlewów, płyt ceramicznych i armatury, nie rysując ich.',
          features: ['Drobne cząstki czyszczące', 'Usuwa przypalenia i osady', 'Świeży zapach cytryny'],
        },
      ],
    },
  ];
  return groups.map(
    (g): KindDef => ({
      key: g.key,
      prefix: g.prefix,
      category: g.category,
      extraCategories: g.extra,
      weight: g.weight,
      vatRate: 23,
      build(rng) {
        const brand = producer(rng, { Merida: 5, Kiehl: 2, Clinex: 3 });
        const pickedLine = rng.pick(brand === 'Merida' ? g.meridaLines : (CHEM_LINES[brand] as string[]));
        const t = rng.pick(g.types);
        // CLP art. 25 ust. 4: a hazardous mixture is never sold as "eco" (#lib/clp/claims.ts).
        const line = pickedLine === ECO_LINE && isClassifiedName(t.base) ? (g.meridaLines.find((other) => other !== ECO_LINE) as string) : pickedLine;
        const amount = rng.pick(t.amounts);
        const scent = t.unit === 'ml' && t.base.startsWith('Środek do mycia') ? rng.pick(SCENTS) : null;
        const name = `${t.base} ${brand} ${line}${scent?.[1] ? ` o zapachu ${scent[1]}` : ''} ${formatAmount(amount, t.unit)}`;
        const perUnit = rng.int(t.perUnit[0] * 100, t.perUnit[1] * 100);
        return {
          name,
          producer: brand,
          color: null,
          content: { amount, unit: t.unit },
          salesUnit: 'szt.',
          netPrice: roundPrice(Math.max(600, (perUnit * amount) / 1000)),
          art: t.art(amount),
          style: { color: '#f6f6f2', accent: ACCENT.chemistry, liquid: t.liquid },
          eco: line === ECO_LINE,
          tags: [amount >= 5000 ? '5l' : 'small'],
          shortDescription: `${t.base} do zastosowań profesjonalnych, opakowanie ${formatAmount(amount, t.unit)}.`,
          intro: `${name} ${t.intro} Preparat powstał z myślą o profesjonalnym sprzątaniu, gdzie liczy się skuteczność i niski koszt użycia.`,
          features: [
            ...t.features,
            ...pickN(
              rng,
              [
                'Karta charakterystyki dostępna na życzenie',
                'Ulegające biodegradacji środki powierzchniowo czynne',
                'Wyprodukowano w Polsce',
                'Etykieta z instrukcją dozowania',
              ],
              1,
              2,
            ),
          ],
          usage: rng.pick(g.usage),
          specs: [
            [t.unit === 'g' ? 'Masa netto' : 'Pojemność', formatAmount(amount, t.unit)],
            ['Opakowanie', amount >= 5000 ? 'kanister' : 'butelka'],
            ...(scent ? ([['Zapach', scent[0]]] as [string, string][]) : []),
          ],
        };
      },
    }),
  );
}

function binKinds(): KindDef[] {
  const types = [
    { key: 'binPedal', prefix: 'KP', category: 'kosze-pedalowe', weight: 3 },
    { key: 'binSwing', prefix: 'KU', category: 'kosze-uchylne', weight: 2 },
    { key: 'binRecycling', prefix: 'KS', category: 'kosze-do-segregacji', weight: 2 },
  ];
  const fractions: [Color, string][] = [
    [COLORS.blue, 'papier'],
    [COLORS.yellow, 'metale i tworzywa sztuczne'],
    [COLORS.green, 'szkło'],
    [COLORS.brown, 'bio'],
    [COLORS.black, 'zmieszane'],
  ];
  return types.map(
    (t): KindDef => ({
      key: t.key,
      prefix: t.prefix,
      category: t.category,
      extraCategories: t.key === 'binRecycling' ? [] : [t.key === 'binPedal' ? 'kosze-uchylne' : 'kosze-pedalowe'],
      weight: t.weight,
      vatRate: 23,
      build(rng) {
        const brand = producer(rng, { Merida: 5, Brabantia: 3 });
        const line =
          brand === 'Brabantia' ? rng.pick(['NewIcon', 'Bo', 'FlatBack+', 'Touch Bin']) : rng.pick(['Stella', 'Harmony', 'Eco Sort', 'Solid']);
        if (t.key === 'binRecycling') {
          const [c, fraction] = rng.pick(fractions);
          const cap = rng.pick([40, 60, 80, 120]);
          const name = `Kosz do segregacji odpadów ${brand} ${line} ${cap} l ${c.m} – ${fraction}`;
          return {
            name,
            producer: brand,
            color: c,
            content: null,
            salesUnit: 'szt.',
            netPrice: priceZl(rng, 90 + cap, 250 + cap * 3),
            art: 'recyclingBin',
            style: { color: c.hex, accent: ACCENT.recycling },
            eco: true,
            tags: ['recycling'],
            shortDescription: `Kosz ${cap} l do selektywnej zbiórki frakcji „${fraction}” z otworem wrzutowym w pokrywie.`,
            intro:
              `${name} ułatwia segregację odpadów zgodnie z obowiązującym w Polsce systemem kolorów. ` +
              'Otwór wrzutowy w pokrywie zapobiega wrzucaniu niewłaściwych odpadów, a wyjmowany worek opróżnia się w kilka sekund.',
            features: pickN(
              rng,
              [
                'Kolor zgodny z jednolitym systemem segregacji',
                'Naklejka z opisem frakcji w zestawie',
                'Uchwyt na worek pod pokrywą',
                'Tworzywo z recyklingu',
                'Łatwe mycie',
              ],
              3,
              4,
            ),
            usage: 'Do biur, szkół, urzędów, korytarzy i stref socjalnych w zakładach pracy.',
            specs: [
              ['Pojemność', `${cap} l`],
              ['Frakcja', fraction],
              ['Materiał', 'polipropylen'],
            ],
          };
        }
        const pedal = t.key === 'binPedal';
        const c = rng.weighted([COLORS.steel, COLORS.steelMatt, COLORS.white, COLORS.black, COLORS.grey], pedal ? [4, 2, 3, 2, 1] : [2, 1, 3, 2, 2]);
        const steel = c === COLORS.steel || c === COLORS.steelMatt;
        const cap = pedal ? rng.pick([3, 5, 12, 20, 30, 50]) : rng.pick([25, 50, 60]);
        const name = pedal
          ? `Kosz na śmieci pedałowy ${brand} ${line} ${cap} l ${c.m}`
          : `Kosz na śmieci z pokrywą uchylną ${brand} ${line} ${cap} l ${c.m}`;
        const price = priceZl(rng, (steel ? 80 : 40) + cap * 2, (steel ? 220 : 120) + cap * 6);
        return {
          name,
          producer: brand,
          color: c,
          content: null,
          salesUnit: 'szt.',
          netPrice: price,
          art: pedal ? 'pedalBin' : 'wasteBin',
          style: { color: c.hex, accent: ACCENT.bins },
          eco: false,
          tags: [pedal ? 'pedal' : 'swing'],
          shortDescription: `${pedal ? 'Kosz pedałowy' : 'Kosz z pokrywą uchylną'} o pojemności ${cap} l${steel ? ' ze stali nierdzewnej' : ''}.`,
          intro:
            `${name} ${pedal ? 'otwiera się naciśnięciem pedału, więc nie trzeba dotykać pokrywy rękami' : 'ma lekką pokrywę uchylną, która zawsze wraca na miejsce i zasłania zawartość'}. ` +
            (steel
              ? 'Stalowa obudowa jest odporna na uszkodzenia i dobrze wygląda w reprezentacyjnych łazienkach.'
              : 'Wytrzymałe tworzywo łatwo utrzymać w czystości.'),
          features: pickN(
            rng,
            [
              'Wyjmowane wiadro wewnętrzne',
              pedal ? 'Cichy mechanizm domykania pokrywy' : 'Pokrywa zdejmowana do mycia',
              'Antypoślizgowa podstawa',
              'Ukryty uchwyt na worek',
              steel ? 'Powłoka ograniczająca widoczność odcisków palców' : 'Tworzywo odporne na środki czyszczące',
            ],
            3,
            4,
          ),
          usage: rng.pick([
            'Do łazienek, kuchni, biur, gabinetów i pokoi hotelowych.',
            'Sprawdzi się w toaletach publicznych, restauracjach i pomieszczeniach socjalnych.',
          ]),
          specs: [
            ['Pojemność', `${cap} l`],
            ['Materiał', steel ? 'stal nierdzewna, wiadro z tworzywa' : 'polipropylen'],
          ],
        };
      },
    }),
  );
}
