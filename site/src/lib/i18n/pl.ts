/**
 * The Polish dictionary: every text a shopper sees. Keys follow the spec's style
 * (`Error.Heading.404`, `Product.Error.Label.OnProductAddToCart`); `{{name}}` is a parameter.
 */
export const pl = {
  Shop: {
    Name: 'Merida',
    Tagline: 'Higiena i czystość dla firm i domu',
    SkipToContent: 'Przejdź do treści',
    Phone: '+48 71 000 00 00',
    TopBar: 'Producent i dostawca artykułów higienicznych od 1995 roku',
    FreeDelivery: 'Darmowa dostawa od 500 zł netto',
  },
  Nav: {
    Categories: 'Kategorie',
    Home: 'Strona główna',
    Breadcrumb: 'Ścieżka nawigacji',
  },
  Home: {
    Title: 'Merida – ręczniki papierowe, dozowniki, suszarki i chemia profesjonalna',
    Description:
      'Sklep producenta artykułów higienicznych: ręczniki i papier toaletowy, dozowniki, suszarki do rąk, mydła i chemia profesjonalna dla firm i klientów indywidualnych.',
    Categories: 'Kategorie produktów',
    Promotions: 'Promocje',
    Bestsellers: 'Najczęściej kupowane',
  },
  Category: {
    Subcategories: 'Podkategorie',
    Empty: 'W tej kategorii nie ma jeszcze produktów.',
    Page: 'Strona {{page}}',
    Pagination: 'Strony kategorii',
    Previous: 'Poprzednia strona',
    Next: 'Następna strona',
  },
  Product: {
    Number: 'Nr produktu',
    Ean: 'EAN',
    Producer: 'Producent',
    Net: 'netto',
    Gross: 'brutto',
    Vat: 'VAT {{rate}}%',
    UnitPrice: '{{price}} / {{per}} brutto',
    InStock: 'Dostępny',
    InStockCount: 'Dostępny: {{quantity}}',
    FromSupplier: 'Dostępny u dostawcy – wysyłka do {{days}} dni',
    OutOfStock: 'Chwilowo niedostępny',
    Quantity: 'Ilość',
    AddToCart: 'Dodaj do koszyka',
    Description: 'Opis produktu',
    InSets: 'Dostępny w zestawach',
    RegularPrice: 'Cena regularna',
    LowestPrice: 'Najniższa cena z 30 dni przed obniżką: {{price}}',
    Error: { Label: { OnProductAddToCart: 'Nie udało się dodać produktu do koszyka. Spróbuj ponownie.' } },
  },
  Error: {
    Heading: {
      403: 'Brak dostępu',
      404: 'Nie znaleziono strony',
      500: 'Wewnętrzny błąd serwera',
      503: 'Usługa chwilowo niedostępna',
    },
    Title: {
      403: 'Błąd 403 - brak dostępu',
      404: 'Błąd 404 - nie znaleziono',
      500: 'Błąd 500 - wewnętrzny błąd serwera',
      503: 'Błąd 503 - usługa niedostępna',
    },
    Description: {
      404: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
      500: 'Coś poszło nie tak po naszej stronie. Pracujemy nad tym – spróbuj ponownie za chwilę.',
      503: 'Trwają prace techniczne. Strona odświeży się sama, gdy sklep znów będzie dostępny.',
    },
    NotFoundMessage: 'This page could not be found',
    Button: {
      403: 'Wróć na stronę główną',
      404: 'Wróć na stronę główną',
      500: 'Wróć na stronę główną',
      503: 'Wróć na stronę główną',
      Short403: 'Strona główna',
      Short404: 'Strona główna',
      Short500: 'Strona główna',
      Short503: 'Strona główna',
    },
  },
  Footer: {
    Branches: 'Nasze oddziały',
    Rights: '© {{year}} Merida Sp. z o.o. Wszelkie prawa zastrzeżone.',
  },
  Table: {
    NoResults: 'Brak pasujących wyników',
    Loading: 'Ładowanie...',
    Showing: 'Pokazano od {{from}} do {{to}} z {{count}} rekordów',
  },
  Plural: {
    Product: { one: 'produkt', few: 'produkty', many: 'produktów' },
    rolka: { one: 'rolka', few: 'rolki', many: 'rolek' },
    karton: { one: 'karton', few: 'kartony', many: 'kartonów' },
  },
} as const;

export type Dictionary = typeof pl;
