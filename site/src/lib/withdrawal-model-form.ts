/**
 * The model withdrawal form (issue 33): załącznik nr 2 to the consumer rights act (ustawa z dnia
 * 30 maja 2014 r. o prawach konsumenta), word for word, with the addressee filled in as its bracket
 * asks: the seller's name, full postal address and e-mail (seller.ts). Art. 30 ust. 1 lets a
 * consumer withdraw on it; art. 12 ust. 1 pkt 9 has the seller hand it over.
 *
 * Written once: the page `/odstapienie-od-umowy/formularz` shows it, the build prints it into the
 * PDF (scripts/build/withdrawal-form-pdf.ts), and the order confirmation, the terms and the
 * withdrawal page link both with the labels below. Pure.
 */
import { href } from './routes.ts';
import { SELLER, SELLER_ADDRESS } from './seller.ts';

/** Where the build writes the PDF of the form, in the exported site. */
export const MODEL_FORM_PDF_PATH = '/pliki/formularz-odstapienia-od-umowy.pdf';

/** The links' labels, the same on the pages, in the mail and in the terms. */
export const MODEL_FORM_LINK_LABELS = {
  page: 'Wzór formularza odstąpienia od umowy',
  pdf: 'Wzór formularza odstąpienia od umowy (PDF)',
} as const;

/** One dash line of the form. */
export interface ModelFormField {
  /** The act's words. */
  label: string;
  /** What the shop fills in (the addressee); absent: the consumer fills the field in. */
  value?: string;
  /** Lines left for handwriting when the form is printed. */
  blankLines: number;
}

export interface ModelForm {
  title: string;
  /** The act's bracket under the title. */
  instruction: string;
  fields: readonly ModelFormField[];
  footnote: string;
}

/** The addressee: the seller's name, full postal address and e-mail, as the act's bracket lists them. */
export const MODEL_FORM_ADDRESSEE = `${SELLER.name}, ${SELLER_ADDRESS}, adres e-mail: ${SELLER.email}`;

/** Załącznik nr 2, its addressee filled in. */
export const MODEL_WITHDRAWAL_FORM: ModelForm = {
  title: 'Wzór formularza odstąpienia od umowy',
  instruction: '(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)',
  fields: [
    { label: 'Adresat', value: MODEL_FORM_ADDRESSEE, blankLines: 0 },
    {
      label:
        'Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*) umowy dostawy następujących rzeczy(*) umowy o dzieło polegającej na wykonaniu następującej rzeczy(*)/o świadczenie następującej usługi(*)',
      blankLines: 3,
    },
    { label: 'Data zawarcia umowy(*)/odbioru(*)', blankLines: 1 },
    { label: 'Imię i nazwisko konsumenta(-ów)', blankLines: 1 },
    { label: 'Adres konsumenta(-ów)', blankLines: 2 },
    { label: 'Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)', blankLines: 1 },
    { label: 'Data', blankLines: 1 },
  ],
  footnote: '(*) Niepotrzebne skreślić.',
};

/** A field as one line of text: the act's words, then the addressee after a colon. */
export function modelFormFieldText(field: ModelFormField): string {
  return field.value === undefined ? field.label : `${field.label}: ${field.value}`;
}

/**
 * The form as plain text, one dash line a field.
 * @example modelWithdrawalFormText() // 'Wzór formularza odstąpienia od umowy\n(formularz ten …)\n– Adresat: Merida Sp. z o.o., …'
 */
export function modelWithdrawalFormText(form: ModelForm = MODEL_WITHDRAWAL_FORM): string {
  return [form.title, form.instruction, ...form.fields.map((field) => `– ${modelFormFieldText(field)}`), form.footnote].join('\n');
}

/** The page and the PDF as absolute links, for the mail and other texts read outside the site. */
export function modelFormLinks(shopUrl: string): { label: string; url: string }[] {
  return [
    { label: MODEL_FORM_LINK_LABELS.page, url: `${shopUrl}${href('withdrawalModelForm')}` },
    { label: MODEL_FORM_LINK_LABELS.pdf, url: `${shopUrl}${MODEL_FORM_PDF_PATH}` },
  ];
}
