/**
 * The Polish dictionary: the texts of the frame, the catalogue and what many pages share (the
 * texts only some pages use are in pl-account.ts, pl-checkout.ts, pl-contact.ts, pl-shell.ts,
 * pl-offline.ts, pl-newsletter.ts and pl-content.ts, added to `t()` by the modules that import them;
 * pl-content.ts also holds the keys of these namespaces that only server components name). Keys follow
 * the spec's style (`Error.Heading.404`, `Product.Error.Label.OnProductAddToCart`); `{{name}}` is a parameter.
 */
import { ERROR_FALLBACK_TEXTS } from './pl-error-fallback.ts';

export const pl = {
  Shop: {
    Name: 'Merida',
    SkipToContent: 'Przejdź do treści',
  },
  Nav: {
    Categories: 'Kategorie',
    /** The mobile menu's category tree: a label of its own beside the header's category bar. */
    MenuCategories: 'Kategorie w menu',
    Breadcrumb: 'Ścieżka nawigacji',
  },
  Header: {
    Menu: 'Menu',
    CloseMenu: 'Zamknij menu',
    Cart: 'Koszyk',
    CartCount: 'Koszyk: {{count}}',
    MyAccount: 'Moje konto',
    Login: 'Zaloguj się',
    ShowSubcategories: 'Pokaż podkategorie: {{name}}',
    AllInCategory: 'Wszystko w kategorii {{name}}',
  },
  Breadcrumb: {
    Show: 'Pokaż całą ścieżkę',
    Hide: 'Zwiń ścieżkę',
  },
  Carousel: {
    Label: 'Wyróżnione w sklepie',
    RoleDescription: 'karuzela',
    SlideRoleDescription: 'slajd',
    Slide: 'Slajd {{index}} z {{count}}',
    Previous: 'Poprzedni slajd',
    Next: 'Następny slajd',
    GoTo: 'Pokaż slajd {{index}}',
    Pause: 'Zatrzymaj przewijanie slajdów',
    Play: 'Wznów przewijanie slajdów',
  },
  Product: {
    Number: 'Nr produktu',
    Net: 'netto',
    Gross: 'brutto',
    Vat: 'VAT {{rate}}%',
    UnitPrice: '{{price}} / {{per}} brutto',
    InStock: 'Dostępny',
    InStockCount: 'Dostępny: {{quantity}}',
    FromSupplier: 'Dostępny u dostawcy – wysyłka do {{days}}',
    OutOfStock: 'Chwilowo niedostępny',
    Quantity: 'Ilość',
    AddToCart: 'Dodaj do koszyka',
    RegularPrice: 'Cena regularna',
    LowestPrice: 'Najniższa cena z 30 dni przed obniżką: {{price}}',
    Promotion: 'Promocja',
    PromotionEnds: 'Promocja trwa do {{date}}',
    Increase: 'Zwiększ ilość',
    Decrease: 'Zmniejsz ilość',
    QuantityHint: 'Od 1 do {{max}}',
    Gallery: 'Zdjęcia produktu',
    ShowImage: 'Pokaż zdjęcie {{index}} z {{count}}',
    Enlarge: 'Powiększ zdjęcie: {{name}}',
    Error: { Label: { OnProductAddToCart: 'Nie udało się dodać produktu do koszyka. Spróbuj ponownie.' } },
    OnlyInSets: 'Ten produkt kupisz w zestawie:',
    BuyInSet: 'Kup w zestawie „{{name}}”',
    SeeSets: 'Kup w zestawie',
  },
  Set: {
    AddToCart: 'Dodaj zestaw do koszyka',
  },
  Quantity: {
    Min: 'Najmniejsza ilość to {{quantity}}.',
    Max: 'Największa ilość to {{quantity}}.',
    Whole: 'Ilość musi być liczbą całkowitą: zaokrąglono w dół do {{quantity}}.',
    NotNumber: 'Ilość musi być liczbą całkowitą od 1 do {{max}}.',
  },
  Toast: {
    Region: 'Powiadomienia',
    Close: 'Zamknij powiadomienie',
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
      500: ERROR_FALLBACK_TEXTS.Title,
      503: 'Błąd 503 - usługa niedostępna',
    },
    Description: {
      404: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
      500: 'Coś poszło nie tak po naszej stronie. Pracujemy nad tym – spróbuj ponownie za chwilę.',
      503: 'Trwają prace techniczne. Strona odświeży się sama, gdy sklep znów będzie dostępny.',
    },
    NotFoundMessage: 'This page could not be found',
    Fallback: ERROR_FALLBACK_TEXTS,
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
  Network: {
    Offline: 'Brak połączenia z internetem',
    Online: 'Połączenie przywrócone',
  },
  Search: {
    Label: 'Szukaj w sklepie',
    Placeholder: 'Szukaj: nazwa, numer, EAN',
    Submit: 'Szukaj',
    Suggestions: 'Podpowiedzi wyszukiwania',
    ShowAll: 'Pokaż wszystkie wyniki dla „{{query}}”',
    DidYouMean: 'Czy chodziło Ci o:',
    PricePerUnit: '{{price}} brutto / {{unit}}',
    Kind: { product: 'Produkt', productSet: 'Zestaw', blogPost: 'Artykuł', page: 'Strona' },
    PageTitle: 'Wyszukiwarka',
  },
  Filters: {
    Heading: 'Filtry',
    Producer: 'Producent',
    Color: 'Kolor',
    Capacity: 'Pojemność',
    Flag: 'Oznaczenia',
    Price: 'Cena brutto',
    AvailableOnly: 'Tylko dostępne teraz',
    PriceUpTo: 'do {{max}} zł',
    PriceFrom: 'od {{min}} zł',
    PriceBetween: '{{min}}–{{max}} zł',
    AnyPrice: 'Dowolna',
    PriceMin: 'Od (zł)',
    PriceMax: 'Do (zł)',
    Apply: 'Zastosuj',
    PriceInvalid: 'Podaj pełne złote od 0 do 1 000 000; „od” nie może być większe niż „do”.',
    Chosen: 'Wybrane filtry',
    Remove: 'Usuń filtr: {{label}}',
    Clear: 'Wyczyść filtry',
  },
  Footer: {
    CookieSettings: 'Ustawienia plików cookie',
  },
  Consent: {
    Heading: 'Pliki cookie w sklepie',
    Text: 'Niezbędne pliki cookie utrzymują koszyk, logowanie i ten wybór. Za Twoją zgodą użyjemy też plików cookie analitycznych i reklamowych. Wybór zmienisz w każdej chwili w stopce.',
    Privacy: 'Polityka prywatności',
    AcceptAll: 'Akceptuję wszystkie',
    RejectAll: 'Odrzucam wszystkie',
    Choose: 'Wybieram',
    Save: 'Zapisz wybór',
    Purposes: 'Rodzaje plików cookie',
    Necessary: 'Niezbędne – zawsze włączone (koszyk, logowanie, język, ten wybór)',
    Analytics: 'Analityczne – jak korzystasz ze sklepu, bez danych osobowych',
    Advertisement: 'Reklamowe – tracker reklamowy i dopasowanie reklam',
  },
  /** The sign-up form's own texts (the footer's form is on every page; the rest is in pl-newsletter.ts). */
  NewsletterForm: {
    Label: 'Zapis do newslettera',
    FooterLabel: 'Zapis do newslettera w stopce',
    Submit: 'Zapisz się',
  },
  Forms: {
    Error: {
      Network: 'Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie.',
    },
  },
  Table: {
    Loading: 'Ładowanie...',
  },
  Plural: {
    Product: { one: 'produkt', few: 'produkty', many: 'produktów' },
    Suggestion: { one: 'podpowiedź', few: 'podpowiedzi', many: 'podpowiedzi' },
    Post: { one: 'wpis', few: 'wpisy', many: 'wpisów' },
    /** Days after „w” (accusative): w 1 dzień, w 2 dni, w 5 dni. */
    Day: { one: 'dzień', few: 'dni', many: 'dni' },
    /** Days after „do” (genitive): do 1 dnia, do 2 dni, do 22 dni. */
    DayAfterDo: { one: 'dnia', few: 'dni', many: 'dni' },
    WorkingDayAfterDo: { one: 'dnia roboczego', few: 'dni roboczych', many: 'dni roboczych' },
  },
} as const;

export type Dictionary = typeof pl;
