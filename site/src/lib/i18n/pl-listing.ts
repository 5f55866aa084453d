/**
 * The texts of listings read in the browser or paged: search results, filtered categories,
 * sorting, page links and the results' tables.
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-listing.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plListing = {
  Category: {
    Pagination: 'Strony kategorii',
    Sort: {
      Label: 'Sortuj',
      Current: 'Sortowanie: {{order}}',
      popularnosc: 'Popularność',
      'cena-rosnaco': 'Cena: od najniższej',
      'cena-malejaco': 'Cena: od najwyższej',
      nazwa: 'Nazwa: A–Z',
      nowosci: 'Najnowsze',
    },
  },
  Search: {
    Title: 'Wyniki wyszukiwania: „{{query}}”',
    EmptyHeading: 'Czego szukasz?',
    EmptyText: 'Wpisz nazwę produktu, jego numer katalogowy lub kod EAN. Polskie znaki nie są konieczne: „recznik” znajdzie „ręcznik”.',
    BrowseCategories: 'Albo przeglądaj kategorie',
    Products: 'Produkty',
    Sets: 'Zestawy produktów',
    Articles: 'Artykuły i strony',
    SetPrice: 'Cena zestawu',
    NoResultsHint: 'Sprawdź pisownię, użyj krótszego lub bardziej ogólnego słowa albo wpisz numer produktu.',
    NoProductsOnPage: 'Na tej stronie wyników nie ma już produktów.',
    FirstPage: 'Wróć na pierwszą stronę wyników',
    Error: 'Nie udało się pobrać wyników. Sprawdź połączenie i spróbuj ponownie.',
    Retry: 'Spróbuj ponownie',
    Pagination: 'Strony wyników',
  },
  Filters: {
    Title: '{{category}} – filtry',
    CategoryProducts: 'Produkty kategorii',
    ShowAll: 'Pokaż wszystkie produkty kategorii',
    Error: 'Nie udało się pobrać produktów. Sprawdź połączenie i spróbuj ponownie.',
  },
  Table: {
    NoResults: 'Brak pasujących wyników',
    Showing: 'Pokazano od {{from}} do {{to}} z {{count}} rekordów',
  },
  Pagination: {
    Previous: 'Poprzednia strona',
    Next: 'Następna strona',
    Page: 'Strona {{page}}',
  },
} as const;

addTexts(plListing);
