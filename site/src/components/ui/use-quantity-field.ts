'use client';
/**
 * What every quantity field shares (spec §5: 1 to 9999): the text as typed, and the reason shown
 * beside the field whenever the shop changes what was typed (issue 36 item 2: 0 → 1, 10000 →
 * 9999, "abc" → 1, 2.5 → 2 were silent). The reason sits in a polite live region that the field
 * names with aria-describedby, so it is seen and read out. Typing is free while the field has
 * focus; a value above 9999 is cut at once; leaving the field settles it (#lib/quantity.ts).
 * `onQuantity` hears each quantity the field settles on, never one the shopper has not seen.
 */
import { type ChangeEvent, type FocusEvent, useCallback, useId, useRef, useState } from 'react';
import { t, tQuantity } from '@/lib/i18n/index.ts';
import { MAX_PRODUCT_QUANTITY, type QuantityCorrection, readQuantity } from '@/lib/quantity.ts';

/** A sentence ending in an abbreviated unit keeps one dot: "… to 1 szt.", not "… to 1 szt..". */
function endingOnce(sentence: string): string {
  return sentence.replace(/\.\.$/, '.');
}

/** Why the field's value was changed, in Polish, in the product's sales unit. */
export function quantityNoteOf(correction: QuantityCorrection, quantity: number, unit: string): string {
  switch (correction) {
    case 'min':
      return endingOnce(t('Quantity.Min', { quantity: tQuantity(1, unit) }));
    case 'max':
      return endingOnce(t('Quantity.Max', { quantity: tQuantity(MAX_PRODUCT_QUANTITY, unit) }));
    case 'whole':
      return endingOnce(t('Quantity.Whole', { quantity: tQuantity(quantity, unit) }));
    case 'number':
      return t('Quantity.NotNumber', { max: MAX_PRODUCT_QUANTITY });
  }
}

interface QuantityFieldOptions {
  /** The quantity the field starts with. */
  initial: number;
  /** The product's sales unit (`szt.`, `rolka`), for the reasons. */
  unit: string;
  onQuantity: (quantity: number) => void;
}

export function useQuantityField({ initial, unit, onQuantity }: QuantityFieldOptions) {
  const noteId = useId();
  const [text, setText] = useState(String(initial));
  // A note explains the text it was given for: once the text changes (typed, stepped, or changed
  // in another tab) it no longer applies and is not shown.
  const [note, setNote] = useState<{ forText: string; message: string } | null>(null);
  // Typed and not settled yet: what the shopper is typing stays theirs until they leave the field
  // (a save's answer arriving meanwhile put the field back while „-5” was being typed).
  const isTyping = useRef(false);

  /** Shows the quantity `typed` stands for, with its reason when it had to change; leaving the field (`isLeaving`) keeps a reason already shown for it. */
  const settle = (typed: string, isBadInput: boolean, isLeaving = false) => {
    const { quantity, correction } = readQuantity(typed, isBadInput);
    isTyping.current = false;
    setText(String(quantity));
    if (correction) setNote({ forText: String(quantity), message: quantityNoteOf(correction, quantity, unit) });
    else if (!isLeaving) setNote(null);
    onQuantity(quantity);
  };
  const show = useCallback((quantity: number) => {
    if (!isTyping.current) setText(String(quantity));
  }, []);

  return {
    text,
    /** The quantity the text stands for now. */
    quantity: readQuantity(text).quantity,
    /** Why the field changed what was typed into what it shows; null when it did not. */
    note: note?.forText === text ? note.message : null,
    /** The id of the note's live region, for the field's aria-describedby. */
    noteId,
    /** Sets the quantity by the − and + buttons. */
    step: (next: number) => settle(String(next), false),
    /** Shows a quantity that changed elsewhere (another tab, a save's answer); not while the shopper is typing. */
    show,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      const { quantity, correction } = readQuantity(typed, event.target.validity.badInput);
      // Above the cap is cut at once, so the field never shows more than can be ordered.
      if (correction === 'max') return settle(typed, false);
      isTyping.current = true;
      setText(typed);
      setNote(null);
      if (correction === null) onQuantity(quantity);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => settle(text, event.target.validity.badInput, true),
  };
}
