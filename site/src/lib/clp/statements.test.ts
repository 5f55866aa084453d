import { describe, expect, it } from 'vitest';
import { HAZARD_STATEMENTS, isHazardStatementCode, isPrecautionaryStatementCode, PRECAUTIONARY_STATEMENTS, statementText } from './statements.ts';

const HAZARD_CODE = /^(H\d{3}[A-Za-z]{0,2}|EUH\d{3}A?)(\+H\d{3}[A-Za-z]{0,2})*$/;
const PRECAUTIONARY_CODE = /^P\d{3}(\+P\d{3})*$/;

const hazardCodes = Object.keys(HAZARD_STATEMENTS);
const precautionaryCodes = Object.keys(PRECAUTIONARY_STATEMENTS);

describe('official texts', () => {
  // Verbatim from the Polish consolidated text (EUR-Lex, CELEX 02008R1272), annexes III and IV part 2.
  const samples: Record<string, string> = {
    H222: 'Skrajnie łatwopalny aerozol.',
    H225: 'Wysoce łatwopalna ciecz i pary.',
    H229: 'Pojemnik pod ciśnieniem: Ogrzanie grozi wybuchem.',
    H290: 'Może powodować korozję metali.',
    H314: 'Powoduje poważne oparzenia skóry oraz uszkodzenia oczu.',
    H319: 'Działa drażniąco na oczy.',
    H360FD: 'Może działać szkodliwie na płodność. Może działać szkodliwie na dziecko w łonie matki.',
    H400: 'Działa bardzo toksycznie na organizmy wodne.',
    H410: 'Działa bardzo toksycznie na organizmy wodne, powodując długotrwałe skutki.',
    'H300+H310': 'Grozi śmiercią po połknięciu lub w kontakcie ze skórą.',
    EUH031: 'W kontakcie z kwasami uwalnia toksyczne gazy.',
    EUH208: 'Zawiera <nazwa substancji uczulającej>. Może powodować wystąpienie reakcji alergicznej.',
    EUH380: 'Może powodować zaburzenia funkcjonowania układu hormonalnego u ludzi.',
    P102: 'Chronić przed dziećmi.',
    P210: 'Przechowywać z dala od źródeł ciepła, gorących powierzchni, źródeł iskrzenia, otwartego ognia i innych źródeł zapłonu. Nie palić.',
    P280: 'Stosować rękawice ochronne/odzież ochronną/ochronę oczu/ochronę twarzy.',
    'P301+P330+P331': 'W PRZYPADKU POŁKNIĘCIA: wypłukać usta. NIE wywoływać wymiotów.',
    'P305+P351+P338':
      'W PRZYPADKU DOSTANIA SIĘ DO OCZU: Ostrożnie płukać wodą przez kilka minut. Wyjąć soczewki kontaktowe, jeżeli są i można je łatwo usunąć. Nadal płukać.',
    'P337+P313': 'W przypadku utrzymywania się działania drażniącego na oczy: Zasięgnąć porady/zgłosić się pod opiekę lekarza.',
    'P370+P378': 'W przypadku pożaru: Użyć… do gaszenia.',
    'P403+P235': 'Przechowywać w dobrze wentylowanym miejscu. Przechowywać w chłodnym miejscu.',
    P501: 'Zawartość/pojemnik usuwać do …',
  };

  it.each(Object.entries(samples))('%s', (code, text) => {
    expect(statementText(code)).toBe(text);
  });

  it('keeps the fill-ins as the annexes print them', () => {
    expect(HAZARD_STATEMENTS.H350).toBe(
      'Może powodować raka <podać drogę narażenia, jeżeli definitywnie udowodniono, że inna droga narażenia nie powoduje zagrożenia>.',
    );
    expect(PRECAUTIONARY_STATEMENTS['P370+P380+P375+P378']).toBe(
      'W przypadku pożaru: Ewakuować teren. Z powodu ryzyka wybuchu gasić pożar z odległości. [Użyć … do gaszenia].',
    );
    expect(PRECAUTIONARY_STATEMENTS.P212).toBe('Unikać ogrzewania pod zamknięciem lub w sytuacji zmniejszonej zawartości środka odczulającego.');
  });
});

describe('the code sets', () => {
  it('holds every H and EUH code in its official notation', () => {
    for (const code of hazardCodes) expect(code).toMatch(HAZARD_CODE);
  });

  it('holds every P code in its official notation', () => {
    for (const code of precautionaryCodes) expect(code).toMatch(PRECAUTIONARY_CODE);
  });

  it('holds every part of each combination as a statement of its own', () => {
    for (const code of hazardCodes.filter((c) => c.includes('+'))) {
      for (const part of code.split('+')) expect(HAZARD_STATEMENTS, code).toHaveProperty(part);
    }
    for (const code of precautionaryCodes.filter((c) => c.includes('+'))) {
      for (const part of code.split('+')) expect(PRECAUTIONARY_STATEMENTS, code).toHaveProperty(part);
    }
  });

  it('lists the codes sorted', () => {
    expect(hazardCodes).toEqual([...hazardCodes].sort());
    expect(precautionaryCodes).toEqual([...precautionaryCodes].sort());
  });

  it('has as many statements as the annexes', () => {
    const single = (codes: string[], prefix: string) => codes.filter((c) => c.startsWith(prefix) && !c.includes('+'));
    // Annex III part 1: 79 H codes with the letter variants (H350i, H360F…H361fd) and 12 combinations.
    expect(single(hazardCodes, 'H').length).toBeGreaterThanOrEqual(79);
    expect(hazardCodes.filter((c) => c.includes('+')).length).toBeGreaterThanOrEqual(12);
    // Annex III parts 2 and 3: 33 EUH statements, EUH380–EUH451 of Regulation (EU) 2023/707 among them.
    expect(single(hazardCodes, 'EUH').length).toBeGreaterThanOrEqual(33);
    for (const code of ['EUH380', 'EUH381', 'EUH430', 'EUH431', 'EUH440', 'EUH441', 'EUH450', 'EUH451']) {
      expect(isHazardStatementCode(code), code).toBe(true);
    }
    // Annex IV part 2: 97 P statements and 31 combinations.
    expect(single(precautionaryCodes, 'P').length).toBeGreaterThanOrEqual(97);
    expect(precautionaryCodes.filter((c) => c.includes('+')).length).toBeGreaterThanOrEqual(31);
  });
});

describe('the texts', () => {
  const all = Object.entries({ ...HAZARD_STATEMENTS, ...PRECAUTIONARY_STATEMENTS });

  it('are neither empty nor doubly spaced nor padded', () => {
    for (const [code, text] of all) {
      expect(text.trim(), code).not.toBe('');
      expect(text, code).not.toMatch(/\s{2}/);
      expect(text, code).toBe(text.trim());
    }
  });

  it('end with a full stop, or with the colon or fill-in the annex ends them with', () => {
    for (const [code, text] of all) expect(text, code).toMatch(/[.:…]$/);
  });
});

describe('look-ups', () => {
  it('tell the two kinds apart', () => {
    expect(isHazardStatementCode('H314')).toBe(true);
    expect(isHazardStatementCode('EUH208')).toBe(true);
    expect(isHazardStatementCode('H300+H310+H330')).toBe(true);
    expect(isHazardStatementCode('P280')).toBe(false);
    expect(isPrecautionaryStatementCode('P280')).toBe(true);
    expect(isPrecautionaryStatementCode('P303+P361+P353')).toBe(true);
    expect(isPrecautionaryStatementCode('H314')).toBe(false);
  });

  it('know no other code, no inherited property and no other notation', () => {
    for (const code of ['H999', 'P999', 'EUH001', 'P503', 'h314', 'H314 ', 'P301 + P330 + P331', 'constructor', 'toString', '__proto__', '']) {
      expect(isHazardStatementCode(code), code).toBe(false);
      expect(isPrecautionaryStatementCode(code), code).toBe(false);
      expect(statementText(code), code).toBeUndefined();
    }
  });

  it('cannot be changed', () => {
    expect(Object.isFrozen(HAZARD_STATEMENTS)).toBe(true);
    expect(Object.isFrozen(PRECAUTIONARY_STATEMENTS)).toBe(true);
  });
});
