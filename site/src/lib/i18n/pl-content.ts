/**
 * The texts only server components use (the home page, the blog, the branches, content pages and
 * flags, rendered at build time): a part of the Polish dictionary kept out of the browser's
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-content.ts';`, checked by i18n.test.ts), so a client
 * component that names one would bring the part into its bundle.
 */
import { addTexts } from './index.ts';

export const plContent = {
  Home: {
    Title: 'Merida – ręczniki papierowe, dozowniki, suszarki i chemia profesjonalna',
    Description:
      'Sklep producenta artykułów higienicznych: ręczniki i papier toaletowy, dozowniki, suszarki do rąk, mydła i chemia profesjonalna dla firm i klientów indywidualnych.',
    Categories: 'Kategorie produktów',
    Promotions: 'Promocje',
    Bestsellers: 'Najczęściej kupowane',
    Recommended: 'Polecane produkty',
    Blog: 'Porady z naszego bloga',
    AllPromotions: 'Wszystkie promocje',
    AllPosts: 'Wszystkie artykuły',
    Published: 'Opublikowano',
  },
  Blog: {
    Name: 'Blog',
    Title: 'Blog – porady i nowości ze świata higieny',
    Lead: 'Poradniki, nowości produktowe i dobre praktyki higieny w firmie – od ekspertów Merida.',
    Description: 'Blog sklepu Merida: poradniki o higienie w firmie, wyborze dozowników, ręczników i suszarek do rąk, nowości produktowe i ekologia.',
    TagHeading: 'Tag: {{name}}',
    SubjectTitle: '{{name}} – blog',
    TagDescription: 'Artykuły z bloga Merida oznaczone tagiem „{{name}}”: porady, nowości i dobre praktyki higieny.',
    PageSuffix: '{{title}} – strona {{page}}',
    Categories: 'Kategorie bloga',
    AllPosts: 'Wszystkie wpisy',
    Tags: 'Popularne tagi',
    PostTags: 'Tagi wpisu',
    Pagination: 'Strony listy wpisów',
    Page: 'Strona {{page}}',
    ReadingTime: '{{minutes}} min czytania',
    Author: 'Autor: {{name}}',
    Updated: 'Zaktualizowano',
    Related: 'Przeczytaj także',
    BackToBlog: 'Wszystkie wpisy na blogu',
    Empty: 'Nie ma jeszcze wpisów w tym dziale.',
    Navigation: 'Nawigacja bloga',
    AdviceHeading: 'Potrzebujesz porady?',
    AdviceText: 'Doradcy Merida pomogą dobrać dozowniki, ręczniki i chemię do Twojego obiektu.',
    AdviceLink: 'Skontaktuj się z nami',
  },
  Branches: {
    Title: 'Oddziały i biura handlowe',
    Heading: 'Nasze oddziały',
    Lead: 'Centrala we Wrocławiu, centrum logistyczne, dwa zakłady produkcyjne i biura handlowe w największych miastach. Odwiedź nas lub zadzwoń – chętnie doradzimy.',
    Description:
      'Adresy, godziny otwarcia i kontakt do oddziałów Merida: centrala we Wrocławiu, centrum logistyczne, zakłady produkcyjne i biura handlowe.',
    BranchDescription: '{{name}}: {{address}}. Godziny otwarcia, telefon, e-mail i wskazówki dojazdu.',
    Kind: {
      head_office: 'Centrala',
      logistics_centre: 'Centrum logistyczne',
      production_plant: 'Zakład produkcyjny',
      sales_office: 'Biuro handlowe',
    },
    Address: 'Adres',
    Hours: 'Godziny otwarcia',
    Closed: 'nieczynne',
    Phone: 'Telefon',
    Email: 'E-mail',
    Contact: 'Kontakt',
    Directions: 'Wyznacz trasę',
    DirectionsLabel: 'Wyznacz trasę do: {{name}} (Google Maps, otwiera się w nowej karcie)',
    Details: 'Szczegóły oddziału',
    DetailsLabel: 'Szczegóły oddziału: {{name}}',
    Others: 'Pozostałe oddziały',
    All: 'Wszystkie oddziały',
    Map: 'Mapa oddziałów',
    MapOfBranch: 'Mapa dojazdu: {{name}}',
    MapLoading: 'Ładowanie mapy…',
    MapUnavailable: 'Mapa jest chwilowo niedostępna. Adresy i wskazówki dojazdu znajdziesz poniżej.',
  },
  Content: {
    Information: 'Informacje',
    Updated: 'Ostatnia aktualizacja:',
    Milestones: 'Nasza historia w latach',
    LandingCta: 'Zapytaj o ofertę',
    LandingCtaText: 'Doradca przygotuje bezpłatną wycenę dopasowaną do Twojego obiektu.',
    LandingBranches: 'Znajdź najbliższy oddział',
    Promises: 'Dlaczego Merida',
    Promise1: 'Producent i dostawca od 1995 roku',
    Promise2: 'Doradztwo, montaż i serwis w całej Polsce',
    Promise3: 'Bezpłatna wycena w ciągu jednego dnia roboczego',
  },
  Days: {
    Short: {
      Monday: 'pon.',
      Tuesday: 'wt.',
      Wednesday: 'śr.',
      Thursday: 'czw.',
      Friday: 'pt.',
      Saturday: 'sob.',
      Sunday: 'niedz.',
    },
  },
  Flag: {
    Description: '{{name}} w sklepie Merida: ręczniki, dozowniki, suszarki i chemia profesjonalna. Ceny netto i brutto.',
    Empty: 'Nie ma teraz produktów w tym zestawieniu.',
  },
} as const;

addTexts(plContent);
