// What the demo catalogue says about its products' safety (issue 34): the GPSR data of every
// product (its manufacturer, the responsible person in the Union for one outside it, warnings by
// product kind) and the CLP classification of its chemicals, per formulation. The classifications
// are what such mixtures typically carry on the Polish market: a hypochlorite WC gel (GHS05, GHS09,
// H314, H400, EUH031), an ethanol hand disinfectant (GHS02, GHS07, H225, H319), an alkaline
// degreaser, a phosphoric-acid descaler, aerosols; ordinary floor cleaners and soaps are not
// classified. Manufacturers' addresses are demo data; their e-mails use `.example` domains.
// No Node imports: the catalogue is also made inside workerd.

import type { GhsPictogram, SignalWord } from '#lib/clp/pictograms.ts';
import { encodeUfi } from '#lib/clp/ufi.ts';
import { safetyDataSheetKey } from '#lib/safety-data-sheets.ts';
import { SELLER, SELLER_ADDRESS } from '#lib/seller.ts';
import { SHOP_EMAIL_DOMAIN } from './content.ts';
import { hashString } from './rng.ts';

export interface Party {
  name: string;
  address: string;
  email: string;
}

interface ManufacturerDef {
  manufacturer: Party;
  /** GPSR art. 16: for a manufacturer outside the Union. */
  responsiblePerson: Party | null;
}

const party = (name: string, address: string, email: string): Party => ({ name, address, email });

/** The manufacturer behind each brand of the demo catalogue (seed/products.ts PRODUCERS). */
export const MANUFACTURERS: Readonly<Record<string, ManufacturerDef>> = {
  Merida: { manufacturer: party(SELLER.name, `${SELLER_ADDRESS}, Polska`, `bezpieczenstwo@${SHOP_EMAIL_DOMAIN}`), responsiblePerson: null },
  Tork: {
    manufacturer: party('Essity Hygiene and Health AB', 'Mölndalsvägen 30A, 412 63 Göteborg, Szwecja', 'produkty@tork.example'),
    responsiblePerson: null,
  },
  Katrin: {
    manufacturer: party('Metsä Tissue Oyj', 'Revontulenpuisto 2, 02100 Espoo, Finlandia', 'produkty@katrin.example'),
    responsiblePerson: null,
  },
  Mediclinics: {
    manufacturer: party('Mediclinics S.A.', 'Calle Industria 12, 08755 Castellbisbal, Hiszpania', 'info@mediclinics.example'),
    responsiblePerson: null,
  },
  Dyson: {
    manufacturer: party('Dyson Technology Ltd', 'Tetbury Hill, Malmesbury SN16 0RP, Wielka Brytania', 'safety@dyson.example'),
    responsiblePerson: party('Dyson Polska Sp. z o.o.', 'ul. Prosta 20, 00-850 Warszawa, Polska', 'bezpieczenstwo@dyson.example'),
  },
  'Vileda Professional': {
    manufacturer: party('Freudenberg Home and Cleaning Solutions GmbH', 'Höhnerweg 2–4, 69469 Weinheim, Niemcy', 'professional@vileda.example'),
    responsiblePerson: null,
  },
  Kiehl: {
    manufacturer: party('Johannes Kiehl KG', 'Robert-Kiehl-Straße 7, 86916 Kaufering, Niemcy', 'sicherheit@kiehl.example'),
    responsiblePerson: null,
  },
  Clinex: {
    manufacturer: party('Clinex Sp. z o.o.', 'ul. Przemysłowa 12, 43-100 Tychy, Polska', 'bezpieczenstwo@clinex.example'),
    responsiblePerson: null,
  },
  'Medi-Sept': {
    manufacturer: party('Medi-Sept Sp. z o.o.', 'Konopnica 159c, 21-030 Motycz, Polska', 'biuro@medisept.example'),
    responsiblePerson: null,
  },
  Brabantia: {
    manufacturer: party('Brabantia Nederland B.V.', 'Dommelstraat 2, 5554 PA Valkenswaard, Holandia', 'service@brabantia.example'),
    responsiblePerson: null,
  },
  'Mercator Medical': {
    manufacturer: party('Mercator Medical S.A.', 'ul. H. Modrzejewskiej 30, 31-327 Kraków, Polska', 'biuro@mercator.example'),
    responsiblePerson: null,
  },
  'Stella Pack': {
    manufacturer: party('Stella Pack S.A.', 'ul. Lubelska 14, 23-200 Kraśnik, Polska', 'biuro@stellapack.example'),
    responsiblePerson: null,
  },
  Spontex: {
    manufacturer: party('MAPA Spontex S.A.S.', '420 rue d’Estienne d’Orves, 92700 Colombes, Francja', 'contact@spontex.example'),
    responsiblePerson: null,
  },
};

const PAPER = ['Nie wrzucać ręczników do toalety: mogą zatkać kanalizację.', 'Przechowywać w suchym miejscu, z dala od źródeł ognia.'];
const MOUNTED = [
  'Montować na stabilnej, równej ścianie, zgodnie z instrukcją montażu dołączoną do produktu.',
  'Przed czyszczeniem wyjąć wkład lub baterie.',
];
const CHEMICAL = ['Przechowywać w miejscu niedostępnym dla dzieci.', 'Stosować zgodnie z etykietą i kartą charakterystyki.'];

/** GPSR art. 19 lit. d: warnings and safety information in Polish, by product kind (seed/products.ts KINDS). */
const WARNINGS: Readonly<Record<string, readonly string[]>> = {
  towelRoll: PAPER,
  towelZZ: PAPER,
  wipesRoll: ['Czyściwo nasączone rozpuszczalnikami lub olejami wyrzucać do zamykanego pojemnika na odpady niebezpieczne.', PAPER[1] as string],
  toiletJumbo: ['Przechowywać w suchym miejscu, z dala od źródeł ognia.'],
  toiletSmall: ['Przechowywać w suchym miejscu, z dala od źródeł ognia.'],
  soapDispenserLiquid: MOUNTED,
  soapDispenserFoam: MOUNTED,
  towelDispenser: MOUNTED,
  toiletDispenser: MOUNTED,
  dryerClassic: [
    'Urządzenie zasilane napięciem 230 V: montaż i podłączenie powierzyć elektrykowi z uprawnieniami.',
    'Nie zasłaniać wlotu i wylotu powietrza; nie używać do suszenia włosów ani odzieży.',
  ],
  dryerJet: [
    'Urządzenie zasilane napięciem 230 V: montaż i podłączenie powierzyć elektrykowi z uprawnieniami.',
    'Nie wkładać do szczeliny przedmiotów innych niż dłonie.',
  ],
  soapLiquid: ['Unikać kontaktu z oczami; w razie kontaktu przemyć wodą.', 'Przechowywać w miejscu niedostępnym dla dzieci.'],
  soapFoam: ['Unikać kontaktu z oczami; w razie kontaktu przemyć wodą.', 'Przechowywać w miejscu niedostępnym dla dzieci.'],
  disinfectant: [...CHEMICAL, 'Produkt biobójczy: przed użyciem zapoznać się z etykietą i informacjami o produkcie.'],
  airFreshener: ['Nie rozpylać w kierunku oczu i twarzy.', 'Przechowywać w miejscu niedostępnym dla dzieci.'],
  floorCleaner: CHEMICAL,
  sanitaryCleaner: CHEMICAL,
  kitchenCleaner: CHEMICAL,
  mopBucket: ['Nie stawać na wiadrze ani na wózku.'],
  cloths: ['Prać oddzielnie; nie używać z rozpuszczalnikami.'],
  gloves: ['Rękawice jednorazowe: nie używać ponownie; nie chronią przed substancjami, dla których nie są przeznaczone (patrz opis).'],
  bagsLdpe: ['Worek foliowy: trzymać z dala od dzieci, grozi uduszeniem.'],
  bagsHdpe: ['Worek foliowy: trzymać z dala od dzieci, grozi uduszeniem.'],
  binPedal: ['Nie wrzucać żarzących się przedmiotów ani popiołu.'],
  binSwing: ['Nie wrzucać żarzących się przedmiotów ani popiołu.'],
  binRecycling: ['Nie wrzucać żarzących się przedmiotów ani popiołu.'],
};

/** The GPSR data of a product of `kindKey` by `producer`. */
export function productSafetyOf(kindKey: string, producer: string): ManufacturerDef & { warnings: readonly string[] } {
  const maker = MANUFACTURERS[producer];
  if (!maker) throw new Error(`producer ${producer} has no manufacturer in seed/safety.ts`);
  const warnings = WARNINGS[kindKey];
  if (!warnings) throw new Error(`kind ${kindKey} has no warnings in seed/safety.ts`);
  return { ...maker, warnings };
}

// ---------------------------------------------------------------------------------------------
// CLP

interface Formulation {
  pictograms: GhsPictogram[];
  signalWord: SignalWord;
  hazardStatements: string[];
  precautionaryStatements: string[];
  substances: string[];
  supplementalInformation: string;
}

const HYPOCHLORITE_WC: Formulation = {
  pictograms: ['GHS05', 'GHS09'],
  signalWord: 'Niebezpieczeństwo',
  hazardStatements: ['H314', 'H400', 'EUH031'],
  precautionaryStatements: ['P102', 'P260', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310', 'P501'],
  substances: ['podchloryn sodu', 'wodorotlenek sodu'],
  supplementalInformation:
    'Zawiera: < 5 % wybielacze na bazie chloru, niejonowe środki powierzchniowo czynne. Nie stosować razem z innymi produktami.',
};

const ETHANOL_HANDS: Formulation = {
  pictograms: ['GHS02', 'GHS07'],
  signalWord: 'Niebezpieczeństwo',
  hazardStatements: ['H225', 'H319'],
  precautionaryStatements: ['P102', 'P210', 'P233', 'P305+P351+P338', 'P337+P313', 'P403+P235', 'P501'],
  substances: ['etanol'],
  supplementalInformation: 'Produkt biobójczy. Substancja czynna: etanol 70 g/100 g.',
};

const ACID_DESCALER: Formulation = {
  pictograms: ['GHS05'],
  signalWord: 'Niebezpieczeństwo',
  hazardStatements: ['H290', 'H314'],
  precautionaryStatements: ['P102', 'P234', 'P260', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310'],
  substances: ['kwas fosforowy'],
  supplementalInformation: 'Zawiera: 15–30 % kwas fosforowy, < 5 % niejonowe środki powierzchniowo czynne.',
};

const ALKALINE_DEGREASER: Formulation = {
  ...ACID_DESCALER,
  substances: ['wodorotlenek sodu'],
  supplementalInformation: 'Zawiera: < 5 % anionowe środki powierzchniowo czynne, fosfoniany.',
};

const DISHWASHER_POWDER: Formulation = {
  pictograms: ['GHS05'],
  signalWord: 'Niebezpieczeństwo',
  hazardStatements: ['H314'],
  precautionaryStatements: ['P102', 'P260', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310'],
  substances: ['metakrzemian disodu', 'węglan sodu'],
  supplementalInformation: 'Zawiera: 15–30 % fosforany, < 5 % wybielacze na bazie tlenu, polikarboksylany.',
};

const IRRITANT: Formulation = {
  pictograms: ['GHS07'],
  signalWord: 'Uwaga',
  hazardStatements: ['H319'],
  precautionaryStatements: ['P102', 'P264', 'P280', 'P305+P351+P338', 'P337+P313'],
  substances: [],
  supplementalInformation:
    'Zawiera: 5–15 % anionowe środki powierzchniowo czynne, < 5 % niejonowe środki powierzchniowo czynne, kompozycja zapachowa.',
};

const CONCENTRATE: Formulation = {
  ...IRRITANT,
  hazardStatements: ['H315', 'H319'],
  precautionaryStatements: ['P102', 'P264', 'P280', 'P302+P352', 'P305+P351+P338', 'P332+P313'],
  substances: ['alkohole C12-14, etoksylowane'],
};

const AEROSOL: Formulation = {
  pictograms: ['GHS02'],
  signalWord: 'Niebezpieczeństwo',
  hazardStatements: ['H222', 'H229'],
  precautionaryStatements: ['P102', 'P210', 'P211', 'P251', 'P410+P412'],
  substances: [],
  supplementalInformation: 'Zawiera kompozycję zapachową. Pojemnik pod ciśnieniem: nie przekłuwać ani nie spalać, nawet po zużyciu.',
};

/** The classification of each classified formulation, by the start of its product's name; anything else in a chemical category is not classified. */
const CLASSIFIED: readonly [prefix: string, formulation: Formulation][] = [
  ['Żel do czyszczenia WC', HYPOCHLORITE_WC],
  ['Odkamieniacz do sanitariatów', ACID_DESCALER],
  ['Płyn do mycia łazienek', IRRITANT],
  ['Płyn do dezynfekcji rąk', ETHANOL_HANDS],
  ['Żel do dezynfekcji rąk', ETHANOL_HANDS],
  ['Płyn do dezynfekcji powierzchni', ETHANOL_HANDS],
  ['Odtłuszczacz kuchenny', ALKALINE_DEGREASER],
  ['Proszek do zmywarek gastronomicznych', DISHWASHER_POWDER],
  ['Płyn do ręcznego mycia naczyń', IRRITANT],
  ['Nabłyszczacz do zmywarek', IRRITANT],
  ['Koncentrat do mycia podłóg', CONCENTRATE],
  ['Odświeżacz powietrza w aerozolu', AEROSOL],
  ['Wkład do automatycznego odświeżacza powietrza', AEROSOL],
];

/** Whether products whose names start so are classified (their texts must then make no claim of #lib/clp/claims.ts). */
export function isClassifiedName(name: string): boolean {
  return CLASSIFIED.some(([prefix]) => name.startsWith(prefix));
}

/** The seller's VAT number, which the demo UFIs encode (the seller places the mixtures on the Polish market). */
const UFI_VAT_NUMBER = `PL${SELLER.nip}`;
/** UFI formulation numbers take 28 bits (CLP annex VIII, the UFI developer's manual). */
const FORMULATION_NUMBERS = 2 ** 28;

export interface SeedHazard {
  classified: boolean;
  formulation: Formulation | null;
  ufi: string | null;
  /** One sheet per formulation: every pack size of a mixture shares it. */
  sheet: { key: string; date: string; title: string } | null;
}

/**
 * The CLP data of a product in a chemical category: its formulation is its name without the pack
 * size (`Żel do czyszczenia WC Merida Sanitec 750 ml` → `… Sanitec`), which its UFI and its sheet
 * are made from, so every size of one mixture shares them; its sheet is dated 3 to 23 months before
 * `now`.
 */
export function seedHazardOf(name: string, nominalQuantity: string | null, now: Date): SeedHazard {
  const formulation = CLASSIFIED.find(([prefix]) => name.startsWith(prefix))?.[1] ?? null;
  const formulationName = nominalQuantity && name.endsWith(` ${nominalQuantity}`) ? name.slice(0, -nominalQuantity.length - 1) : name;
  const sheetDate = new Date(now.getTime() - (90 + (hashString(`date:${formulationName}`) % 600)) * 86_400_000).toISOString().slice(0, 10);
  const digest = [1, 2].map((part) => hashString(`${part}:sheet:${formulationName}:${sheetDate}`).toString(16).padStart(8, '0')).join('');
  const title = `Karta charakterystyki: ${formulationName}`;
  return {
    classified: formulation !== null,
    formulation,
    ufi: formulation ? encodeUfi(UFI_VAT_NUMBER, hashString(`ufi:${formulationName}`) % FORMULATION_NUMBERS) : null,
    // Sheets for the classified mixtures (REACH art. 31 ust. 1); the others have none to give.
    sheet: formulation ? { key: safetyDataSheetKey(formulationName, digest), date: sheetDate, title } : null,
  };
}
