/**
 * The checkout's texts: its steps after the cart on /koszyk (delivery and payment, buyer,
 * review), loaded with the checkout's form when the cart has something to order.
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-checkout.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plCheckout = {
  Checkout: {
    SavedAddress: 'Zapisany adres dostawy',
    ChooseSavedAddress: 'Wybierz z zapisanych adresów',
    NewsletterOptional: '(Zgoda dobrowolna: zapis potwierdzisz linkiem z wiadomości, którą wyślemy.)',
    CartReminder:
      'Przypomnij mi e-mailem o koszyku, jeśli nie dokończę zamówienia (jedna wiadomość z linkiem do koszyka; zgoda dobrowolna, wycofasz ją, odznaczając pole albo linkiem w wiadomości).',
    Steps: 'Kroki zamówienia',
    StepOf: 'Krok {{index}} z {{count}}',
    Step: {
      cart: 'Koszyk',
      delivery: 'Dostawa i płatność',
      buyer: 'Dane kupującego',
      review: 'Podsumowanie',
    },
    Product: 'Produkt',
    Quantity: 'Ilość',
    UnitPrice: 'Cena jedn. brutto',
    LineGross: 'Wartość brutto',
    Unavailable: 'Produkt niedostępny – usuń go z koszyka, aby złożyć zamówienie.',
    ItemsNet: 'Produkty netto',
    ItemsGross: 'Produkty brutto',
    DeliveryGross: 'Dostawa brutto',
    VatAtRate: 'w tym VAT {{rate}}\u00a0%',
    TotalGross: 'Do zapłaty brutto',
    Next: 'Dalej',
    Back: 'Wstecz',
    DeliveryMethod: 'Sposób dostawy',
    LockerCode: 'Kod Paczkomatu',
    LockerHint: 'Np. WRO01M – znajdziesz go na mapie Paczkomatów InPost.',
    Branch: 'Oddział odbioru',
    ChooseBranch: 'Wybierz oddział',
    PaymentMethod: 'Sposób płatności',
    CustomerType: 'Kupuję jako',
    FirstName: 'Imię',
    LastName: 'Nazwisko',
    CompanyName: 'Nazwa firmy lub jednostki',
    Nip: 'NIP',
    Email: 'Adres e-mail',
    Phone: 'Telefon',
    Street: 'Ulica i numer',
    Postcode: 'Kod pocztowy',
    City: 'Miejscowość',
    HasInvoiceEmail: 'Fakturę wyślij na inny adres e-mail',
    InvoiceEmail: 'E-mail do faktury',
    HasDeliveryAddress: 'Dostawa na inny adres',
    DeliveryName: 'Odbiorca',
    Buyer: 'Kupujący',
    Delivery: 'Dostawa',
    Payment: 'Płatność',
    Change: 'Zmień',
    TermsBefore: 'Akceptuję ',
    TermsLink: 'regulamin sklepu',
    PrivacyBefore: 'Zapoznałem się z ',
    PrivacyLink: 'polityką prywatności',
    Withdrawal: 'Jako konsument możesz odstąpić od umowy w ciągu 14 dni od otrzymania towaru bez podania przyczyny. ',
    WithdrawalLink: 'Zasady odstąpienia i zwrotów',
    PlaceOrder: 'Zamawiam z obowiązkiem zapłaty',
    Placing: 'Składamy zamówienie…',
    FixErrors: 'Popraw zaznaczone pola.',
    Failed: 'Nie udało się złożyć zamówienia. Sprawdź połączenie i spróbuj ponownie – nie zapłacisz dwa razy.',
    TotalsChanged: 'Sumy zamówienia zostały zaktualizowane. Sprawdź je i złóż zamówienie ponownie.',
  },
} as const;

addTexts(plCheckout);
