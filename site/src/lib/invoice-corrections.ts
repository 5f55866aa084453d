/**
 * Corrections of an invoice by quantity (issue 31, docs/decisions/038-partial-corrections.md):
 * staff take back some units of some lines (a return, a withdrawal, a complaint), and a
 * cancellation takes back whatever is left. An invoice may have several corrections; each
 * states the lines it changes with their state before it, and the differences.
 *
 * - A line's state is the original line plus every earlier correction of it.
 * - Taking back q units of a line takes q × the unit net, and the last units take what is left
 *   of the line's net, so a line at zero quantity has zero value.
 * - A correction's amounts per VAT rate are the invoice's totals after it minus those before it,
 *   each by the document rule (#lib/vat-totals.ts): VAT from each rate's net sum, rounded once.
 *   Art. 106j ust. 2 pkt 5 asks for the correction of the tax per rate; so the original and all
 *   its corrections add up, per rate and to the grosz, to what the rule gives the final state.
 *
 * Pure: the worker issues by it, the back office previews with it.
 */
import { type DocumentTotals, documentTotals, type NetLine, type RateTotal } from './vat-totals.ts';

/** The most characters of a correction's reason: FA(3)'s PrzyczynaKorekty (TZnakowy) takes 256. */
export const CORRECTION_REASON_MAX = 256;

/** The reasons the correction form offers (staff may type another). */
export const CORRECTION_REASONS = ['Zwrot towaru', 'Odstąpienie od umowy', 'Reklamacja', 'Błędna ilość na fakturze'] as const;

/** A line of the corrected invoice as it stands: its rate and unit price, and its quantity and net now. */
export interface LineState {
  position: number;
  vatRate: number;
  unitNet: number;
  quantity: number;
  net: number;
}

/** What a correction does to one line: its state before, and the (negative) differences. */
export interface CorrectionLine {
  position: number;
  vatRate: number;
  unitNet: number;
  before: { quantity: number; net: number };
  quantity: number;
  net: number;
}

/** The invoice's lines as they stand after the given corrections' lines (in any order). */
export function stateOf(original: readonly LineState[], corrections: readonly Pick<LineState, 'position' | 'quantity' | 'net'>[]): LineState[] {
  const state = new Map(original.map((line) => [line.position, { ...line }]));
  for (const change of corrections) {
    const line = state.get(change.position);
    if (!line) throw new RangeError(`A correction changes line ${change.position}, which the invoice does not have`);
    line.quantity += change.quantity;
    line.net += change.net;
  }
  return [...state.values()].sort((a, b) => a.position - b.position);
}

/** Why a take-back cannot be issued, in Polish for the staff; null when it can. */
export function takeBackProblem(state: readonly LineState[], quantities: ReadonlyMap<number, number>): string | null {
  if (![...quantities.values()].some((quantity) => quantity > 0)) return 'Wybierz co najmniej jedną pozycję i ilość do korekty.';
  const byPosition = new Map(state.map((line) => [line.position, line]));
  for (const [position, quantity] of quantities) {
    const line = byPosition.get(position);
    if (!line) return `Faktura nie ma pozycji ${position}.`;
    if (!Number.isInteger(quantity) || quantity < 0) return `Ilość w pozycji ${position} musi być liczbą całkowitą nie mniejszą niż 0.`;
    if (quantity > line.quantity) return `W pozycji ${position} zostało do skorygowania ${line.quantity}, a wpisano ${quantity}.`;
  }
  return null;
}

/** The lines of a correction that takes back `quantities` (position → units) from `state`; throws on what `takeBackProblem` refuses. */
export function takeBack(state: readonly LineState[], quantities: ReadonlyMap<number, number>): CorrectionLine[] {
  const problem = takeBackProblem(state, quantities);
  if (problem) throw new RangeError(problem);
  return state
    .filter((line) => (quantities.get(line.position) ?? 0) > 0)
    .map((line) => {
      const units = quantities.get(line.position) ?? 0;
      const net = units === line.quantity ? line.net : units * line.unitNet;
      return {
        position: line.position,
        vatRate: line.vatRate,
        unitNet: line.unitNet,
        before: { quantity: line.quantity, net: line.net },
        quantity: -units,
        net: -net,
      };
    });
}

/** Everything left: the correction to zero a cancellation issues. */
export function takeBackAll(state: readonly LineState[]): CorrectionLine[] {
  return takeBack(state, new Map(state.filter((line) => line.quantity > 0).map((line) => [line.position, line.quantity])));
}

const netLines = (lines: readonly Pick<LineState, 'vatRate' | 'net'>[]): NetLine[] => lines.map(({ vatRate, net }) => ({ vatRate, net }));

/**
 * The correction's amounts per rate (highest first) and overall: after minus before, by the
 * document rule, at the rates of the lines it changes.
 */
export function correctionTotals(state: readonly LineState[], lines: readonly NetLine[]): DocumentTotals {
  const before = documentTotals(netLines(state));
  const after = documentTotals(netLines([...state, ...lines]));
  const rates = new Set(lines.map((line) => line.vatRate));
  const of = (totals: DocumentTotals, vatRate: number): RateTotal =>
    totals.byRate.find((rate) => rate.vatRate === vatRate) ?? { vatRate, net: 0, vat: 0, gross: 0 };
  const byRate = [...rates]
    .sort((a, b) => b - a)
    .map((vatRate) => {
      const [was, is] = [of(before, vatRate), of(after, vatRate)];
      return { vatRate, net: is.net - was.net, vat: is.vat - was.vat, gross: is.gross - was.gross };
    });
  const total = (key: 'net' | 'vat' | 'gross') => byRate.reduce((sum, rate) => sum + rate[key], 0);
  return { byRate, net: total('net'), vat: total('vat'), gross: total('gross') };
}
