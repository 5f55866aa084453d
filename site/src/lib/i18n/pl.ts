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
    Fallback: {
      Heading: 'Wystąpił błąd',
      Message: 'Nie udało się wyświetlić strony. Spróbuj ponownie za chwilę.',
      Link: 'Wróć na stronę główną',
    },
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
  Shell: {
    ContactUs: 'Skontaktuj się z nami',
    BackHome: 'Przejdź do strony głównej',
    LinkExpired: 'Ten link wygasł lub jest nieprawidłowy. Jeśli potrzebujesz pomocy, skontaktuj się z nami.',
    Order: {
      Heading: 'Zamówienie',
      Description: 'Szczegóły i status zamówienia w sklepie Merida.',
      NotFound: 'Nie znaleźliśmy zamówienia pod tym adresem. Sprawdź link z wiadomości e-mail albo skontaktuj się z nami.',
    },
    Invoice: {
      Heading: 'Faktura',
      Description: 'Faktura VAT do zamówienia w sklepie Merida.',
      NotFound: 'Nie znaleźliśmy faktury pod tym adresem. Sprawdź link z wiadomości e-mail albo skontaktuj się z nami.',
    },
    CartLink: {
      Heading: 'Twój koszyk',
      Description: 'Powrót do zapisanego koszyka w sklepie Merida.',
      NotFound: 'Ten link do koszyka wygasł lub jest nieprawidłowy. Produkty możesz ponownie dodać do koszyka.',
    },
    RegistrationConfirmation: { Heading: 'Potwierdzenie rejestracji', Description: 'Potwierdzenie adresu e-mail konta w sklepie Merida.' },
    PasswordReset: { Heading: 'Ustaw nowe hasło', Description: 'Ustawianie nowego hasła do konta w sklepie Merida.' },
    RemoteLogin: { Heading: 'Logowanie', Description: 'Logowanie do konta w sklepie Merida z linku jednorazowego.' },
    NewsletterConfirm: { Heading: 'Potwierdzenie zapisu do newslettera', Description: 'Potwierdzenie zapisu do newslettera sklepu Merida.' },
    NewsletterCancel: { Heading: 'Rezygnacja z newslettera', Description: 'Rezygnacja z newslettera sklepu Merida.' },
    Notification: {
      Heading: 'Wiadomość od Merida',
      Description: 'Informacje dla subskrybentów newslettera sklepu Merida.',
      Body: 'Dziękujemy, że jesteś z nami. Najnowsze promocje, nowości i porady znajdziesz na stronie głównej sklepu i na blogu.',
    },
  },
  Account: {
    Heading: 'Moje konto',
    Description: 'Konto klienta w sklepie Merida: dane, adresy dostaw, dane do faktury, faktury, zamówienia i kupione produkty.',
    Sections: 'Sekcje konta',
    Tabs: {
      dane: 'Dane konta',
      dostawy: 'Adresy dostaw',
      'dane-do-faktury': 'Dane do faktury',
      faktury: 'Faktury',
      zamowienia: 'Zamówienia',
      produkty: 'Kupione produkty',
    },
    Login: { Title: 'Logowanie', Heading: 'Logowanie', Description: 'Zaloguj się do konta klienta w sklepie Merida.' },
    Registration: { Title: 'Rejestracja', Heading: 'Rejestracja', Description: 'Załóż konto klienta w sklepie Merida.' },
    PasswordResetRequest: {
      Title: 'Resetowanie hasła',
      Heading: 'Nie pamiętasz hasła?',
      Description: 'Resetowanie hasła do konta w sklepie Merida.',
    },
    NotYetOpen:
      'Konta klientów uruchamiamy w sklepie wkrótce. Do tego czasu zamówienia i pytania przyjmujemy telefonicznie i e-mailem – chętnie pomożemy.',
  },
  Newsletter: {
    Resign: {
      Title: 'Rezygnacja z newslettera',
      Heading: 'Rezygnacja z newslettera',
      Description: 'Wypisz się z newslettera sklepu Merida.',
      Body: 'Aby wypisać się z newslettera, użyj linku z dowolnej wiadomości od nas albo napisz do nas – usuniemy Twój adres z listy.',
    },
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
