/**
 * The demo catalogue's safety data sheets (issue 34, REACH art. 31): the seed gives every
 * classified formulation a sheet key (seed/safety.ts seedHazardOf), which the product pages link;
 * this module makes the PDFs those keys name and puts them into the local DOCUMENTS bucket, so that
 * the links of a seeded shop open a sheet rather than a 404. A sheet has the 16 sections of REACH
 * annex II, filled from the product's CLP row (its statements in their official wording, via
 * #lib/clp/statements.ts) and from texts chosen by the hazards its H statements name (corrosive,
 * flammable, aerosol, irritant, toxic to aquatic life). Every page says it is a demonstration
 * document: the sheets describe no real product.
 *
 * Deterministic like the model withdrawal form (scripts/build/withdrawal-form-pdf.ts): the PDF's
 * dates are the sheet's date, the font subsets have fixed names and are cut to a fixed character
 * set (plus the sheet's own rarer letters), so the same sheet gives the same bytes, and one font
 * cut serves nearly every sheet of a seed.
 */
import path from 'node:path';
import type { R2Bucket } from '@cloudflare/workers-types';
import fontkit from '@pdf-lib/fontkit';
import { type EmbedFontOptions, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { isGhsPictogram, pictogramAlt } from '#lib/clp/pictograms.ts';
import { statementText } from '#lib/clp/statements.ts';
import { formatDate } from '#lib/dates.ts';
import { SELLER, SELLER_ADDRESS, SHOP_NAME } from '#lib/seller.ts';
import { A4, charactersOf, drawLines, interAt, measuredByWords, wrapText } from '../build/pdf-text.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import { repoRoot, wranglerStateDir } from '../lib/paths.ts';
import type { Party } from './safety.ts';
import type { Catalogue, ProductHazardRow } from './types.ts';

export const DEMO_MARKING = 'DOKUMENT DEMONSTRACYJNY – wzór karty charakterystyki sklepu demonstracyjnego, nie dotyczy rzeczywistego produktu';
export const SHEET_VERSION = '1.0';
const REGULATION_NOTE = 'zgodnie z rozporządzeniem (WE) nr 1907/2006 (REACH), załącznik II, zmienionym rozporządzeniem Komisji (UE) 2020/878';

/** One sheet: a formulation and the products (pack sizes) that share it. */
export interface DemoSheet {
  /** The DOCUMENTS bucket key, e.g. karty-charakterystyki/zel-do-czyszczenia-wc-merida-sanitec-0a1b2c3d4e5f.pdf. */
  key: string;
  /** The date of the version, YYYY-MM-DD. */
  date: string;
  /** As seed/safety.ts names the sheet: `Karta charakterystyki: <trade name>`. */
  title: string;
  /** The formulation's name: the first product's name without its pack size. */
  tradeName: string;
  productNames: string[];
  /** The first product's CLP row; the others' differ in their pack size alone. */
  hazard: ProductHazardRow;
  /** The GPSR manufacturer, when it is not the seller (the supplier of section 1.3). */
  manufacturer: Party | null;
}

/** The product's name without its pack size, as seed/safety.ts seedHazardOf makes a formulation's name. */
function tradeNameOf(name: string, nominalQuantity: string | null): string {
  return nominalQuantity && name.endsWith(` ${nominalQuantity}`) ? name.slice(0, -nominalQuantity.length - 1) : name;
}

/** One sheet per distinct sheet key of the catalogue, in the order of the products first naming it. */
export function demoSheetsOf(catalogue: Catalogue): DemoSheet[] {
  const products = new Map(catalogue.products.map((product) => [product.id, product]));
  const safety = new Map(catalogue.productSafety.map((row) => [row.productId, row]));
  const sheets = new Map<string, DemoSheet>();
  for (const hazard of catalogue.productHazards) {
    if (hazard.sdsKey === null || hazard.sdsDate === null) continue;
    const product = products.get(hazard.productId);
    if (!product) throw new Error(`hazard row of product ${hazard.productId}, which the catalogue lacks`);
    const known = sheets.get(hazard.sdsKey);
    if (known) {
      known.productNames.push(product.name);
      continue;
    }
    const maker = safety.get(hazard.productId);
    const tradeName = tradeNameOf(product.name, hazard.nominalQuantity);
    sheets.set(hazard.sdsKey, {
      key: hazard.sdsKey,
      date: hazard.sdsDate,
      title: `Karta charakterystyki: ${tradeName}`,
      tradeName,
      productNames: [product.name],
      hazard,
      manufacturer:
        maker && maker.manufacturerName !== SELLER.name
          ? { name: maker.manufacturerName, address: maker.manufacturerAddress, email: maker.manufacturerEmail }
          : null,
    });
  }
  return [...sheets.values()];
}

/** Where the seed CLI writes the sheet list (JSON of DemoSheet[]) beside its SQL file. @example sheetListFileOf('.wrangler/seed.sql') // '.wrangler/seed.sql.sheets.json' */
export function sheetListFileOf(sqlFile: string): string {
  return `${sqlFile}.sheets.json`;
}

/** The file name of a sheet's key. */
export function sheetFileName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

// ---------------------------------------------------------------------------------------------
// The text: blocks of the 16 sections

type Block =
  | { kind: 'section'; text: string }
  | { kind: 'subsection'; text: string }
  /** A label in bold in the left column, its value beside it. */
  | { kind: 'field'; label: string; value: string }
  /** An H or P statement: its code in bold, its text beside it. */
  | { kind: 'statement'; code: string; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'pictograms'; codes: string[] };

/** What the H statements (and the substances) say of the mixture: the texts of sections 4–15 follow them. */
interface Profile {
  corrosive: boolean;
  corrodesMetals: boolean;
  flammableLiquid: boolean;
  aerosol: boolean;
  skinIrritant: boolean;
  eyeIrritant: boolean;
  aquatic: boolean;
  /** EUH031: a hypochlorite gives off chlorine with acids. */
  chlorine: boolean;
  acid: boolean;
  alkaline: boolean;
  solid: boolean;
  biocide: boolean;
}

const parseList = (json: string): string[] => JSON.parse(json) as string[];

function profileOf(sheet: DemoSheet): Profile {
  const codes = new Set(parseList(sheet.hazard.hazardStatements));
  const substances = parseList(sheet.hazard.substances).join(' ');
  const has = (...list: string[]) => list.some((code) => codes.has(code));
  return {
    corrosive: has('H314'),
    corrodesMetals: has('H290'),
    flammableLiquid: has('H224', 'H225', 'H226'),
    aerosol: has('H222', 'H223', 'H229'),
    skinIrritant: has('H315'),
    eyeIrritant: has('H319'),
    aquatic: has('H400', 'H410', 'H411', 'H412'),
    chlorine: has('EUH031') || substances.includes('podchloryn'),
    acid: /kwas/.test(substances),
    alkaline: /wodorotlenek|krzemian|podchloryn/.test(substances),
    solid: /^Proszek|tabletk/i.test(sheet.tradeName),
    biocide: /dezynfekcji/i.test(sheet.tradeName),
  };
}

/** CLP annex I hazard classes and categories the statements stand for, with their Polish names. */
const CLASSES: Readonly<Record<string, { class: string; name: string }>> = {
  H222: { class: 'Aerosol 1', name: 'aerozol, kategoria 1' },
  H223: { class: 'Aerosol 2', name: 'aerozol, kategoria 2' },
  H224: { class: 'Flam. Liq. 1', name: 'substancja ciekła łatwopalna, kategoria 1' },
  H225: { class: 'Flam. Liq. 2', name: 'substancja ciekła łatwopalna, kategoria 2' },
  H226: { class: 'Flam. Liq. 3', name: 'substancja ciekła łatwopalna, kategoria 3' },
  H290: { class: 'Met. Corr. 1', name: 'substancja powodująca korozję metali, kategoria 1' },
  H314: { class: 'Skin Corr. 1', name: 'działanie żrące na skórę, kategoria 1' },
  H315: { class: 'Skin Irrit. 2', name: 'działanie drażniące na skórę, kategoria 2' },
  H317: { class: 'Skin Sens. 1', name: 'działanie uczulające na skórę, kategoria 1' },
  H318: { class: 'Eye Dam. 1', name: 'poważne uszkodzenie oczu, kategoria 1' },
  H319: { class: 'Eye Irrit. 2', name: 'działanie drażniące na oczy, kategoria 2' },
  H336: { class: 'STOT SE 3', name: 'działanie toksyczne na narządy docelowe – narażenie jednorazowe, kategoria 3' },
  H400: { class: 'Aquatic Acute 1', name: 'zagrożenie dla środowiska wodnego – ostre, kategoria 1' },
  H410: { class: 'Aquatic Chronic 1', name: 'zagrożenie dla środowiska wodnego – przewlekłe, kategoria 1' },
  H411: { class: 'Aquatic Chronic 2', name: 'zagrożenie dla środowiska wodnego – przewlekłe, kategoria 2' },
  H412: { class: 'Aquatic Chronic 3', name: 'zagrożenie dla środowiska wodnego – przewlekłe, kategoria 3' },
};

/** The mixture's classification lines: `Skin Corr. 1, H314 (działanie żrące na skórę, kategoria 1)`; H229 joins its aerosol. */
function classificationLines(codes: readonly string[]): string[] {
  const lines: string[] = [];
  for (const code of codes) {
    if (code.startsWith('EUH') || (code === 'H229' && codes.some((other) => other === 'H222' || other === 'H223'))) continue;
    const known = CLASSES[code];
    const also = (code === 'H222' || code === 'H223') && codes.includes('H229') ? ', H229' : '';
    lines.push(known ? `${known.class}, ${code}${also} (${known.name})` : code);
  }
  return lines;
}

/** The demo formulations' substances (seed/safety.ts): identifiers, a typical concentration and their classification. */
const SUBSTANCES: Readonly<Record<string, { cas: string; ec: string; share: string; classes: string; limits?: string }>> = {
  'podchloryn sodu': { cas: '7681-52-9', ec: '231-668-3', share: '1–< 5 %', classes: 'Skin Corr. 1B, H314; Aquatic Acute 1, H400 (M = 10); EUH031' },
  'wodorotlenek sodu': {
    cas: '1310-73-2',
    ec: '215-185-5',
    share: '0,5–< 5 %',
    classes: 'Met. Corr. 1, H290; Skin Corr. 1A, H314',
    limits: 'NDS 0,5 mg/m³, NDSCh 1 mg/m³',
  },
  etanol: { cas: '64-17-5', ec: '200-578-6', share: '60–< 80 %', classes: 'Flam. Liq. 2, H225; Eye Irrit. 2, H319', limits: 'NDS 1900 mg/m³' },
  'kwas fosforowy': {
    cas: '7664-38-2',
    ec: '231-633-2',
    share: '15–< 30 %',
    classes: 'Met. Corr. 1, H290; Skin Corr. 1B, H314',
    limits: 'NDS 1 mg/m³, NDSCh 2 mg/m³',
  },
  'metakrzemian disodu': {
    cas: '6834-92-0',
    ec: '229-912-9',
    share: '30–< 50 %',
    classes: 'Met. Corr. 1, H290; Skin Corr. 1B, H314; STOT SE 3, H335',
  },
  'węglan sodu': { cas: '497-19-8', ec: '207-838-8', share: '10–< 30 %', classes: 'Eye Irrit. 2, H319' },
  'alkohole C12-14, etoksylowane': { cas: '68439-50-9', ec: 'polimer', share: '5–< 15 %', classes: 'Acute Tox. 4, H302; Eye Dam. 1, H318' },
};

/** The H codes of a substance's classification text. */
const hCodesOf = (classes: string): string[] => classes.match(/\b(?:EUH|H)\d{3}\b/g) ?? [];

/** 1.2: what the mixture is for, by its name. */
function intendedUseOf(name: string): string {
  if (/dezynfekcji rąk/i.test(name)) return 'Higieniczna dezynfekcja rąk (produkt biobójczy, grupa produktowa 1).';
  if (/dezynfekcji/i.test(name)) return 'Dezynfekcja powierzchni (produkt biobójczy, grupa produktowa 2).';
  if (/odświeżacz/i.test(name)) return 'Odświeżanie powietrza w pomieszczeniach.';
  if (/nabłyszczacz/i.test(name)) return 'Nabłyszczanie naczyń w zmywarkach (zastosowanie profesjonalne).';
  if (/zmywar/i.test(name)) return 'Mycie naczyń w zmywarkach gastronomicznych (zastosowanie profesjonalne).';
  if (/naczyń/i.test(name)) return 'Ręczne mycie naczyń.';
  if (/WC|sanitariat|łazien|odkamieniacz/i.test(name)) return 'Mycie i usuwanie osadów w sanitariatach.';
  if (/kuchen|odtłuszcz/i.test(name)) return 'Usuwanie tłuszczu z powierzchni kuchennych.';
  if (/podłóg/i.test(name)) return 'Mycie podłóg (koncentrat do rozcieńczania wodą).';
  return 'Środek czyszczący do powierzchni twardych.';
}

interface Transport {
  un: string;
  name: string;
  class: string;
  group: string;
}

/** Section 14 (ADR): by the hazards and the substances; null when the mixture is not dangerous goods. */
function transportOf(profile: Profile, substances: readonly string[]): Transport | null {
  if (profile.aerosol) return { un: 'UN 1950', name: 'AEROZOLE', class: '2 (kod klasyfikacyjny 5F)', group: 'nie dotyczy' };
  if (profile.flammableLiquid) {
    return substances.includes('etanol')
      ? { un: 'UN 1170', name: 'ETANOL, ROZTWÓR', class: '3', group: 'II' }
      : { un: 'UN 1993', name: 'MATERIAŁ ZAPALNY CIEKŁY, I.N.O.', class: '3', group: 'II' };
  }
  if (!profile.corrosive) return null;
  if (substances.includes('podchloryn sodu')) return { un: 'UN 1791', name: 'PODCHLORYN W ROZTWORZE', class: '8', group: 'III' };
  if (substances.includes('kwas fosforowy')) return { un: 'UN 1805', name: 'KWAS FOSFOROWY, ROZTWÓR', class: '8', group: 'III' };
  if (substances.includes('metakrzemian disodu')) return { un: 'UN 3253', name: 'TRIOKSOKRZEMIAN DISODU', class: '8', group: 'III' };
  if (substances.includes('wodorotlenek sodu')) return { un: 'UN 1824', name: 'WODOROTLENEK SODU, ROZTWÓR', class: '8', group: 'II' };
  return { un: 'UN 1760', name: 'MATERIAŁ ŻRĄCY CIEKŁY, I.N.O.', class: '8', group: 'III' };
}

const NOT_MET = 'Na podstawie dostępnych danych kryteria klasyfikacji nie są spełnione.';

/** The sheet as blocks, section by section. */
function sheetBlocks(sheet: DemoSheet): Block[] {
  const hazard = sheet.hazard;
  const pictograms = parseList(hazard.pictograms);
  const hCodes = parseList(hazard.hazardStatements);
  const pCodes = parseList(hazard.precautionaryStatements);
  const substances = parseList(hazard.substances);
  const p = profileOf(sheet);
  const transport = transportOf(p, substances);
  const blocks: Block[] = [];
  const section = (number: number, title: string) => blocks.push({ kind: 'section', text: `SEKCJA ${number}: ${title}` });
  const sub = (text: string) => blocks.push({ kind: 'subsection', text });
  const field = (label: string, value: string) => blocks.push({ kind: 'field', label, value });
  const text = (value: string) => blocks.push({ kind: 'text', text: value });
  const statement = (code: string) => blocks.push({ kind: 'statement', code, text: statementText(code) ?? '' });

  section(1, 'Identyfikacja substancji/mieszaniny i identyfikacja przedsiębiorstwa');
  sub('1.1. Identyfikator produktu');
  field('Nazwa handlowa', sheet.tradeName);
  field('Produkty (opakowania)', sheet.productNames.join('; '));
  if (hazard.ufi) field('UFI', hazard.ufi);
  sub('1.2. Istotne zidentyfikowane zastosowania substancji lub mieszaniny oraz zastosowania odradzane');
  field('Zastosowanie', intendedUseOf(sheet.tradeName));
  field('Zastosowania odradzane', 'Inne niż wymienione powyżej.');
  sub('1.3. Dane dotyczące dostawcy karty charakterystyki');
  field('Dostawca', `${SELLER.name}, ${SELLER_ADDRESS}, Polska`);
  field('Telefon', SELLER.phone);
  field('E-mail osoby odpowiedzialnej za kartę', SELLER.email);
  if (sheet.manufacturer) field('Producent', `${sheet.manufacturer.name}, ${sheet.manufacturer.address}, ${sheet.manufacturer.email}`);
  sub('1.4. Numer telefonu alarmowego');
  field('Numer alarmowy', '112 (ogólnoeuropejski numer alarmowy, całodobowo)');
  field('Dostawca', `${SELLER.phone} (w godzinach pracy biura)`);

  section(2, 'Identyfikacja zagrożeń');
  sub('2.1. Klasyfikacja substancji lub mieszaniny');
  text('Klasyfikacja zgodnie z rozporządzeniem (WE) nr 1272/2008 (CLP):');
  for (const line of classificationLines(hCodes)) text(line);
  sub('2.2. Elementy oznakowania');
  if (pictograms.length > 0) {
    blocks.push({ kind: 'pictograms', codes: pictograms });
    field('Piktogramy', pictograms.map((code) => (isGhsPictogram(code) ? pictogramAlt(code) : code)).join('; '));
  }
  if (hazard.signalWord) field('Hasło ostrzegawcze', hazard.signalWord);
  if (substances.length > 0) field('Zawiera', substances.join(', '));
  text('Zwroty wskazujące rodzaj zagrożenia:');
  for (const code of hCodes.filter((code) => !code.startsWith('EUH'))) statement(code);
  text('Zwroty wskazujące środki ostrożności:');
  for (const code of pCodes) statement(code);
  const euh = hCodes.filter((code) => code.startsWith('EUH'));
  if (euh.length > 0 || hazard.supplementalInformation) {
    text('Informacje uzupełniające:');
    for (const code of euh) statement(code);
    if (hazard.supplementalInformation) text(hazard.supplementalInformation);
  }
  sub('2.3. Inne zagrożenia');
  text(
    'Mieszanina nie zawiera substancji spełniających kryteria PBT lub vPvB (załącznik XIII REACH) ani substancji o właściwościach zaburzających funkcjonowanie układu hormonalnego w stężeniu ≥ 0,1 %.',
  );

  section(3, 'Skład/informacja o składnikach');
  sub('3.2. Mieszaniny');
  if (substances.length === 0) {
    text('Mieszanina nie zawiera substancji, które należy wymienić w tej sekcji, w stężeniach wymagających ich ujawnienia. Skład: sekcja 2.2.');
  }
  for (const name of substances) {
    const known = SUBSTANCES[name];
    field(
      name,
      known ? `nr CAS: ${known.cas}; nr WE: ${known.ec}; stężenie: ${known.share}; klasyfikacja: ${known.classes}` : 'dane identyfikacyjne: brak',
    );
  }

  section(4, 'Środki pierwszej pomocy');
  sub('4.1. Opis środków pierwszej pomocy');
  field(
    'Wdychanie',
    p.aerosol || p.flammableLiquid
      ? 'Wyprowadzić poszkodowanego na świeże powietrze; zapewnić spokój. Przy utrzymujących się dolegliwościach zasięgnąć porady lekarza.'
      : 'Wyprowadzić poszkodowanego na świeże powietrze. Przy dolegliwościach zasięgnąć porady lekarza.',
  );
  field(
    'Kontakt ze skórą',
    p.corrosive
      ? 'Natychmiast zdjąć zanieczyszczoną odzież. Spłukać skórę dużą ilością wody przez co najmniej 15 minut. Natychmiast skontaktować się z lekarzem.'
      : 'Umyć skórę wodą z mydłem. W przypadku wystąpienia podrażnienia zasięgnąć porady lekarza.',
  );
  field(
    'Kontakt z oczami',
    p.corrosive
      ? 'Natychmiast płukać oczy dużą ilością wody przez co najmniej 15 minut przy odchylonych powiekach; wyjąć soczewki kontaktowe, jeżeli są i można je łatwo usunąć. Natychmiast skontaktować się z lekarzem okulistą.'
      : 'Ostrożnie płukać wodą przez kilka minut; wyjąć soczewki kontaktowe, jeżeli są i można je łatwo usunąć. W przypadku utrzymującego się działania drażniącego zasięgnąć porady lekarza.',
  );
  field(
    'Połknięcie',
    p.corrosive
      ? 'Wypłukać usta wodą, NIE wywoływać wymiotów (ryzyko perforacji). Podać do wypicia niewielką ilość wody. Natychmiast skontaktować się z lekarzem i pokazać etykietę.'
      : 'Wypłukać usta wodą. Nie wywoływać wymiotów. W razie złego samopoczucia zasięgnąć porady lekarza i pokazać etykietę.',
  );
  field(
    '4.2. Najważniejsze objawy i skutki narażenia',
    p.corrosive
      ? 'Oparzenia skóry i błon śluzowych, ból, zaczerwienienie; ryzyko trwałego uszkodzenia oczu. Po połknięciu oparzenia jamy ustnej, przełyku i żołądka.'
      : p.eyeIrritant || p.skinIrritant
        ? 'Zaczerwienienie, łzawienie i pieczenie oczu; przy dłuższym kontakcie podrażnienie skóry.'
        : 'Przy wdychaniu dużych stężeń par: ból i zawroty głowy. Innych objawów nie stwierdzono.',
  );
  field('4.3. Wskazania dla lekarza', 'Leczenie objawowe. Pokazać lekarzowi etykietę lub niniejszą kartę charakterystyki.');

  section(5, 'Postępowanie w przypadku pożaru');
  sub('5.1. Środki gaśnicze');
  if (p.flammableLiquid || p.aerosol) {
    field('Odpowiednie', 'Piana odporna na alkohol, proszek gaśniczy, dwutlenek węgla, rozproszony strumień wody.');
    field('Niewłaściwe', 'Zwarty strumień wody (może rozprzestrzenić pożar).');
  } else {
    field('Odpowiednie', 'Mieszanina niepalna: środki gaśnicze dobrać do materiałów palących się w otoczeniu.');
    field('Niewłaściwe', 'Brak.');
  }
  sub('5.2. Szczególne zagrożenia związane z substancją lub mieszaniną');
  text(
    [
      p.flammableLiquid
        ? 'Pary są cięższe od powietrza i tworzą z nim mieszaniny wybuchowe; mogą przemieszczać się do odległych źródeł zapłonu.'
        : '',
      p.aerosol ? 'Pojemniki pod ciśnieniem ogrzane mogą wybuchnąć; rozerwane pojemniki mogą przemieszczać się z dużą prędkością.' : '',
      p.chlorine ? 'W wysokiej temperaturze i w kontakcie z kwasami wydziela się toksyczny chlor.' : '',
      'W czasie pożaru mogą powstawać tlenki węgla i inne toksyczne gazy.',
    ]
      .filter(Boolean)
      .join(' '),
  );
  field(
    '5.3. Informacje dla straży pożarnej',
    'Stosować niezależny aparat oddechowy i odzież ochronną. Zagrożone pojemniki chłodzić rozproszonym strumieniem wody z bezpiecznej odległości.',
  );

  section(6, 'Postępowanie w przypadku niezamierzonego uwolnienia do środowiska');
  field(
    '6.1. Indywidualne środki ostrożności',
    `Stosować środki ochrony indywidualnej (sekcja 8). Zapewnić wentylację.${p.flammableLiquid || p.aerosol ? ' Usunąć źródła zapłonu; nie palić.' : ''}${p.corrosive ? ' Unikać kontaktu ze skórą i oczami.' : ''}`,
  );
  field(
    '6.2. Ochrona środowiska',
    p.aquatic
      ? 'Nie dopuścić do przedostania się do kanalizacji, wód powierzchniowych i gleby: mieszanina bardzo toksyczna dla organizmów wodnych. Powiadomić właściwe służby.'
      : 'Nie dopuścić do przedostania się nierozcieńczonego produktu do kanalizacji i wód.',
  );
  field(
    '6.3. Usuwanie skażenia',
    p.solid
      ? 'Zebrać mechanicznie na sucho, unikając pylenia, do oznakowanego pojemnika. Resztki spłukać dużą ilością wody.'
      : p.aerosol
        ? 'Uszkodzone pojemniki zebrać do zamykanego pojemnika; wyciek przysypać niepalnym materiałem chłonnym.'
        : 'Przysypać niepalnym materiałem chłonnym (piasek, ziemia okrzemkowa, uniwersalny sorbent), zebrać do oznakowanego pojemnika. Miejsce spłukać wodą.',
  );
  field('6.4. Odniesienia do innych sekcji', 'Środki ochrony indywidualnej: sekcja 8. Postępowanie z odpadami: sekcja 13.');

  section(7, 'Postępowanie z substancjami i mieszaninami oraz ich magazynowanie');
  sub('7.1. Środki ostrożności dotyczące bezpiecznego postępowania');
  text(
    [
      'Stosować zgodnie z etykietą. Unikać kontaktu z oczami',
      p.corrosive ? ' i skórą; nosić rękawice i okulary ochronne.' : '.',
      p.chlorine ? ' Nie mieszać z innymi środkami czyszczącymi, zwłaszcza kwaśnymi.' : '',
      p.flammableLiquid || p.aerosol ? ' Trzymać z dala od źródeł ciepła i otwartego ognia; nie palić.' : '',
      ' Nie jeść, nie pić i nie palić podczas używania produktu; po pracy umyć ręce.',
    ].join(''),
  );
  sub('7.2. Warunki bezpiecznego magazynowania, łącznie z informacjami dotyczącymi wszelkich wzajemnych niezgodności');
  text(
    [
      'Przechowywać w oryginalnym, szczelnie zamkniętym opakowaniu, w miejscu niedostępnym dla dzieci',
      p.aerosol ? ', chronić przed światłem słonecznym i nie wystawiać na działanie temperatury powyżej 50 °C.' : ', w temperaturze 5–25 °C.',
      p.flammableLiquid ? ' Przechowywać w dobrze wentylowanym, chłodnym miejscu, z dala od źródeł zapłonu.' : '',
      p.corrodesMetals ? ' Przechowywać w pojemniku odpornym na korozję.' : '',
      p.chlorine ? ' Nie przechowywać razem z kwasami.' : '',
      p.acid ? ' Nie przechowywać razem z zasadami i podchlorynami.' : '',
    ].join(''),
  );
  field('7.3. Szczególne zastosowania końcowe', 'Zgodnie z sekcją 1.2.');

  section(8, 'Kontrola narażenia/środki ochrony indywidualnej');
  sub('8.1. Parametry dotyczące kontroli');
  const limits = substances.flatMap((name) => {
    const known = SUBSTANCES[name];
    return known?.limits ? [`${name}: ${known.limits}`] : [];
  });
  text(
    limits.length > 0
      ? `Najwyższe dopuszczalne stężenia w środowisku pracy (rozporządzenie Ministra Rodziny, Pracy i Polityki Społecznej z dnia 12 czerwca 2018 r., Dz.U. 2018 poz. 1286 z późn. zm.): ${limits.join('; ')}.`
      : 'Składniki mieszaniny nie mają ustalonych wartości najwyższych dopuszczalnych stężeń w środowisku pracy.',
  );
  sub('8.2. Kontrola narażenia');
  field('Techniczne środki kontroli', 'Zapewnić dobrą wentylację ogólną pomieszczenia.');
  field(
    'Ochrona oczu lub twarzy',
    p.corrosive
      ? 'Szczelne gogle ochronne lub osłona twarzy (PN-EN 166).'
      : p.eyeIrritant
        ? 'Okulary ochronne z osłonami bocznymi (PN-EN 166) przy ryzyku rozprysku.'
        : 'Niewymagana przy stosowaniu zgodnie z przeznaczeniem.',
  );
  field(
    'Ochrona rąk',
    p.corrosive
      ? 'Rękawice ochronne z kauczuku nitrylowego, grubość ≥ 0,4 mm, czas przebicia > 480 min (PN-EN ISO 374-1).'
      : p.biocide && p.flammableLiquid
        ? 'Niewymagana przy stosowaniu zgodnie z przeznaczeniem.'
        : 'Przy dłuższym kontakcie rękawice ochronne nitrylowe (PN-EN ISO 374-1).',
  );
  field('Ochrona skóry', p.corrosive ? 'Odzież robocza z długim rękawem, fartuch kwasoodporny lub ługoodporny.' : 'Odzież robocza.');
  field('Ochrona dróg oddechowych', 'Niewymagana przy dobrej wentylacji.');
  field('Kontrola narażenia środowiska', 'Nie dopuścić do przedostania się nierozcieńczonego produktu do kanalizacji.');

  section(9, 'Właściwości fizyczne i chemiczne');
  sub('9.1. Informacje na temat podstawowych właściwości fizycznych i chemicznych');
  field(
    'Stan skupienia',
    p.solid ? 'ciało stałe (proszek)' : p.aerosol ? 'aerozol (ciecz z gazem nośnym)' : /^Żel/.test(sheet.tradeName) ? 'ciecz (żel)' : 'ciecz',
  );
  field('Barwa', p.solid ? 'biała' : 'bezbarwna do lekko zabarwionej');
  field('Zapach', p.chlorine ? 'chloru' : p.flammableLiquid ? 'alkoholowy' : 'charakterystyczny, kompozycji zapachowej');
  field('Palność', p.aerosol ? 'aerozol skrajnie łatwopalny' : p.flammableLiquid ? 'ciecz wysoce łatwopalna' : 'niepalna');
  field('Granice wybuchowości', p.flammableLiquid ? 'ok. 3,3–19 % obj. (etanol)' : p.aerosol ? 'ok. 1,8–9,5 % obj. (gaz nośny)' : 'nie dotyczy');
  field('Temperatura zapłonu', p.flammableLiquid ? '< 23 °C (tygiel zamknięty)' : p.aerosol ? 'nie dotyczy (aerozol)' : 'nie dotyczy');
  field('pH', p.acid ? '< 2' : p.solid ? 'ok. 12 (roztwór 1 %)' : p.alkaline ? '> 12' : p.aerosol ? 'nie dotyczy' : '6–8');
  field(
    'Gęstość',
    p.solid
      ? 'gęstość nasypowa 0,9–1,1 g/cm³'
      : p.flammableLiquid
        ? '0,87–0,89 g/cm³ (20 °C)'
        : p.aerosol
          ? 'brak danych'
          : p.acid
            ? '1,10–1,20 g/cm³ (20 °C)'
            : '1,00–1,10 g/cm³ (20 °C)',
  );
  field('Rozpuszczalność w wodzie', p.solid ? 'dobrze rozpuszczalny' : 'całkowicie mieszalna');
  field('Pozostałe właściwości', 'Temperatura wrzenia i topnienia, prężność par, lepkość, współczynnik podziału n-oktanol/woda: brak danych.');
  field('9.2. Inne informacje', 'Brak dodatkowych informacji.');

  section(10, 'Stabilność i reaktywność');
  field(
    '10.1. Reaktywność',
    p.acid
      ? 'Reaguje z zasadami; z metalami może wydzielać wodór.'
      : p.chlorine
        ? 'Z kwasami wydziela toksyczny chlor.'
        : p.alkaline
          ? 'Reaguje z kwasami; z aluminium i cynkiem może wydzielać wodór.'
          : 'W normalnych warunkach niereaktywna.',
  );
  field('10.2. Stabilność chemiczna', 'Stabilna w zalecanych warunkach magazynowania (sekcja 7).');
  field(
    '10.3. Niebezpieczne reakcje',
    p.chlorine
      ? 'Z kwasami i środkami zawierającymi amoniak: wydzielanie chloru i chloramin.'
      : 'Nie są znane przy stosowaniu zgodnie z przeznaczeniem.',
  );
  field(
    '10.4. Warunki, których należy unikać',
    p.flammableLiquid || p.aerosol
      ? 'Ciepło, iskry, otwarty ogień, temperatura powyżej 50 °C.'
      : 'Wysoka temperatura, zamarzanie, bezpośrednie nasłonecznienie.',
  );
  field(
    '10.5. Materiały niezgodne',
    p.acid
      ? 'Zasady, podchloryny, metale lekkie.'
      : p.chlorine
        ? 'Kwasy, amoniak, środki redukujące.'
        : p.alkaline
          ? 'Kwasy, aluminium, cynk.'
          : 'Silne utleniacze.',
  );
  field(
    '10.6. Niebezpieczne produkty rozkładu',
    p.chlorine ? 'Chlor, chlorowodór.' : 'Przy stosowaniu i przechowywaniu zgodnie z przeznaczeniem nie powstają.',
  );

  section(11, 'Informacje toksykologiczne');
  sub('11.1. Informacje na temat klas zagrożenia zdefiniowanych w rozporządzeniu (WE) nr 1272/2008');
  field(
    'Działanie żrące/drażniące na skórę',
    p.corrosive ? 'Powoduje poważne oparzenia skóry (H314).' : p.skinIrritant ? 'Działa drażniąco na skórę (H315).' : NOT_MET,
  );
  field(
    'Uszkodzenie oczu/działanie drażniące',
    p.corrosive ? 'Powoduje poważne uszkodzenie oczu.' : p.eyeIrritant ? 'Działa drażniąco na oczy (H319).' : NOT_MET,
  );
  field(
    'Pozostałe klasy zagrożenia',
    `Toksyczność ostra, działanie uczulające, mutagenne, rakotwórcze i szkodliwe na rozrodczość, działanie toksyczne na narządy docelowe, zagrożenie spowodowane aspiracją: ${NOT_MET.charAt(0).toLowerCase()}${NOT_MET.slice(1)}`,
  );
  field(
    '11.2. Inne zagrożenia',
    'Mieszanina nie zawiera substancji o właściwościach zaburzających funkcjonowanie układu hormonalnego w stężeniu ≥ 0,1 %.',
  );

  section(12, 'Informacje ekologiczne');
  field(
    '12.1. Toksyczność',
    p.aquatic
      ? 'Działa bardzo toksycznie na organizmy wodne (H400).'
      : 'Mieszanina nie jest sklasyfikowana jako stwarzająca zagrożenie dla środowiska.',
  );
  field(
    '12.2. Trwałość i zdolność do rozkładu',
    p.aerosol
      ? 'Brak danych dla mieszaniny.'
      : substances.includes('etanol')
        ? 'Etanol łatwo ulega biodegradacji.'
        : 'Środki powierzchniowo czynne zawarte w mieszaninie spełniają kryteria biodegradowalności rozporządzenia (WE) nr 648/2004.',
  );
  field('12.3. Zdolność do bioakumulacji', 'Nie przewiduje się.');
  field('12.4. Mobilność w glebie', 'Mieszanina rozpuszczalna w wodzie, mobilna w glebie.');
  field('12.5. Wyniki oceny PBT i vPvB', 'Składniki nie spełniają kryteriów PBT ani vPvB.');
  field('12.6. Zaburzanie układu hormonalnego', 'Brak.');
  field('12.7. Inne szkodliwe skutki', 'Nie są znane.');

  section(13, 'Postępowanie z odpadami');
  sub('13.1. Metody unieszkodliwiania odpadów');
  text('Nie usuwać do kanalizacji ani razem z odpadami komunalnymi w postaci nierozcieńczonej. Przekazać uprawnionemu odbiorcy odpadów.');
  field(
    'Kod odpadu',
    p.aerosol
      ? '16 05 04* (gazy w pojemnikach zawierające substancje niebezpieczne)'
      : p.flammableLiquid
        ? '20 01 13* (rozpuszczalniki)'
        : '20 01 29* (detergenty zawierające substancje niebezpieczne)',
  );
  field(
    'Opakowania',
    p.aerosol
      ? '15 01 11* (opakowania z metali zawierające niebezpieczne porowate elementy wzmocnienia konstrukcyjnego, w tym puste pojemniki ciśnieniowe)'
      : '15 01 10* (opakowania zawierające pozostałości substancji niebezpiecznych)',
  );
  field(
    'Przepisy',
    'Ustawa z dnia 14 grudnia 2012 r. o odpadach; ustawa z dnia 13 czerwca 2013 r. o gospodarce opakowaniami i odpadami opakowaniowymi.',
  );

  section(14, 'Informacje dotyczące transportu');
  if (transport) {
    field('14.1. Numer UN', transport.un);
    field('14.2. Nazwa przewozowa UN', transport.name);
    field('14.3. Klasa (ADR)', transport.class);
    field('14.4. Grupa pakowania', transport.group);
    field('14.5. Zagrożenia dla środowiska', p.aquatic ? 'tak (materiał zagrażający środowisku)' : 'nie');
    field(
      '14.6. Środki ostrożności',
      'Przewozić w pozycji pionowej, w oryginalnych zamkniętych opakowaniach; ilości ograniczone (LQ) według działu 3.4 ADR.',
    );
  } else {
    text('Mieszanina nie jest materiałem niebezpiecznym w rozumieniu przepisów ADR/RID, IMDG i ICAO/IATA.');
  }
  field('14.7. Transport morski luzem', 'Nie dotyczy.');

  section(15, 'Informacje dotyczące przepisów prawnych');
  sub('15.1. Przepisy prawne dotyczące bezpieczeństwa, zdrowia i ochrony środowiska specyficzne dla substancji lub mieszaniny');
  text(
    [
      'Rozporządzenie (WE) nr 1907/2006 (REACH) wraz z rozporządzeniem Komisji (UE) 2020/878; rozporządzenie (WE) nr 1272/2008 (CLP)',
      p.biocide
        ? '; rozporządzenie (UE) nr 528/2012 w sprawie produktów biobójczych'
        : p.aerosol
          ? ''
          : '; rozporządzenie (WE) nr 648/2004 w sprawie detergentów',
      p.aerosol ? '; dyrektywa 75/324/EWG w sprawie dozowników aerozolu' : '',
      '; ustawa z dnia 25 lutego 2011 r. o substancjach chemicznych i ich mieszaninach.',
    ].join(''),
  );
  field('15.2. Ocena bezpieczeństwa chemicznego', 'Dla mieszaniny nie przeprowadzono oceny bezpieczeństwa chemicznego.');

  section(16, 'Inne informacje');
  field('Data sporządzenia', formatDate(sheet.date));
  field('Wersja', `Wersja ${SHEET_VERSION} (pierwsze wydanie)`);
  const listed = new Set(hCodes);
  const fromSubstances = [...new Set(substances.flatMap((name) => hCodesOf(SUBSTANCES[name]?.classes ?? '')))].filter((code) => !listed.has(code));
  if (fromSubstances.length > 0) {
    text('Pełne brzmienie zwrotów H z sekcji 3, niewymienionych w sekcji 2:');
    for (const code of fromSubstances) statement(code);
  }
  field(
    'Metoda klasyfikacji',
    'Na podstawie danych o składnikach, metodą obliczeniową (art. 9 ust. 4 rozporządzenia (WE) nr 1272/2008); zagrożenia fizyczne na podstawie danych z badań.',
  );
  field(
    'Skróty',
    'CLP, REACH – rozporządzenia (WE) nr 1272/2008 i 1907/2006; UFI – niepowtarzalny identyfikator postaci; NDS, NDSCh – najwyższe dopuszczalne stężenie (chwilowe); PBT, vPvB – substancje trwałe, wykazujące zdolność do bioakumulacji i toksyczne (bardzo trwałe i o bardzo dużej zdolności do bioakumulacji); ADR – umowa o międzynarodowym przewozie drogowym towarów niebezpiecznych.',
  );
  text(
    `${DEMO_MARKING}. Dane są przykładowe, wygenerowane dla sklepu ${SHOP_NAME}: nie służą do oceny ryzyka ani do postępowania z rzeczywistą mieszaniną.`,
  );
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// The PDF

/** The side margins, 15 mm; the banner and the footer sit 10 mm from the top and the bottom edge. */
const MARGIN = 42.52;
const EDGE = 28.35;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const SIZE = { banner: 8, title: 14, name: 11, note: 7.5, pictogram: 6.5, section: 8.5, subsection: 8, text: 8, footer: 7.5 } as const;
const LEADING = 1.25;
const LABEL_WIDTH = 160;
const CODE_WIDTH = 86;
const COLUMN_GAP = 8;
const PICTOGRAM = 36;
const BANNER_FILL = rgb(1, 0.92, 0.92);
const BANNER_INK = rgb(0.62, 0, 0);
const SECTION_FILL = rgb(0.88, 0.9, 0.93);
const RULE = rgb(0.5, 0.5, 0.5);
const RED = rgb(0.85, 0, 0);
const WHITE = rgb(1, 1, 1);
/** The bottom of the text: the footer is below it. */
const TEXT_BOTTOM = EDGE + 20;

/**
 * The characters every sheet's fonts hold, whatever it draws: printable ASCII, the Polish letters
 * and the typography of the texts. A sheet adds only letters outside them (a foreign manufacturer's
 * address), so most sheets of a seed share one cut of the font.
 */
const BASE_CHARACTERS = (() => {
  let ascii = '';
  for (let code = 0x20; code < 0x7f; code += 1) ascii += String.fromCharCode(code);
  return `${ascii}ąćęłńóśźżĄĆĘŁŃÓŚŹŻ–—„”’°³≥≤·…×`;
})();

/** Cut fonts by weight and character set: cutting takes HarfBuzz about half a second. */
const fontCuts = new Map<string, Promise<Uint8Array>>();

function interCut(weight: number, characters: string): Promise<Uint8Array> {
  const key = `${weight}:${characters}`;
  let cut = fontCuts.get(key);
  if (!cut) {
    cut = interAt(weight, characters);
    fontCuts.set(key, cut);
  }
  return cut;
}

/** Every string a block draws. */
function blockTexts(block: Block): string[] {
  switch (block.kind) {
    case 'field':
      return [block.label, block.value];
    case 'statement':
      return [block.code, block.text];
    case 'pictograms':
      return block.codes;
    default:
      return [block.text];
  }
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const lineHeight = (size: number) => size * LEADING;

/** Lays the blocks out down A4 pages, adding pages as they fill, and answers the pages. */
function layOut(document: PDFDocument, fonts: Fonts, sheet: DemoSheet, blocks: readonly Block[]): PDFPage[] {
  const { regular, bold } = fonts;
  // Measured a word at a time: wrapping measures each line once per word it adds.
  const widths = { regular: measuredByWords(regular), bold: measuredByWords(bold) };
  const pages: PDFPage[] = [];
  let y = 0;

  /** A new page with its header, `y` at the top of its text. */
  const newPage = (): PDFPage => {
    const page = document.addPage([A4.width, A4.height]);
    pages.push(page);
    // The demonstration mark, on a tinted band at the top of every page.
    const banner = wrapText(DEMO_MARKING, widths.bold, SIZE.banner, TEXT_WIDTH - 12);
    const bannerHeight = banner.length * lineHeight(SIZE.banner) + 8;
    const top = A4.height - EDGE;
    page.drawRectangle({
      x: MARGIN,
      y: top - bannerHeight,
      width: TEXT_WIDTH,
      height: bannerHeight,
      color: BANNER_FILL,
      borderColor: BANNER_INK,
      borderWidth: 0.8,
    });
    drawLines(page, banner, { x: 0, y: top - 3, font: bold, size: SIZE.banner, centred: true, leading: LEADING, color: BANNER_INK });
    y = top - bannerHeight - 4;
    if (pages.length === 1) {
      y = drawLines(page, ['KARTA CHARAKTERYSTYKI'], { x: 0, y, font: bold, size: SIZE.title, centred: true, leading: LEADING });
      y = drawLines(page, wrapText(sheet.tradeName, widths.bold, SIZE.name, TEXT_WIDTH), {
        x: 0,
        y,
        font: bold,
        size: SIZE.name,
        centred: true,
        leading: LEADING,
      });
      const notes = [REGULATION_NOTE, `Data sporządzenia: ${formatDate(sheet.date)} · Wersja ${SHEET_VERSION}`];
      y = drawLines(page, notes, { x: 0, y, font: regular, size: SIZE.note, centred: true, leading: LEADING });
      y -= 6;
    } else {
      const running = wrapText(sheet.title, widths.bold, SIZE.note, TEXT_WIDTH)[0] ?? '';
      y = drawLines(page, [running], { x: MARGIN, y, font: bold, size: SIZE.note, leading: LEADING }) - 4;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + TEXT_WIDTH, y }, thickness: 0.5, color: RULE });
      y -= 4;
    }
    return page;
  };
  const line = lineHeight(SIZE.text);

  /** A block's height and how to draw it with its top at `top`. */
  const measure = (block: Block): { height: number; draw: (page: PDFPage, top: number) => void } => {
    switch (block.kind) {
      case 'section': {
        const lines = wrapText(block.text, widths.bold, SIZE.section, TEXT_WIDTH - 8);
        const band = lines.length * lineHeight(SIZE.section) + 5;
        return {
          height: band + 8,
          draw: (page, top) => {
            page.drawRectangle({ x: MARGIN, y: top - 6 - band, width: TEXT_WIDTH, height: band, color: SECTION_FILL });
            drawLines(page, lines, { x: MARGIN + 4, y: top - 7.5, font: bold, size: SIZE.section, leading: LEADING });
          },
        };
      }
      case 'subsection': {
        const lines = wrapText(block.text, widths.bold, SIZE.subsection, TEXT_WIDTH);
        return {
          height: lines.length * lineHeight(SIZE.subsection) + 2,
          draw: (page, top) => drawLines(page, lines, { x: MARGIN, y: top - 2, font: bold, size: SIZE.subsection, leading: LEADING }),
        };
      }
      case 'field':
      case 'statement': {
        const column = block.kind === 'field' ? LABEL_WIDTH : CODE_WIDTH;
        const left = wrapText(block.kind === 'field' ? block.label : block.code, widths.bold, SIZE.text, column);
        const right = wrapText(block.kind === 'field' ? block.value : block.text, widths.regular, SIZE.text, TEXT_WIDTH - column - COLUMN_GAP);
        // Statements are indented under the line that introduces them.
        const x = block.kind === 'field' ? MARGIN : MARGIN + 8;
        return {
          height: Math.max(left.length, right.length) * line,
          draw: (page, top) => {
            drawLines(page, left, { x, y: top, font: bold, size: SIZE.text, leading: LEADING });
            drawLines(page, right, { x: MARGIN + column + COLUMN_GAP, y: top, font: regular, size: SIZE.text, leading: LEADING });
          },
        };
      }
      case 'text': {
        const lines = wrapText(block.text, widths.regular, SIZE.text, TEXT_WIDTH);
        return {
          height: lines.length * line,
          draw: (page, top) => drawLines(page, lines, { x: MARGIN, y: top, font: regular, size: SIZE.text, leading: LEADING }),
        };
      }
      case 'pictograms': {
        // Each pictogram a red-bordered diamond with its code in it; the next field names them.
        const half = PICTOGRAM / 2;
        return {
          height: PICTOGRAM + 6,
          draw: (page, top) => {
            block.codes.forEach((code, index) => {
              const cx = MARGIN + LABEL_WIDTH + COLUMN_GAP + half + index * (PICTOGRAM + 10);
              const cy = top - 3 - half;
              page.drawSvgPath(`M 0 ${-half} L ${half} 0 L 0 ${half} L ${-half} 0 Z`, {
                x: cx,
                y: cy,
                borderColor: RED,
                borderWidth: 2.5,
                color: WHITE,
              });
              const width = bold.widthOfTextAtSize(code, SIZE.pictogram);
              page.drawText(code, { x: cx - width / 2, y: cy - SIZE.pictogram / 3, font: bold, size: SIZE.pictogram });
            });
          },
        };
      }
    }
  };

  const measured = blocks.map(measure);
  let page = newPage();
  measured.forEach((block, index) => {
    // A heading stays with what follows it: a section with its first subsection and that one's first block.
    let needed = block.height;
    for (let next = index; blocks[next]?.kind === 'section' || blocks[next]?.kind === 'subsection'; next += 1) {
      needed += measured[next + 1]?.height ?? 0;
    }
    if (y - needed < TEXT_BOTTOM) page = newPage();
    block.draw(page, y);
    y -= block.height;
  });

  // The footers, once the number of pages is known.
  const footer = `${SELLER.name} · Data sporządzenia: ${formatDate(sheet.date)} · Wersja ${SHEET_VERSION}`;
  pages.forEach((each, index) => {
    each.drawLine({ start: { x: MARGIN, y: EDGE + 11 }, end: { x: MARGIN + TEXT_WIDTH, y: EDGE + 11 }, thickness: 0.5, color: RULE });
    each.drawText(footer, { x: MARGIN, y: EDGE, font: regular, size: SIZE.footer });
    const number = `Strona ${index + 1} z ${pages.length}`;
    each.drawText(number, { x: MARGIN + TEXT_WIDTH - regular.widthOfTextAtSize(number, SIZE.footer), y: EDGE, font: regular, size: SIZE.footer });
  });
  return pages;
}

/**
 * fontkit's OpenType features, all off. pdf-lib draws glyphs at their own advances, never at the
 * positions fontkit's GPOS works out (kerning), and Inter's substitutions (GSUB) change no glyph of
 * these texts; laying each line out with them took two thirds of a render. A new object each time:
 * fontkit writes its defaults into the one it is given.
 */
const noFeatures = (): NonNullable<EmbedFontOptions['features']> => ({
  ccmp: false,
  locl: false,
  rlig: false,
  calt: false,
  clig: false,
  liga: false,
  rclt: false,
  curs: false,
  kern: false,
  mark: false,
  mkmk: false,
});

/** The sheet as an A4 PDF, the same bytes for the same sheet. */
export async function renderSafetyDataSheetPdf(sheet: DemoSheet): Promise<Uint8Array> {
  const blocks = sheetBlocks(sheet);
  const date = new Date(`${sheet.date}T00:00:00Z`);
  // The headers and footers: their dates and page numbers are in BASE_CHARACTERS.
  const drawn = [BASE_CHARACTERS, DEMO_MARKING, 'KARTA CHARAKTERYSTYKI', REGULATION_NOTE, sheet.title, SELLER.name, ...blocks.flatMap(blockTexts)];
  const characters = charactersOf(drawn);
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(fontkit);
  // Fixed subset tags (PDF 32000-1 §9.6.4), as in the model withdrawal form: no random bytes.
  const regular = await document.embedFont(await interCut(400, characters), {
    subset: false,
    customName: 'KARTAA+Inter-Regular',
    features: noFeatures(),
  });
  const bold = await document.embedFont(await interCut(700, characters), { subset: false, customName: 'KARTAB+Inter-Bold', features: noFeatures() });

  document.setTitle(sheet.title, { showInWindowTitleBar: true });
  document.setAuthor(SELLER.name);
  document.setSubject(`Karta charakterystyki (rozporządzenie (WE) nr 1907/2006, załącznik II). ${DEMO_MARKING}`);
  document.setKeywords(['karta charakterystyki', 'SDS', 'CLP', 'dokument demonstracyjny']);
  document.setLanguage('pl-PL');
  document.setCreator(SHOP_NAME);
  document.setProducer('pdf-lib');
  document.setCreationDate(date);
  document.setModificationDate(date);

  layOut(document, { regular, bold }, sheet, blocks);
  return document.save({ useObjectStreams: true });
}

// ---------------------------------------------------------------------------------------------
// The local bucket

/** Sheets rendered and put at a time: rendering is CPU work, putting is I/O. */
const PUT_CONCURRENCY = 4;

/**
 * Renders the sheets and puts them into the local DOCUMENTS bucket that `wrangler dev` and
 * `npm start` read: in-process through wrangler's platform proxy on the state in `persistTo`
 * (default .wrangler/state, wrangler's own), as scripts/build/social-image-bucket.ts does for the
 * social images. Headers as the admin API's upload sets them.
 */
export async function putDemoSheetsLocally(sheets: readonly DemoSheet[], persistTo: string = path.join(wranglerStateDir, 'state')): Promise<void> {
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ DOCUMENTS: R2Bucket }>({
    configPath: path.join(repoRoot, 'wrangler.toml'),
    // wrangler's `--persist-to DIR` keeps its state in DIR/v3.
    persist: { path: path.join(persistTo, 'v3') },
  });
  try {
    const bucket = proxy.env.DOCUMENTS;
    await mapConcurrently(sheets, PUT_CONCURRENCY, async (sheet) => {
      const pdf = await renderSafetyDataSheetPdf(sheet);
      await bucket.put(sheet.key, pdf, {
        httpMetadata: { contentType: 'application/pdf', contentDisposition: `inline; filename="${sheetFileName(sheet.key)}"` },
      });
    });
  } finally {
    await proxy.dispose();
  }
}
