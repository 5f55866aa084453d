import { describe, expect, it } from 'vitest';
import { href } from './routes.ts';
import { SELLER, SELLER_ADDRESS } from './seller.ts';
import { MODEL_FORM_PDF_PATH, MODEL_WITHDRAWAL_FORM, modelFormLinks, modelWithdrawalFormText } from './withdrawal-model-form.ts';

describe('the model withdrawal form (załącznik nr 2 to the consumer rights act)', () => {
  it('names the seller as the addressee: name, full postal address and e-mail', () => {
    const [addressee] = MODEL_WITHDRAWAL_FORM.fields;
    expect(addressee?.label).toBe('Adresat');
    expect(addressee?.value).toBe(`${SELLER.name}, ${SELLER_ADDRESS}, adres e-mail: ${SELLER.email}`);
    expect(addressee?.blankLines).toBe(0);
  });

  it('has every element of the act, word for word and in its order, each for the consumer to fill in', () => {
    expect(modelWithdrawalFormText()).toBe(
      [
        'Wzór formularza odstąpienia od umowy',
        '(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)',
        `– Adresat: ${SELLER.name}, ${SELLER_ADDRESS}, adres e-mail: ${SELLER.email}`,
        '– Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*) umowy dostawy następujących rzeczy(*) umowy o dzieło polegającej na wykonaniu następującej rzeczy(*)/o świadczenie następującej usługi(*)',
        '– Data zawarcia umowy(*)/odbioru(*)',
        '– Imię i nazwisko konsumenta(-ów)',
        '– Adres konsumenta(-ów)',
        '– Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)',
        '– Data',
        '(*) Niepotrzebne skreślić.',
      ].join('\n'),
    );
    for (const field of MODEL_WITHDRAWAL_FORM.fields.slice(1)) {
      expect(field.value, field.label).toBeUndefined();
      expect(field.blankLines, field.label).toBeGreaterThan(0);
    }
  });

  it('is linked as its page and its PDF', () => {
    expect(href('withdrawalModelForm')).toBe('/odstapienie-od-umowy/formularz');
    expect(MODEL_FORM_PDF_PATH).toMatch(/^\/pliki\/[a-z-]+\.pdf$/);
    expect(modelFormLinks('https://sklep.example')).toEqual([
      { label: 'Wzór formularza odstąpienia od umowy', url: 'https://sklep.example/odstapienie-od-umowy/formularz' },
      { label: 'Wzór formularza odstąpienia od umowy (PDF)', url: 'https://sklep.example/pliki/formularz-odstapienia-od-umowy.pdf' },
    ]);
  });
});
