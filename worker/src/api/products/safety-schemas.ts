/**
 * What an offer shows about a product's safety (issue 34, docs/decisions/042-product-safety.md):
 * - `hazard`: the CLP label elements of art. 17 that art. 48 and 48a ask a distance offer of a
 *   hazardous chemical to show before purchase, or an explicit "not classified", or null for a
 *   product that is not a chemical;
 * - `safety`: what GPSR art. 19 asks every online offer to show: the manufacturer with its postal
 *   and electronic address, the responsible person in the Union, the warnings in Polish.
 * The staff write codes; the answers carry each code with its official text
 * (site/src/lib/clp/statements.ts), so no text is ever typed per product.
 */
import { z } from '@hono/zod-openapi';
import { GHS_PICTOGRAMS, SIGNAL_WORDS } from '#lib/clp/pictograms.ts';
import { statementText } from '#lib/clp/statements.ts';
import { hazardInputField, safetyInputField } from '#lib/forms/product.ts';
import { safetyDataSheetUrl } from '#lib/safety-data-sheets.ts';

const pictogramSchema = z.enum(GHS_PICTOGRAMS).describe('Piktogram GHS (CLP załącznik V): GHS01–GHS09.');
const signalWordSchema = z.enum(SIGNAL_WORDS).describe('Hasło ostrzegawcze (CLP art. 20).');

/** An ISO date (`2026-03-01`) that is a real day. */
const isoDate = z.iso.date().describe('Data (RRRR-MM-DD).');

/** What a tile, a cart line and a mail show: the pictograms and the signal word. */
export const hazardLabelSchema = z.object({ pictograms: z.array(pictogramSchema), signalWord: signalWordSchema.nullable() }).openapi('HazardLabel');

const statementSchema = z.object({ code: z.string(), text: z.string().describe('Urzędowe brzmienie zwrotu (CLP załączniki III i IV).') });

export const safetyDataSheetSchema = z
  .object({ url: z.string().describe('Adres karty charakterystyki (PDF) w sklepie.'), date: isoDate.describe('Data karty (wersji).') })
  .openapi('SafetyDataSheet');

export const hazardSchema = z
  .object({
    classified: z.boolean().describe('false: produkt chemiczny niesklasyfikowany jako stwarzający zagrożenie (bez elementów oznakowania).'),
    pictograms: z.array(pictogramSchema),
    signalWord: signalWordSchema.nullable(),
    hazardStatements: z.array(statementSchema).describe('Zwroty H i EUH z urzędowym tekstem.'),
    precautionaryStatements: z.array(statementSchema).describe('Zwroty P z urzędowym tekstem.'),
    substances: z.array(z.string()).describe('Substancje, od których zależy klasyfikacja mieszaniny (CLP art. 18 ust. 3 lit. b).'),
    supplementalInformation: z.string().describe('Informacje uzupełniające (CLP art. 25), np. skład według rozporządzenia o detergentach.'),
    ufi: z.string().nullable().describe('Niepowtarzalny identyfikator postaci (UFI, CLP załącznik VIII).'),
    nominalQuantity: z.string().nullable().describe('Ilość nominalna w opakowaniu, np. `5 l`.'),
    safetyDataSheet: safetyDataSheetSchema.nullable(),
  })
  .openapi('ProductHazard');

const partySchema = z.object({ name: z.string(), address: z.string(), email: z.string() });

export const productSafetySchema = z
  .object({
    manufacturer: partySchema.describe('Producent (GPSR art. 19 lit. a).'),
    responsiblePerson: partySchema.nullable().describe('Osoba odpowiedzialna w UE, gdy producent ma siedzibę poza Unią (GPSR art. 16 i 19 lit. b).'),
    warnings: z.array(z.string()).describe('Ostrzeżenia i informacje o bezpieczeństwie po polsku (GPSR art. 19 lit. d).'),
  })
  .openapi('ProductSafety');

export type Hazard = z.output<typeof hazardSchema>;
/** A hazard with its statements as codes, as the row keeps them. */
type HazardCodes = Omit<Hazard, 'hazardStatements' | 'precautionaryStatements'> & { hazardStatements: string[]; precautionaryStatements: string[] };
export type HazardLabel = z.output<typeof hazardLabelSchema>;
export type ProductSafety = z.output<typeof productSafetySchema>;

// ---------------------------------------------------------------------------------------------
// What the staff write: the shared fields (site/src/lib/forms/product.ts), the panel's form validates with them too

/** A hazard as the staff write it: the label's codes (checked against the official lists and each other), or "not classified". */
export const hazardInputSchema = hazardInputField.openapi('AdminProductHazard');

export const safetyInputSchema = safetyInputField.openapi('AdminProductSafety');

export type { HazardInput, SafetyInput } from '#lib/forms/product.ts';

// ---------------------------------------------------------------------------------------------
// Rows

/** The `hazard_json` and `safety_json` columns of a product query (hazardJsonSql, safetyJsonSql). */
export interface HazardRow {
  classified: 0 | 1;
  pictograms: string;
  signalWord: (typeof SIGNAL_WORDS)[number] | null;
  hazardStatements: string;
  precautionaryStatements: string;
  substances: string;
  supplementalInformation: string;
  ufi: string | null;
  nominalQuantity: string | null;
  sdsKey: string | null;
  sdsDate: string | null;
}

export interface SafetyRow {
  manufacturerName: string;
  manufacturerAddress: string;
  manufacturerEmail: string;
  responsibleName: string | null;
  responsibleAddress: string | null;
  responsibleEmail: string | null;
  warnings: string;
}

/** The product's hazard row as one JSON object, or NULL; `p` is the product. */
export const hazardJsonSql = `(SELECT json_object('classified', h.classified, 'pictograms', h.pictograms, 'signalWord', h.signal_word,
  'hazardStatements', h.hazard_statements, 'precautionaryStatements', h.precautionary_statements, 'substances', h.substances,
  'supplementalInformation', h.supplemental_information, 'ufi', h.ufi, 'nominalQuantity', h.nominal_quantity, 'sdsKey', h.sds_key,
  'sdsDate', h.sds_date) FROM product_hazards h WHERE h.product_id = p.id)`;

export const safetyJsonSql = `(SELECT json_object('manufacturerName', s.manufacturer_name, 'manufacturerAddress', s.manufacturer_address,
  'manufacturerEmail', s.manufacturer_email, 'responsibleName', s.responsible_name, 'responsibleAddress', s.responsible_address,
  'responsibleEmail', s.responsible_email, 'warnings', s.warnings) FROM product_safety s WHERE s.product_id = p.id)`;

const withText = (code: string) => ({ code, text: statementText(code) ?? code });

/** The hazard column's JSON as the product has it: lists parsed, the sheet as its address, statements as codes. */
export function readHazardJson(json: string | null): HazardCodes | null {
  if (json === null) return null;
  const row = JSON.parse(json) as HazardRow;
  return {
    classified: row.classified === 1,
    pictograms: JSON.parse(row.pictograms),
    signalWord: row.signalWord,
    hazardStatements: JSON.parse(row.hazardStatements),
    precautionaryStatements: JSON.parse(row.precautionaryStatements),
    substances: JSON.parse(row.substances),
    supplementalInformation: row.supplementalInformation,
    ufi: row.ufi,
    nominalQuantity: row.nominalQuantity,
    safetyDataSheet: row.sdsKey !== null && row.sdsDate !== null ? { url: safetyDataSheetUrl(row.sdsKey), date: row.sdsDate } : null,
  };
}

/** The hazard as the public answers give it: each statement's code with its official text. */
export function toHazard(json: string | null): Hazard | null {
  const hazard = readHazardJson(json);
  return (
    hazard && {
      ...hazard,
      hazardStatements: hazard.hazardStatements.map(withText),
      precautionaryStatements: hazard.precautionaryStatements.map(withText),
    }
  );
}

export function toSafety(json: string | null): ProductSafety | null {
  if (json === null) return null;
  const row = JSON.parse(json) as SafetyRow;
  return {
    manufacturer: { name: row.manufacturerName, address: row.manufacturerAddress, email: row.manufacturerEmail },
    responsiblePerson:
      row.responsibleName !== null && row.responsibleAddress !== null && row.responsibleEmail !== null
        ? { name: row.responsibleName, address: row.responsibleAddress, email: row.responsibleEmail }
        : null,
    warnings: JSON.parse(row.warnings),
  };
}

/** The label a tile or a cart line shows, or null for a product without pictograms or signal word. */
export function hazardLabelOf(hazard: Pick<Hazard, 'pictograms' | 'signalWord'> | null): HazardLabel | null {
  if (!hazard || (hazard.pictograms.length === 0 && hazard.signalWord === null)) return null;
  return { pictograms: hazard.pictograms, signalWord: hazard.signalWord };
}
