// Hand-written shop content: category tree, flags, product-set templates, blog, pages, departments,
// milestones and the home slider (the branches are in branches.ts; what the pages say of paying and
// delivery is written from the checkout's own lists by terms.ts). Texts are shopper-visible Polish.
// No Node imports.

import type { Department } from '#lib/api-types.ts';
import { formatPrice } from '#lib/money.ts';
import { RETURN_SHIPPING_PAID_BY, RETURN_SHIPPING_TEXT } from '#lib/return-shipping.ts';
import { SELLER, SELLER_ADDRESS } from '#lib/seller.ts';
import { BRANCHES } from './branches.ts';
import type { BannerTheme } from './images.ts';
import { deliveryMethodList, freeDeliveryParagraphs, modelFormParagraph, paymentMethodList, pickupBranchList } from './terms.ts';
import type { PageKind } from './types.ts';

export interface CategoryDef {
  name: string;
  description: string;
  kind?: 'promotions';
  /** Its products, and those of every category below it, are chemicals (CLP, issue 34). */
  holdsChemicals?: true;
  children?: CategoryDef[];
}

export const CATEGORY_TREE: CategoryDef[] = [
  {
    name: 'Ręczniki papierowe',
    description: 'Ręczniki w roli, składane ZZ i czyściwa przemysłowe do dozowników i stojaków.',
    children: [
      { name: 'Ręczniki w roli', description: 'Ręczniki papierowe w rolach Mini, Midi, Maxi i do dozowników z automatycznym cięciem.' },
      { name: 'Ręczniki składane ZZ', description: 'Ręczniki składane w literę Z – podawane pojedynczo, higieniczne i oszczędne.' },
      { name: 'Czyściwa przemysłowe', description: 'Wytrzymałe czyściwa w dużych rolach do warsztatów, produkcji i magazynów.' },
    ],
  },
  {
    name: 'Papier toaletowy',
    description: 'Papier toaletowy w rolach Jumbo i w małych rolkach, z celulozy i z makulatury.',
    children: [
      { name: 'Papier toaletowy Jumbo', description: 'Duże role do dozowników Jumbo – rzadsza wymiana w toaletach o dużym ruchu.' },
      { name: 'Papier toaletowy małe rolki', description: 'Klasyczne rolki do standardowych uchwytów – do biur, hoteli i domów.' },
    ],
  },
  {
    name: 'Dozowniki',
    description: 'Dozowniki mydła, ręczników i papieru toaletowego z tworzywa i stali nierdzewnej.',
    children: [
      {
        name: 'Dozowniki mydła',
        description: 'Dozowniki ręczne i bezdotykowe do mydła w płynie i w pianie.',
        children: [
          { name: 'Dozowniki mydła w płynie', description: 'Dozowniki ze zbiornikiem uzupełnianym mydłem z kanistra lub na wkłady.' },
          { name: 'Dozowniki mydła w pianie', description: 'Dozowniki pianowe na jednorazowe wkłady – mniejsze zużycie mydła.' },
        ],
      },
      { name: 'Dozowniki ręczników', description: 'Pojemniki na ręczniki ZZ i dozowniki ręczników w roli, także z automatycznym cięciem.' },
      { name: 'Dozowniki papieru toaletowego', description: 'Zamykane dozowniki papieru Jumbo i uchwyty na małe rolki.' },
    ],
  },
  {
    name: 'Suszarki do rąk',
    description: 'Automatyczne i strumieniowe suszarki do rąk – także na wynajem.',
    children: [
      { name: 'Suszarki klasyczne', description: 'Automatyczne suszarki z czujnikiem – do biur, szkół i restauracji.' },
      { name: 'Suszarki strumieniowe', description: 'Szybkie suszarki strumieniowe do obiektów o bardzo dużym ruchu.' },
    ],
  },
  {
    name: 'Mydła i dezynfekcja',
    holdsChemicals: true,
    description: 'Mydła w płynie i w pianie oraz preparaty do dezynfekcji rąk i powierzchni.',
    children: [
      { name: 'Mydła w płynie', description: 'Mydła w butelkach z pompką, wkładach i ekonomicznych kanistrach.' },
      { name: 'Mydła w pianie', description: 'Wkłady i kanistry do dozowników mydła w pianie.' },
      { name: 'Płyny do dezynfekcji', description: 'Płyny i żele do dezynfekcji rąk oraz preparaty do dezynfekcji powierzchni.' },
    ],
  },
  {
    name: 'Chemia profesjonalna',
    holdsChemicals: true,
    description: 'Profesjonalne środki czystości do podłóg, sanitariatów i kuchni.',
    children: [
      { name: 'Środki do podłóg', description: 'Środki i koncentraty do mycia, pielęgnacji i zabezpieczania podłóg.' },
      { name: 'Środki do sanitariatów', description: 'Żele WC, odkamieniacze i płyny do mycia łazienek.' },
      { name: 'Środki do kuchni', description: 'Odtłuszczacze, płyny do naczyń i środki do zmywarek gastronomicznych.' },
      { name: 'Odświeżacze powietrza', description: 'Aerozole, wkłady i automatyczne odświeżacze powietrza.' },
    ],
  },
  {
    name: 'Kosze na śmieci',
    description: 'Kosze pedałowe, z pokrywą uchylną i do segregacji odpadów.',
    children: [
      { name: 'Kosze pedałowe', description: 'Kosze otwierane pedałem – bez dotykania pokrywy.' },
      { name: 'Kosze uchylne', description: 'Kosze z pokrywą uchylną do łazienek, biur i korytarzy.' },
      { name: 'Kosze do segregacji', description: 'Kosze w kolorach frakcji do selektywnej zbiórki odpadów.' },
    ],
  },
  {
    name: 'Sprzęt do sprzątania',
    description: 'Mopy, wiadra, wózki serwisowe, ściereczki i rękawice ochronne.',
    children: [
      { name: 'Mopy i wiadra', description: 'Mopy płaskie i sznurkowe, wiadra z wyciskarką i wózki do sprzątania.' },
      { name: 'Ściereczki i zmywaki', description: 'Ściereczki z mikrofibry, ściereczki uniwersalne i zmywaki.' },
      { name: 'Rękawice ochronne', description: 'Jednorazowe rękawice nitrylowe, lateksowe i winylowe.' },
    ],
  },
  {
    name: 'Worki na śmieci',
    description: 'Worki na odpady z folii LDPE i HDPE w pojemnościach od 20 do 240 l.',
    children: [
      { name: 'Worki LDPE', description: 'Grube, rozciągliwe worki do ciężkich i ostrych odpadów.' },
      { name: 'Worki HDPE', description: 'Lekkie, ekonomiczne worki do koszy biurowych i łazienkowych.' },
    ],
  },
  {
    name: 'Promocje',
    description: 'Produkty w obniżonych cenach – oferta ważna do wyczerpania zapasów lub do końca promocji.',
    kind: 'promotions',
  },
];

export const FLAGS = [
  { code: 'new', slug: 'nowosci', name: 'Nowości' },
  { code: 'bestseller', slug: 'bestsellery', name: 'Bestsellery' },
  { code: 'recommended', slug: 'polecane', name: 'Polecane' },
  { code: 'eco', slug: 'ekologiczne', name: 'Produkty ekologiczne' },
  // Never assigned here: the API derives it from the promotion running now (browse-flags.ts).
  { code: 'promotion', slug: 'promocje', name: 'Promocje' },
] as const;

export interface SetTemplate {
  name: string;
  description: string;
  accent: string;
  /** Each entry picks a distinct product of the kind (and tag, when given). */
  items: { kind: string; tag?: string; quantity: number }[];
}

export const SET_TEMPLATES: SetTemplate[] = [
  {
    name: 'Zestaw startowy do łazienki biurowej',
    description:
      'Komplet wyposażenia łazienki dla małego biura: dozownik mydła, dozownik ręczników ZZ, dozownik papieru Jumbo oraz zapas mydła i ręczników na pierwsze tygodnie.',
    accent: '#0f8b8d',
    items: [
      { kind: 'soapDispenserLiquid', tag: 'manual', quantity: 1 },
      { kind: 'towelDispenser', tag: 'zz', quantity: 1 },
      { kind: 'toiletDispenser', tag: 'jumbo', quantity: 1 },
      { kind: 'soapLiquid', tag: '5l', quantity: 1 },
      { kind: 'towelZZ', tag: 'carton', quantity: 1 },
    ],
  },
  {
    name: 'Zestaw dozownik + 6 rolek ręczników',
    description: 'Dozownik ręczników w roli z sześcioma rolkami pasujących ręczników – gotowy do montażu.',
    accent: '#1f6fb2',
    items: [
      { kind: 'towelDispenser', tag: 'roll', quantity: 1 },
      { kind: 'towelRoll', tag: 'single', quantity: 6 },
    ],
  },
  {
    name: 'Zestaw dozownik Jumbo + karton papieru',
    description: 'Zamykany dozownik papieru toaletowego Jumbo z kartonem papieru w niższej cenie.',
    accent: '#1f6fb2',
    items: [
      { kind: 'toiletDispenser', tag: 'jumbo', quantity: 1 },
      { kind: 'toiletJumbo', tag: 'carton', quantity: 1 },
    ],
  },
  {
    name: 'Zestaw higieny rąk z mydłem w pianie',
    description: 'Dozownik mydła w pianie i sześć wkładów – oszczędne i higieniczne mycie rąk.',
    accent: '#2e9e6a',
    items: [
      { kind: 'soapDispenserFoam', quantity: 1 },
      { kind: 'soapFoam', tag: 'cartridge', quantity: 6 },
    ],
  },
  {
    name: 'Zestaw bezdotykowej dezynfekcji rąk',
    description: 'Bezdotykowy dozownik z zapasem płynu i żelu do dezynfekcji – na recepcję, do stołówki lub gabinetu.',
    accent: '#2e9e6a',
    items: [
      { kind: 'soapDispenserLiquid', tag: 'touchless', quantity: 1 },
      { kind: 'disinfectant', tag: 'hands', quantity: 2 },
      { kind: 'disinfectant', tag: 'gel', quantity: 2 },
    ],
  },
  {
    name: 'Zestaw do mycia podłóg',
    description: 'Wózek z wyciskarką, środki do podłóg, ściereczki i rękawice – wszystko dla ekipy sprzątającej.',
    accent: '#e08a1e',
    items: [
      { kind: 'mopBucket', tag: 'trolley', quantity: 1 },
      { kind: 'floorCleaner', quantity: 2 },
      { kind: 'cloths', tag: 'micro', quantity: 2 },
      { kind: 'gloves', tag: 'nitrylowe', quantity: 1 },
    ],
  },
  {
    name: 'Zestaw do segregacji odpadów w biurze',
    description: 'Trzy kosze do segregacji i worki na zapas – łatwy start z selektywną zbiórką odpadów.',
    accent: '#3a9a5b',
    items: [
      { kind: 'binRecycling', quantity: 1 },
      { kind: 'binRecycling', quantity: 1 },
      { kind: 'binRecycling', quantity: 1 },
      { kind: 'bagsHdpe', quantity: 3 },
    ],
  },
  {
    name: 'Zestaw do sprzątania sanitariatów',
    description: 'Środki do toalet i łazienek z rękawicami i ściereczkami w kolorach do stref sanitarnych.',
    accent: '#6b4fc4',
    items: [
      { kind: 'sanitaryCleaner', quantity: 4 },
      { kind: 'sanitaryCleaner', quantity: 2 },
      { kind: 'gloves', quantity: 2 },
      { kind: 'cloths', quantity: 2 },
    ],
  },
  {
    name: 'Zestaw kuchenny dla gastronomii',
    description: 'Odtłuszczacz, płyn do naczyń, ściereczki, rękawice i mocne worki – podstawowe zaopatrzenie kuchni.',
    accent: '#6b4fc4',
    items: [
      { kind: 'kitchenCleaner', quantity: 3 },
      { kind: 'kitchenCleaner', quantity: 2 },
      { kind: 'cloths', quantity: 2 },
      { kind: 'gloves', quantity: 1 },
      { kind: 'bagsLdpe', quantity: 2 },
    ],
  },
  {
    name: 'Zestaw suszarka do rąk z koszem',
    description: 'Automatyczna suszarka do rąk i kosz pedałowy – porządek przy umywalce bez ręczników papierowych.',
    accent: '#3557c9',
    items: [
      { kind: 'dryerClassic', quantity: 1 },
      { kind: 'binPedal', quantity: 1 },
    ],
  },
  {
    name: 'Zestaw świeża łazienka',
    description: 'Automatyczny odświeżacz z zapasem wkładów i środki do mycia sanitariatów.',
    accent: '#c8507f',
    items: [
      { kind: 'airFreshener', tag: 'device', quantity: 1 },
      { kind: 'airFreshener', tag: 'refill', quantity: 4 },
      { kind: 'sanitaryCleaner', quantity: 2 },
    ],
  },
  {
    name: 'Zestaw papierowy na miesiąc dla małego biura',
    description: 'Papier toaletowy, ręczniki ZZ i worki na śmieci w ilości wystarczającej na miesiąc dla 10–15 osób.',
    accent: '#1f6fb2',
    items: [
      { kind: 'toiletSmall', quantity: 3 },
      { kind: 'towelZZ', tag: 'carton', quantity: 1 },
      { kind: 'bagsHdpe', quantity: 2 },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Blog

export const BLOG_CATEGORIES = [
  { name: 'Higiena w firmie', description: 'Jak dbać o higienę w biurach, szkołach, hotelach i zakładach pracy.' },
  { name: 'Poradniki', description: 'Praktyczne porady: jak wybrać, zamontować i używać produktów.' },
  { name: 'Nowości produktowe', description: 'Nowe produkty i linie w naszej ofercie.' },
  { name: 'Ekologia', description: 'Segregacja odpadów, recykling i produkty przyjazne środowisku.' },
  { name: 'Z życia firmy', description: 'Inwestycje, wydarzenia i aktualności z naszych zakładów.' },
];

export const BLOG_TAGS = [
  'suszarki do rąk',
  'dozowniki',
  'ręczniki papierowe',
  'papier toaletowy',
  'mydło',
  'dezynfekcja',
  'HoReCa',
  'biuro',
  'ekologia',
  'oszczędności',
  'BHP',
  'wynajem',
  'segregacja odpadów',
  'chemia profesjonalna',
  'łazienka',
  'szkoły',
  'hotele',
  'sprzątanie',
  'eventy',
];

export const BLOG_AUTHORS = ['Anna Kowalczyk', 'Marek Zieliński', 'Katarzyna Wójcik', 'Tomasz Lewandowski', 'Joanna Nowicka'];

export interface PostDef {
  slug?: string;
  title: string;
  category: string;
  tags: string[];
  theme: BannerTheme;
  lead: string;
  body: string[];
}

export const BLOG_POSTS: PostDef[] = [
  {
    slug: 'wynajem-suszarek',
    title: 'Wynajem suszarek do rąk – na eventy, targi i do biura',
    category: 'Nowości produktowe',
    tags: ['suszarki do rąk', 'wynajem', 'eventy', 'biuro'],
    theme: 'air',
    lead: 'Nie musisz kupować suszarek, by zapewnić gościom wygodę. Wynajmujemy suszarki do rąk na imprezy plenerowe, targi, budowy i do biur – z dostawą, montażem i serwisem.',
    body: [
      'Organizujesz festiwal, targi branżowe albo konferencję na kilkaset osób? Tymczasowe sanitariaty w halach wystawienniczych szybko stają się wąskim gardłem, a kosze przepełnione ręcznikami papierowymi psują wrażenia uczestników. Wynajem suszarek do rąk rozwiązuje ten problem bez inwestowania w sprzęt, który po wydarzeniu nie będzie potrzebny.',
      '## Jak działa wynajem',
      '- Doradzamy, ile urządzeń potrzebujesz – zwykle jedna suszarka na 150–200 osób w ciągu dnia\n- Dostarczamy suszarki i montujemy je na ścianach lub na mobilnych stojakach\n- Dbamy o serwis w trakcie wydarzenia i odbieramy sprzęt po jego zakończeniu\n- Rozliczamy się za dzień, tydzień lub miesiąc – na podstawie jednej faktury',
      '## Suszarki w biurze na próbę',
      'Wynajem przydaje się także firmom, które rozważają rezygnację z ręczników papierowych. Przez miesiąc lub dwa możesz sprawdzić w praktyce, jak pracownicy przyjmą suszarki, ile zaoszczędzisz na papierze i jak zmieni się porządek w łazienkach. Jeśli zdecydujesz się na zakup, część opłaty za wynajem zaliczymy na poczet ceny urządzeń.',
      'W ofercie wynajmu są zarówno klasyczne suszarki automatyczne, jak i szybkie suszarki strumieniowe. Na wydarzenia plenerowe dostarczamy urządzenia na stojakach z osłoną przeciwbryzgową, które można ustawić w dowolnym miejscu z dostępem do gniazdka.',
      'Zapytaj o wynajem w najbliższym biurze handlowym – w Warszawie, Krakowie, Poznaniu lub w centrali we Wrocławiu. Przygotujemy ofertę w ciągu jednego dnia roboczego.',
    ],
  },
  {
    title: 'Jak dobrać dozownik mydła do łazienki w biurze?',
    category: 'Poradniki',
    tags: ['dozowniki', 'mydło', 'biuro'],
    theme: 'washroom',
    lead: 'Płyn czy piana, przycisk czy czujnik, tworzywo czy stal? Podpowiadamy, na co zwrócić uwagę przy wyborze dozownika mydła do firmowej łazienki.',
    body: [
      'Dozownik mydła to urządzenie, z którego każdy pracownik korzysta kilka razy dziennie. Dobrze dobrany działa latami bez awarii, a źle dobrany generuje zgłoszenia, zacieki na ścianie i niepotrzebne koszty mydła.',
      '## Mydło w płynie czy w pianie?',
      'Dozowniki mydła w płynie są tańsze w zakupie i pozwalają korzystać z ekonomicznych kanistrów 5 l. Dozowniki pianowe zużywają nawet o połowę mniej mydła na jedno mycie, a zamknięte wkłady ograniczają ryzyko zanieczyszczenia zawartości – to dobry wybór do placówek medycznych i gastronomii.',
      '## Na co jeszcze zwrócić uwagę',
      '- Pojemność: w łazience dla 20–30 osób wystarczy 0,8–1 l, przy większym ruchu wybierz 1,2 l\n- Materiał: tworzywo ABS jest lekkie i tanie, stal nierdzewna lepiej znosi intensywne użytkowanie\n- Zamek na kluczyk chroni przed podkradaniem mydła\n- Okienko kontrolne ułatwia obsłudze sprawdzanie poziomu',
      'Jeśli chcesz, by łazienka wyglądała spójnie, wybierz dozowniki mydła, ręczników i papieru z jednej linii, np. Merida Harmony lub Merida Stella.',
    ],
  },
  {
    title: 'Ręcznik papierowy czy suszarka? Porównanie kosztów i higieny',
    category: 'Higiena w firmie',
    tags: ['ręczniki papierowe', 'suszarki do rąk', 'oszczędności'],
    theme: 'air',
    lead: 'To jedno z najczęstszych pytań, jakie słyszymy od klientów. Porównaliśmy koszty zakupu, eksploatacji i wygodę obu rozwiązań.',
    body: [
      'Ręczniki papierowe i suszarki do rąk mają swoich zwolenników. Ręczniki osuszają dłonie szybko i dokładnie, a przy okazji pozwalają je mechanicznie oczyścić. Suszarki nie generują odpadów i po kilku miesiącach zwracają się dzięki oszczędnościom na papierze.',
      '## Koszty w liczbach',
      'Przyjmijmy łazienkę, z której korzysta 50 osób, a każda myje ręce cztery razy dziennie. Przy ręcznikach ZZ zużywa się około dwóch listków na jedno suszenie, czyli ponad 400 listków dziennie. Suszarka o mocy 1100 W pracująca 20 sekund zużywa na jedno suszenie około 0,006 kWh – koszt energii dla całej łazienki to kilka złotych miesięcznie.',
      '## Co wybrać?',
      '- Ręczniki papierowe – gabinety medyczne, gastronomia i miejsca, gdzie liczy się maksymalna higiena\n- Suszarki klasyczne – biura i szkoły o umiarkowanym ruchu\n- Suszarki strumieniowe – galerie, lotniska i stadiony, gdzie liczy się czas\n- Oba rozwiązania naraz – duże łazienki, w których użytkownicy mają wybór',
      'Niezależnie od wyboru pamiętaj o koszu na odpady obok umywalki i o regularnym serwisie – to one decydują o tym, jak łazienkę ocenią użytkownicy.',
    ],
  },
  {
    title: 'Papier toaletowy Jumbo – kiedy się opłaca?',
    category: 'Poradniki',
    tags: ['papier toaletowy', 'oszczędności', 'dozowniki'],
    theme: 'paper',
    lead: 'Duże role Jumbo to standard w toaletach publicznych. Sprawdź, od jakiej liczby użytkowników zaczynają się opłacać i jak dobrać średnicę roli do dozownika.',
    body: [
      'Jedna rola papieru Jumbo o średnicy 23 cm ma zwykle 200–260 metrów długości – tyle, co kilkanaście zwykłych rolek. W toalecie, z której korzysta kilkadziesiąt osób dziennie, oznacza to wymianę raz na kilka dni zamiast kilka razy dziennie.',
      '## Zalety papieru Jumbo',
      '- Mniej interwencji obsługi i mniejsze ryzyko, że papieru zabraknie\n- Niższa cena za metr papieru niż w małych rolkach\n- Zamykany dozownik chroni papier przed kradzieżą i zamoczeniem\n- Mniej opakowań i gilz do utylizacji',
      '## Jak dobrać rozmiar',
      'Średnica roli musi pasować do dozownika. Najpopularniejszy jest rozmiar 23 cm; w małych kabinach sprawdzi się 19 cm, a w obiektach o bardzo dużym ruchu – 26 cm. Przed zamówieniem sprawdź w opisie dozownika maksymalną średnicę roli.',
      'W małym biurze, z którego toalety korzysta kilka osób, zwykłe rolki nadal są rozsądnym wyborem. Próg opłacalności papieru Jumbo to zazwyczaj 20–30 użytkowników dziennie.',
    ],
  },
  {
    title: 'Mydło w pianie zamiast mydła w płynie – 5 powodów, by zmienić',
    category: 'Higiena w firmie',
    tags: ['mydło', 'oszczędności', 'łazienka'],
    theme: 'hygiene',
    lead: 'Piana szybciej pokrywa dłonie, zużywa się jej mniej i łatwiej się ją spłukuje. Oto pięć argumentów za przejściem na mydło w pianie.',
    body: [
      'Mydło w pianie jeszcze kilka lat temu kojarzyło się głównie z hotelami i szpitalami. Dziś coraz częściej trafia do biur, szkół i restauracji – i nie chodzi wyłącznie o modę.',
      '- Oszczędność: jedna dawka piany to około 0,4 ml mydła, o połowę mniej niż w przypadku płynu\n- Mniej wody: pianę spłukuje się szybciej\n- Higiena: zamknięte wkłady wymienia się w całości, bez dolewania do otwartego zbiornika\n- Wygoda: piana od razu rozprowadza się po dłoniach, także u dzieci\n- Porządek: mniej kapania i zacieków pod dozownikiem',
      '## Jak przejść na pianę',
      'Wystarczy wymienić dozowniki na modele pianowe, np. z linii Merida Harmony, i zamówić odpowiednie wkłady. Stare dozowniki na mydło w płynie można przenieść do pomieszczeń gospodarczych lub na zaplecze.',
    ],
  },
  {
    title: 'Dezynfekcja rąk w miejscu pracy – praktyczne zasady',
    category: 'Higiena w firmie',
    tags: ['dezynfekcja', 'BHP', 'biuro'],
    theme: 'hygiene',
    lead: 'Gdzie ustawić punkty dezynfekcji, jaki preparat wybrać i jak przekonać pracowników, by z nich korzystali – praktyczny poradnik dla pracodawców.',
    body: [
      'Mycie rąk wodą z mydłem pozostaje podstawą higieny, ale nie zawsze jest możliwe. W recepcji, przy wejściu do stołówki czy na hali produkcyjnej szybka dezynfekcja preparatem na bazie alkoholu to najprostszy sposób na ograniczenie przenoszenia drobnoustrojów.',
      '## Gdzie ustawić dozowniki',
      '- Przy wejściu do budynku i w recepcji\n- Przed stołówką i w kuchni pracowniczej\n- W salach konferencyjnych i przy wspólnych urządzeniach, np. drukarkach\n- W miejscach obsługi klientów',
      '## Jak wybrać preparat',
      'Szukaj produktów biobójczych dopuszczonych do obrotu w Polsce, o zawartości alkoholu co najmniej 60–70% i z dodatkiem składników nawilżających. Żele są wygodniejsze przy dozownikach ręcznych, płyny sprawdzają się w dozownikach bezdotykowych i w postaci sprayu.',
      'Najważniejsza jest jednak regularność. Krótka instrukcja przy dozowniku i przypominanie o higienie w sezonie infekcji robią większą różnicę niż najdroższy preparat.',
    ],
  },
  {
    title: 'Jak urządzić łazienkę w restauracji zgodnie z wymogami sanepidu',
    category: 'Poradniki',
    tags: ['HoReCa', 'łazienka', 'dozowniki'],
    theme: 'washroom',
    lead: 'Toaleta dla gości i umywalka dla personelu to miejsca, na które inspektorzy zwracają szczególną uwagę. Zebraliśmy najważniejsze zasady wyposażenia.',
    body: [
      'Przepisy nie wskazują konkretnych modeli urządzeń, ale jasno określają cel: personel musi mieć stały dostęp do ciepłej wody, mydła i jednorazowych ręczników, a goście – do czystej, dobrze zaopatrzonej toalety.',
      '## Umywalka dla personelu',
      '- Dozownik mydła, najlepiej bezdotykowy lub uruchamiany łokciem\n- Ręczniki jednorazowe w dozowniku\n- Płyn do dezynfekcji rąk\n- Kosz pedałowy, który nie wymaga dotykania pokrywy\n- Instrukcja mycia rąk w widocznym miejscu',
      '## Toaleta dla gości',
      'W łazience dla gości liczy się przede wszystkim estetyka i niezawodność. Dozowniki z jednej linii, papier Jumbo w zamykanym dozowniku i odświeżacz powietrza to standard, który goście zauważają – zwłaszcza wtedy, gdy czegoś brakuje.',
      'Pamiętaj też o planie higieny: kto, kiedy i jakimi środkami sprząta łazienki. Karta kontroli na drzwiach to prosty sposób, by udokumentować regularne sprzątanie.',
    ],
  },
  {
    title: 'Segregacja odpadów w biurze krok po kroku',
    category: 'Ekologia',
    tags: ['segregacja odpadów', 'ekologia', 'biuro'],
    theme: 'eco',
    lead: 'Pięć pojemników, jasne oznaczenia i kilka dobrych nawyków – tak wprowadzisz w biurze segregację, która naprawdę działa.',
    body: [
      'W Polsce obowiązuje jednolity system segregacji odpadów: papier trafia do pojemnika niebieskiego, metale i tworzywa sztuczne do żółtego, szkło do zielonego, odpady biodegradowalne do brązowego, a pozostałe – do czarnego. Te same zasady dotyczą firm.',
      '## Od czego zacząć',
      '- Sprawdź, jakie odpady powstają w biurze najczęściej\n- Ustaw kosze do segregacji w kuchni i przy drukarkach, a nie w każdym pokoju\n- Oznacz kosze naklejkami z opisem frakcji\n- Wybierz worki w kolorach odpowiadających frakcjom\n- Wyznacz osobę odpowiedzialną za odbiór odpadów',
      'Po kilku tygodniach warto sprawdzić, które pojemniki zapełniają się najszybciej, i dopasować ich pojemność. Dobrze zaplanowana segregacja zmniejsza ilość odpadów zmieszanych, a co za tym idzie – koszty ich odbioru.',
    ],
  },
  {
    title: 'Czy papier z makulatury jest higieniczny?',
    category: 'Ekologia',
    tags: ['ekologia', 'papier toaletowy', 'ręczniki papierowe'],
    theme: 'eco',
    lead: 'Szary ręcznik czy biały papier z celulozy? Wyjaśniamy, jak powstaje papier z makulatury i dlaczego jest tak samo bezpieczny.',
    body: [
      'Papier z makulatury budzi czasem obawy: skoro powstaje ze zużytego papieru, czy na pewno jest czysty? Odpowiedź brzmi: tak. W procesie produkcji makulatura jest rozwłókniana, oczyszczana i poddawana działaniu wysokiej temperatury, a gotowy papier spełnia te same normy higieniczne co papier z celulozy.',
      '## Czym się różnią',
      'Papier z makulatury jest zwykle nieco mniej miękki i ma szary lub kremowy odcień, bo nie jest intensywnie wybielany. Za to jego produkcja zużywa mniej wody i energii, a każda tona pozwala zaoszczędzić drewno.',
      '## Gdzie go stosować',
      'Ręczniki i papier toaletowy z makulatury sprawdzają się w zakładach pracy, szkołach, magazynach i wszędzie tam, gdzie liczy się cena i ekologia. W reprezentacyjnych łazienkach biurowców i hoteli częściej wybiera się papier biały, wielowarstwowy.',
      'Produkty z makulatury znajdziesz w naszym sklepie pod oznaczeniem „Produkty ekologiczne”.',
    ],
  },
  {
    title: 'Ile zużywa łazienka w biurze? Kalkulacja dla 50 osób',
    category: 'Poradniki',
    tags: ['oszczędności', 'biuro', 'papier toaletowy'],
    theme: 'paper',
    lead: 'Ile rolek papieru, ręczników i litrów mydła potrzebuje biuro na 50 osób? Policzyliśmy miesięczne zapotrzebowanie i podpowiadamy, jak planować zamówienia.',
    body: [
      'Planowanie zakupów środków higienicznych to w wielu firmach zadanie na ostatnią chwilę – ktoś zauważa, że kończy się papier, i trzeba pilnie zamawiać. Tymczasem zużycie da się łatwo oszacować.',
      '## Założenia',
      'Przyjmujemy 50 pracowników, 21 dni roboczych w miesiącu i średnio cztery wizyty w łazience dziennie na osobę.',
      '- Papier toaletowy Jumbo 23 cm: około 12–15 rolek miesięcznie\n- Ręczniki składane ZZ: około 2–3 kartonów po 4000 listków\n- Mydło w płynie: około 6–8 litrów, czyli jeden lub dwa kanistry 5 l\n- Worki na śmieci 60 l: około 80 sztuk',
      'Rzeczywiste zużycie zależy od tego, czy w biurze bywają goście, oraz od rodzaju dozowników. Dozowniki z kontrolowanym podawaniem potrafią obniżyć zużycie o 20–30%.',
      'Najwygodniej zamawiać raz w miesiącu, z niewielkim zapasem. Klienci firmowi mogą skorzystać ze stałych dostaw – skontaktuj się z naszym działem handlowym.',
    ],
  },
  {
    title: 'Kodowanie kolorami w sprzątaniu – ściereczki, wiadra i mopy',
    category: 'Poradniki',
    tags: ['sprzątanie', 'HoReCa', 'BHP'],
    theme: 'chemistry',
    lead: 'Czerwony do toalet, niebieski do biur, zielony do kuchni. System kolorów to prosty sposób na to, by nie przenosić bakterii między pomieszczeniami.',
    body: [
      'Ta sama ściereczka użyta najpierw w toalecie, a potem na blacie w kuchni, to jeden z najczęstszych błędów w sprzątaniu. Kodowanie kolorami eliminuje go bez szkoleń z mikrobiologii – wystarczy zapamiętać kilka kolorów.',
      '## Najpopularniejszy podział',
      '- Czerwony – toalety, pisuary, muszle klozetowe\n- Żółty – umywalki, glazura i armatura w łazienkach\n- Niebieski – biura, sale konferencyjne, meble\n- Zielony – kuchnie i strefy żywności',
      'Ten sam kolor powinny mieć ściereczki, wiadra, nakładki na mopy i rękawice. Dzięki temu zarówno pracownik, jak i kierownik zmiany od razu widzą, czy sprzęt jest używany zgodnie z przeznaczeniem.',
      'Przy wdrażaniu systemu warto powiesić w pomieszczeniu gospodarczym tabelę kolorów i kupić sprzęt w komplecie. W naszym sklepie znajdziesz ściereczki z mikrofibry i wiadra we wszystkich czterech kolorach.',
    ],
  },
  {
    title: 'Suszarki strumieniowe – jak działają i gdzie się sprawdzą',
    category: 'Poradniki',
    tags: ['suszarki do rąk', 'oszczędności'],
    theme: 'air',
    lead: 'Suszą dłonie w kilkanaście sekund i zużywają mniej energii niż klasyczne suszarki. Wyjaśniamy, na czym polega technologia strumieniowa.',
    body: [
      'Klasyczna suszarka odparowuje wodę z dłoni ciepłym powietrzem. Suszarka strumieniowa działa inaczej: wąski, bardzo szybki strumień powietrza dosłownie zdmuchuje wodę ze skóry. Dzięki temu nie potrzebuje grzałki o dużej mocy, a suszenie trwa 10–14 sekund.',
      '## Zalety',
      '- Krótszy czas suszenia – mniejsze kolejki w godzinach szczytu\n- Niższe zużycie energii na jedno suszenie\n- Filtry HEPA oczyszczające zasysane powietrze\n- Wbudowana tacka lub odpływ na krople wody',
      '## Gdzie je montować',
      'Suszarki strumieniowe najlepiej sprawdzają się w obiektach o bardzo dużym ruchu: na lotniskach, dworcach, w galeriach handlowych i na stadionach. W małym biurze wystarczy zwykle klasyczna suszarka automatyczna, która jest tańsza w zakupie.',
    ],
  },
  {
    title: 'Jak czyścić dozowniki ze stali nierdzewnej',
    category: 'Poradniki',
    tags: ['dozowniki', 'sprzątanie', 'chemia profesjonalna'],
    theme: 'washroom',
    lead: 'Stal nierdzewna wygląda elegancko, dopóki nie pojawią się na niej odciski palców i zacieki. Kilka prostych zasad pozwoli utrzymać ją w idealnym stanie.',
    body: [
      'Dozowniki i kosze ze stali nierdzewnej są trwałe i odporne na uszkodzenia, ale wymagają odpowiedniej pielęgnacji. Niewłaściwe środki mogą zmatowić powierzchnię lub pozostawić trwałe przebarwienia.',
      '- Do codziennego mycia używaj miękkiej ściereczki z mikrofibry i łagodnego detergentu\n- Przecieraj zgodnie z kierunkiem szlifu stali\n- Unikaj środków z chlorem i proszków ściernych\n- Kamień usuwaj preparatami przeznaczonymi do stali nierdzewnej\n- Na koniec wypoleruj powierzchnię suchą ściereczką',
      'Raz na kilka tygodni warto zastosować preparat do konserwacji stali, który pozostawia cienką warstwę ochronną. Odciski palców są wtedy mniej widoczne, a kolejne mycie zajmuje mniej czasu.',
      'Pamiętaj też o wnętrzu dozownika mydła: przy wymianie wkładu lub uzupełnianiu zbiornika przetrzyj końcówkę dozującą, by zapobiec zasychaniu mydła.',
    ],
  },
  {
    title: 'Chemia profesjonalna a domowa – czym się różnią?',
    category: 'Poradniki',
    tags: ['chemia profesjonalna', 'sprzątanie', 'oszczędności'],
    theme: 'chemistry',
    lead: 'Kanister koncentratu zamiast butelki z supermarketu? Wyjaśniamy, dlaczego firmy sprzątające wybierają chemię profesjonalną i kiedy opłaca się ona także w małym biurze.',
    body: [
      'Środki profesjonalne różnią się od domowych przede wszystkim stężeniem. Większość z nich to koncentraty, które rozcieńcza się wodą według instrukcji – z 5 litrów można przygotować nawet kilkaset litrów roztworu roboczego.',
      '## Co zyskujesz',
      '- Niższy koszt mycia metra kwadratowego\n- Środki dopasowane do konkretnych powierzchni i zabrudzeń\n- Karty charakterystyki i instrukcje stosowania dla pracowników\n- Mniej opakowań do utylizacji',
      '## O czym pamiętać',
      'Koncentraty wymagają dokładnego dozowania. Zbyt duża dawka nie myje lepiej – zostawia smugi i lepką warstwę, do której szybciej przywiera brud. Warto korzystać z miarek, pomp dozujących lub butelek z podziałką i przeszkolić pracowników z zasad BHP.',
    ],
  },
  {
    title: 'Koncentraty do mycia podłóg – jak prawidłowo je dozować',
    category: 'Poradniki',
    tags: ['chemia profesjonalna', 'sprzątanie'],
    theme: 'chemistry',
    lead: 'Za mało – podłoga nie będzie czysta. Za dużo – pojawią się smugi i lepka warstwa. Podpowiadamy, jak dobrać dawkę koncentratu.',
    body: [
      'Na etykiecie każdego koncentratu znajdziesz zalecane stężenie, najczęściej w przedziale 0,5–2%. Oznacza to 25–100 ml środka na 5 litrów wody. Dokładna dawka zależy od rodzaju zabrudzeń i metody mycia.',
      '- Codzienne mycie ręczne: najniższa zalecana dawka\n- Silne zabrudzenia: dawka podwyższona, ale bez przekraczania maksimum\n- Maszyny szorujące: środki niskopienne, zgodnie z instrukcją producenta maszyny\n- Podłogi zabezpieczone powłoką polimerową: wyłącznie środki neutralne',
      'Roztwór przygotowuj zawsze w czystym wiadrze i wymieniaj go, gdy stanie się wyraźnie brudny. Mycie brudną wodą rozprowadza zanieczyszczenia po całej powierzchni – nawet najlepszy środek tego nie naprawi.',
      'Jeśli w firmie sprząta kilka osób, warto zainstalować stację dozującą albo korzystać z butelek z podziałką. Koszt takiego rozwiązania szybko zwraca się dzięki mniejszemu zużyciu chemii.',
    ],
  },
  {
    title: 'Łazienka w szkole – trwałe i bezpieczne wyposażenie',
    category: 'Higiena w firmie',
    tags: ['szkoły', 'dozowniki', 'suszarki do rąk'],
    theme: 'washroom',
    lead: 'Szkolne łazienki to prawdziwy test wytrzymałości sprzętu. Jakie dozowniki, suszarki i kosze przetrwają kilka lat intensywnego użytkowania?',
    body: [
      'Z jednej szkolnej łazienki korzysta w ciągu dnia kilkaset osób, często w krótkich przerwach między lekcjami. Sprzęt musi więc być szybki, prosty w obsłudze i odporny na uszkodzenia.',
      '## Nasze rekomendacje',
      '- Dozowniki mydła w pianie – dzieci zużywają mniej mydła, a piana łatwiej rozprowadza się na dłoniach\n- Dozowniki ręczników ZZ lub z automatycznym cięciem – ograniczają marnowanie papieru\n- Suszarki w obudowach odpornych na wandalizm, montowane na wysokości dopasowanej do wieku uczniów\n- Papier Jumbo w zamykanych dozownikach\n- Kosze z pokrywą uchylną o pojemności co najmniej 50 l',
      'Warto też pomyśleć o instrukcji mycia rąk w formie obrazkowej – młodsze dzieci chętniej stosują się do zasad, które widzą na ścianie.',
      'Szkoły i samorządy mogą liczyć na indywidualne warunki cenowe i dostawy rozłożone w czasie – zapraszamy do kontaktu z naszym biurem handlowym.',
    ],
  },
  {
    title: 'Nowa linia dozowników Merida Harmony Black',
    category: 'Nowości produktowe',
    tags: ['dozowniki', 'łazienka', 'hotele'],
    theme: 'news',
    lead: 'Czarne, matowe obudowy, miękkie linie i pełna zgodność z wkładami Merida. Przedstawiamy nową odsłonę najpopularniejszej linii naszych dozowników.',
    body: [
      'Linia Merida Harmony od lat należy do najchętniej wybieranych przez naszych klientów. W odpowiedzi na rosnącą popularność ciemnych wnętrz przygotowaliśmy jej nową wersję kolorystyczną – Harmony Black.',
      '## Co wchodzi w skład linii',
      '- Dozownik mydła w płynie 0,8 l i 1,2 l\n- Dozownik mydła w pianie na wkłady 880 ml\n- Dozownik ręczników składanych ZZ\n- Dozownik papieru toaletowego Jumbo 23 cm\n- Kosz na śmieci z pokrywą uchylną 25 l',
      'Obudowy wykonano z tworzywa ABS z matowym wykończeniem, które skutecznie ukrywa odciski palców. Wszystkie urządzenia mają zamek na kluczyk i okienko kontrolne.',
      'Nowe dozowniki są dostępne w sklepie internetowym i w naszych biurach handlowych. Dla klientów, którzy wyposażają całe łazienki, przygotowaliśmy zestawy w obniżonych cenach.',
    ],
  },
  {
    title: 'Bezdotykowe dozowniki – higiena bez kontaktu',
    category: 'Nowości produktowe',
    tags: ['dozowniki', 'dezynfekcja', 'mydło'],
    theme: 'hygiene',
    lead: 'Czujnik zamiast przycisku to mniej dotykanych powierzchni i mniejsze ryzyko przenoszenia drobnoustrojów. Sprawdź, jak działają dozowniki bezdotykowe i ile kosztuje ich eksploatacja.',
    body: [
      'Przycisk dozownika to jedna z najczęściej dotykanych powierzchni w łazience – naciska go każdy, kto myje ręce, zanim je umyje. Dozownik bezdotykowy rozwiązuje ten problem: czujnik podczerwieni wykrywa dłoń i podaje odmierzoną dawkę mydła lub płynu do dezynfekcji.',
      '## Zasilanie i eksploatacja',
      'Większość dozowników bezdotykowych działa na baterie AA. Komplet wystarcza zwykle na kilkadziesiąt tysięcy dawek, czyli w typowej łazience biurowej – na wiele miesięcy. Niektóre modele można zasilać z sieci przez zasilacz.',
      '## Dla kogo',
      '- Placówki medyczne i gabinety\n- Gastronomia i przemysł spożywczy\n- Biurowce i obiekty użyteczności publicznej\n- Wejścia do budynków jako punkty dezynfekcji',
    ],
  },
  {
    title: 'Rękawice nitrylowe, lateksowe czy winylowe? Przewodnik',
    category: 'Poradniki',
    tags: ['BHP', 'sprzątanie', 'HoReCa'],
    theme: 'chemistry',
    lead: 'Każdy materiał ma swoje zalety. Podpowiadamy, które rękawice jednorazowe wybrać do sprzątania, kuchni i gabinetu.',
    body: [
      'Rękawice jednorazowe to podstawowe wyposażenie ekip sprzątających, kucharzy i personelu medycznego. Na pierwszy rzut oka wyglądają podobnie, ale materiał, z którego są wykonane, ma duże znaczenie.',
      '- Nitrylowe – najbardziej wytrzymałe i odporne na środki chemiczne, nie uczulają; najlepszy wybór do sprzątania\n- Lateksowe – bardzo elastyczne i precyzyjne, ale mogą wywoływać alergie\n- Winylowe – najtańsze, do krótkich prac o niskim ryzyku, np. w gastronomii',
      '## Rozmiar ma znaczenie',
      'Za ciasne rękawice łatwo się rozrywają, za luźne utrudniają pracę i zsuwają się z dłoni. Warto mieć w firmie kilka rozmiarów – od S do XL – i pozwolić pracownikom wybrać właściwy.',
      'Pamiętaj, że rękawice nie zastępują mycia rąk. Po ich zdjęciu dłonie należy umyć lub zdezynfekować.',
    ],
  },
  {
    title: 'Ślad węglowy ręczników papierowych i suszarek',
    category: 'Ekologia',
    tags: ['ekologia', 'suszarki do rąk', 'ręczniki papierowe'],
    theme: 'eco',
    lead: 'Co jest bardziej ekologiczne: ręcznik z makulatury czy suszarka zasilana prądem? Odpowiedź zależy od kilku czynników, które warto znać.',
    body: [
      'Porównując wpływ na środowisko, trzeba wziąć pod uwagę cały cykl życia produktu: produkcję, transport, użytkowanie i utylizację. W przypadku ręczników papierowych największe znaczenie mają surowiec i transport, w przypadku suszarek – zużycie energii elektrycznej w ciągu wielu lat pracy.',
      '## Co wynika z analiz',
      'Nowoczesne suszarki o niskim poborze mocy, zwłaszcza strumieniowe, mają zwykle mniejszy ślad węglowy na jedno suszenie niż ręczniki papierowe. Różnica maleje, gdy ręczniki są produkowane z makulatury, a energia pochodzi ze źródeł odnawialnych.',
      '## Praktyczne wskazówki',
      '- Wybieraj suszarki o niskiej mocy i krótkim czasie suszenia\n- Jeśli stosujesz ręczniki, wybieraj papier z makulatury i dozowniki ograniczające zużycie\n- Sprawdź lokalne zasady – zużyte ręczniki trafiają zwykle do odpadów zmieszanych\n- Kupuj większe opakowania, by ograniczyć transport i odpady z opakowań',
    ],
  },
  {
    title: 'Jak ograniczyć zużycie ręczników papierowych o 30%',
    category: 'Poradniki',
    tags: ['ręczniki papierowe', 'oszczędności', 'dozowniki'],
    theme: 'paper',
    lead: 'Pracownicy biorą garść ręczników, a kosz przepełnia się przed południem? Kilka prostych zmian potrafi wyraźnie obniżyć zużycie papieru.',
    body: [
      'Największym wrogiem budżetu na ręczniki nie jest ich cena, ale sposób, w jaki są pobierane. Z otwartego pojemnika każdy bierze tyle, ile chwyci dłoń; z dobrze dobranego dozownika – dokładnie tyle, ile potrzeba.',
      '- Wymień otwarte pojemniki na dozowniki podające ręczniki pojedynczo\n- Rozważ dozowniki z automatycznym cięciem, które wydają odcinek o stałej długości\n- Wybierz ręczniki dwuwarstwowe – są droższe, ale zwykle wystarcza jeden listek\n- Umieść dozownik bezpośrednio obok umywalki, by woda nie kapała na podłogę\n- Powieś krótką informację o odpowiedzialnym korzystaniu z papieru',
      'Z doświadczeń naszych klientów wynika, że sama wymiana dozowników obniża zużycie ręczników o 20–30%. Dodatkowo w łazienkach jest czyściej, a obsługa rzadziej opróżnia kosze.',
      'Jeśli chcesz sprawdzić, ile możesz zaoszczędzić, nasz doradca przygotuje bezpłatną kalkulację na podstawie liczby pracowników i obecnego zużycia.',
    ],
  },
  {
    title: 'Higiena w hotelu – lista kontrolna dla housekeepingu',
    category: 'Higiena w firmie',
    tags: ['hotele', 'HoReCa', 'łazienka'],
    theme: 'washroom',
    lead: 'Od łazienki w pokoju po toaletę przy lobby – sprawdź, o czym pamiętać, by goście wystawiali dobre opinie.',
    body: [
      'Czystość to jeden z najczęściej ocenianych elementów pobytu w hotelu. Goście zauważają szczegóły: smugi na lustrze, pusty dozownik mydła czy brak zapasowej rolki papieru.',
      '## Pokój hotelowy',
      '- Zapas papieru toaletowego – co najmniej jedna rolka rezerwowa\n- Uzupełnione dozowniki mydła i kosmetyków\n- Sprawna suszarka do włosów\n- Pusty i umyty kosz na śmieci z nowym workiem',
      '## Części wspólne',
      '- Dozowniki mydła i ręczników w toaletach przy lobby i restauracji kontrolowane kilka razy dziennie\n- Odświeżacze powietrza z harmonogramem pracy dopasowanym do godzin ruchu\n- Punkty dezynfekcji rąk przy wejściu i w restauracji',
      'Dobrym nawykiem jest karta kontroli czystości z godzinami obchodów. Ułatwia ona organizację pracy i pokazuje gościom, że hotel dba o higienę.',
    ],
  },
  {
    title: 'Odświeżacze powietrza w toaletach publicznych – automatyczne czy ręczne?',
    category: 'Poradniki',
    tags: ['łazienka', 'HoReCa', 'chemia profesjonalna'],
    theme: 'hygiene',
    lead: 'Przyjemny zapach w łazience to wizytówka firmy. Porównujemy automatyczne odświeżacze z tradycyjnymi aerozolami.',
    body: [
      'Nieprzyjemny zapach to jedna z głównych przyczyn negatywnych opinii o toaletach w restauracjach, sklepach i biurach. Nawet idealnie czysta łazienka traci, jeśli powietrze jest w niej ciężkie.',
      '## Odświeżacz automatyczny',
      'Automatyczny dozownik wypuszcza dawkę zapachu w ustalonych odstępach czasu, np. co 15 minut w godzinach pracy. Zapach jest równomierny przez cały dzień, a obsługa wymienia wkład raz na kilka tygodni.',
      '## Aerozol ręczny',
      'Tradycyjny aerozol sprawdza się w małych pomieszczeniach i tam, gdzie odświeżanie jest potrzebne tylko od czasu do czasu. Jest tani, ale jego skuteczność zależy od tego, czy ktoś o nim pamięta.',
      'Najlepsze efekty daje połączenie dobrej wentylacji, regularnego sprzątania i odświeżacza automatycznego. Sam zapach nie zastąpi czystości – ma ją jedynie podkreślić.',
    ],
  },
  {
    title: 'Worki na śmieci LDPE czy HDPE – który wybrać?',
    category: 'Poradniki',
    tags: ['segregacja odpadów', 'sprzątanie', 'oszczędności'],
    theme: 'eco',
    lead: 'Cienkie i szeleszczące czy grube i rozciągliwe? Wyjaśniamy różnicę między workami z folii LDPE i HDPE.',
    body: [
      'Worki na śmieci wyglądają podobnie, ale różnią się rodzajem folii, a co za tym idzie – wytrzymałością i ceną. Dobór właściwego worka do rodzaju odpadów pozwala uniknąć rozdarć i niepotrzebnych kosztów.',
      '- HDPE – folia cienka, sztywna i szeleszcząca; worki są lekkie i tanie, idealne do koszy biurowych na papier i lekkie odpady\n- LDPE – folia grubsza i elastyczna; worki rozciągają się zamiast pękać, dlatego nadają się do ciężkich, mokrych i ostrych odpadów',
      '## Jak dobrać pojemność',
      'Worek powinien być nieco większy niż kosz, tak by jego brzegi można było wywinąć na zewnątrz. Do kosza 50 l wybierz worek 60 l, do pojemnika 110–120 l – worek 120 l.',
      'Kolorowe worki ułatwiają segregację odpadów: niebieskie na papier, żółte na tworzywa sztuczne i metale, zielone na szkło, brązowe na bioodpady i czarne na odpady zmieszane.',
    ],
  },
  {
    title: 'Zimowa higiena w firmie – jak ograniczyć zachorowania w sezonie infekcji',
    category: 'Higiena w firmie',
    tags: ['dezynfekcja', 'biuro', 'BHP'],
    theme: 'hygiene',
    lead: 'Sezon infekcji to dla firm nieobecności pracowników i opóźnienia w projektach. Kilka prostych działań pomoże ograniczyć rozprzestrzenianie się wirusów w biurze.',
    body: [
      'Wirusy przeziębienia i grypy przenoszą się nie tylko drogą kropelkową, ale też przez dotykane powierzchnie: klamki, przyciski wind, klawiatury i ekspresy do kawy. Regularne mycie rąk i dezynfekcja wspólnych powierzchni to najskuteczniejsze i najtańsze sposoby profilaktyki.',
      '## Plan na sezon',
      '- Sprawdź, czy we wszystkich łazienkach działają dozowniki mydła i ręczników\n- Ustaw punkty dezynfekcji rąk przy wejściu, w kuchni i w salach spotkań\n- Zleć codzienną dezynfekcję klamek, poręczy i przycisków\n- Zapewnij chusteczki i kosze z pokrywą w pokojach biurowych\n- Zachęcaj do pracy zdalnej przy pierwszych objawach choroby',
      'Zapasy środków higienicznych warto zamówić przed szczytem sezonu – w styczniu i lutym zapotrzebowanie rośnie, a dostawy mogą się wydłużać.',
    ],
  },
  {
    title: 'Nowa linia do produkcji ręczników w zakładzie w Oleśnicy',
    category: 'Z życia firmy',
    tags: ['ręczniki papierowe', 'ekologia'],
    theme: 'paper',
    lead: 'Uruchomiliśmy nową linię do produkcji ręczników składanych. Zwiększyliśmy moce produkcyjne i skróciliśmy czas realizacji zamówień.',
    body: [
      'W zakładzie w Oleśnicy zakończyliśmy montaż nowej linii do produkcji ręczników składanych ZZ. Dzięki inwestycji możemy wytwarzać o 40% więcej ręczników niż dotychczas, a zamówienia hurtowe realizujemy szybciej.',
      'Nowa linia zużywa mniej energii na tonę papieru i pozwala przetwarzać papier z makulatury bez utraty jakości. To kolejny krok w realizacji naszego planu ograniczania wpływu produkcji na środowisko.',
      '## Co to oznacza dla klientów',
      '- Krótszy czas dostawy ręczników ZZ – zwykle 1–2 dni robocze\n- Szerszy wybór gramatur i wariantów kolorystycznych\n- Stabilne ceny dzięki własnej produkcji',
      'Dziękujemy zespołowi zakładu w Oleśnicy za sprawne przeprowadzenie inwestycji bez przerw w dostawach.',
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Pages

export interface PageDef {
  slug: string;
  kind: PageKind;
  title: string;
  metaDescription: string;
  lead: string;
  body: string[];
}

export const SHOP_EMAIL_DOMAIN = 'sklep-merida.example';

/** Where goods go back to: the logistics centre's address. */
function returnsAddress(): string {
  const centre = BRANCHES.find((branch) => branch.kind === 'logistics_centre');
  if (!centre) throw new Error('the seed has no logistics centre to take returns');
  return `${centre.street}, ${centre.postalCode} ${centre.city}`;
}

export const PAGES: PageDef[] = [
  {
    slug: 'o-nas',
    kind: 'content',
    title: 'O nas',
    metaDescription:
      'Polski producent i dystrybutor ręczników papierowych, dozowników, suszarek do rąk i chemii profesjonalnej. Poznaj firmę Merida.',
    lead: 'Od 1995 roku dostarczamy firmom i instytucjom wszystko, czego potrzebuje nowoczesna łazienka – od papieru i mydła po dozowniki i suszarki do rąk.',
    body: [
      'Zaczynaliśmy jako niewielka hurtownia artykułów higienicznych we Wrocławiu. Dziś jesteśmy producentem i dystrybutorem z dwoma zakładami produkcyjnymi, centrum logistycznym w Bielanach Wrocławskich i biurami handlowymi w Warszawie, Krakowie i Poznaniu.',
      'W zakładzie w Oleśnicy przetwarzamy papier na ręczniki i papier toaletowy marki Merida, a w Dzierżoniowie produkujemy mydła, preparaty do dezynfekcji i chemię profesjonalną. Uzupełnieniem oferty są dozowniki, suszarki do rąk, kosze i sprzęt do sprzątania renomowanych producentów.',
      '## Co nas wyróżnia',
      '- Własna produkcja i stała kontrola jakości\n- Ponad 20 tysięcy palet wysyłanych rocznie z naszego centrum logistycznego\n- Dostawa w 24–48 godzin na terenie całej Polski\n- Doradcy, którzy pomogą zaplanować wyposażenie łazienek w całym obiekcie\n- Serwis i wynajem suszarek do rąk',
      '## Dla kogo pracujemy',
      'Naszymi klientami są biura, szkoły, szpitale, hotele, restauracje, zakłady produkcyjne, firmy sprzątające i samorządy. Coraz częściej kupują u nas także klienci indywidualni, którzy doceniają jakość produktów profesjonalnych.',
    ],
  },
  {
    slug: 'regulamin',
    kind: 'content',
    title: 'Regulamin sklepu internetowego',
    metaDescription: 'Regulamin sklepu internetowego Merida: zasady składania zamówień, płatności, dostawy, odstąpienia od umowy i reklamacji.',
    lead: 'Regulamin określa zasady korzystania ze sklepu internetowego, składania zamówień oraz prawa i obowiązki Sprzedawcy i Klienta.',
    body: [
      '## § 1. Postanowienia ogólne',
      // The company as #lib/seller.ts names it (issue 32: the REGON here had a wrong check digit).
      `Sklep internetowy dostępny pod adresem sklep-merida.example prowadzi ${SELLER.name} z siedzibą we Wrocławiu, ${SELLER_ADDRESS}, wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego pod numerem KRS ${SELLER.krs} (sąd rejestrowy: ${SELLER.registryCourt}), NIP ${SELLER.nip}, REGON ${SELLER.regon}, kapitał zakładowy ${formatPrice(SELLER.shareCapital)} (dalej: Sprzedawca).`,
      `Kontakt ze Sprzedawcą jest możliwy pod adresem e-mail ${SELLER.email}, pod numerem telefonu ${SELLER.phone} (w dni robocze w godzinach 8:00–16:00) oraz pisemnie na adres siedziby.`,
      '## § 2. Definicje',
      '- Klient – osoba fizyczna, osoba prawna lub jednostka organizacyjna nieposiadająca osobowości prawnej, która składa zamówienie w Sklepie\n- Konsument – Klient będący osobą fizyczną, który zawiera umowę niezwiązaną bezpośrednio z jego działalnością gospodarczą lub zawodową\n- Przedsiębiorca na prawach konsumenta – osoba fizyczna zawierająca umowę bezpośrednio związaną z jej działalnością gospodarczą, gdy z treści umowy wynika, że nie ma ona dla niej charakteru zawodowego\n- Zamówienie – oświadczenie woli Klienta zmierzające do zawarcia umowy sprzedaży',
      '## § 3. Składanie zamówień',
      'Zamówienia można składać przez całą dobę za pośrednictwem formularza w Sklepie. Klient może złożyć zamówienie bez zakładania konta lub po zalogowaniu. Po złożeniu zamówienia Klient otrzymuje wiadomość e-mail z potwierdzeniem jego przyjęcia. Umowa sprzedaży zostaje zawarta z chwilą otrzymania przez Klienta potwierdzenia przyjęcia zamówienia do realizacji.',
      '## § 4. Ceny i płatności',
      'Ceny w Sklepie podawane są w złotych polskich w kwotach netto i brutto (z podatkiem VAT). Cena wiążąca Strony to cena widoczna w chwili złożenia zamówienia. Koszty dostawy są wskazywane przed złożeniem zamówienia.',
      // The checkout's payment and delivery methods, prices and pickup branches (terms.ts, issue 33).
      'Klient wybiera w formularzu zamówienia jedną z następujących form płatności:',
      paymentMethodList(),
      '## § 5. Dostawa',
      'Towary dostarczamy na terenie Polski. Klient wybiera w formularzu zamówienia jedną z następujących form dostawy; jej koszt jest podany przy każdej z nich i doliczany do ceny towarów:',
      deliveryMethodList(),
      ...freeDeliveryParagraphs(),
      'Zamówienia złożone w dni robocze do godziny 13:00 wysyłamy zwykle tego samego dnia.',
      'Odbiór osobisty jest możliwy w każdym z oddziałów Sprzedawcy, w godzinach ich pracy podanych na stronie „Oddziały”:',
      pickupBranchList(BRANCHES),
      '## § 6. Prawo odstąpienia od umowy',
      'Konsument oraz Przedsiębiorca na prawach konsumenta mogą w terminie 14 dni od otrzymania towaru odstąpić od umowy bez podawania przyczyny, składając oświadczenie w dowolnej formie, np. na adres e-mail Sprzedawcy. Sprzedawca zwraca wszystkie otrzymane płatności, w tym koszt najtańszej oferowanej formy dostawy, w terminie 14 dni od otrzymania oświadczenia. Prawo odstąpienia nie przysługuje w odniesieniu do towarów dostarczanych w zapieczętowanym opakowaniu, których po otwarciu nie można zwrócić ze względu na ochronę zdrowia lub ze względów higienicznych, jeżeli opakowanie zostało otwarte po dostarczeniu.',
      modelFormParagraph(),
      RETURN_SHIPPING_TEXT[RETURN_SHIPPING_PAID_BY],
      '## § 7. Reklamacje',
      'Sprzedawca odpowiada za zgodność towaru z umową na zasadach określonych w przepisach prawa. Reklamację można złożyć pisemnie lub na adres e-mail reklamacje@sklep-merida.example. Sprzedawca ustosunkowuje się do reklamacji w terminie 14 dni od jej otrzymania. Szczegółowe informacje znajdują się na stronie „Reklamacje i zwroty”.',
      '## § 8. Dane osobowe',
      'Administratorem danych osobowych Klientów jest Sprzedawca. Zasady przetwarzania danych osobowych opisuje Polityka prywatności.',
      '## § 9. Postanowienia końcowe',
      'W sprawach nieuregulowanych w Regulaminie zastosowanie mają przepisy prawa polskiego, w szczególności Kodeksu cywilnego i ustawy o prawach konsumenta. Sprzedawca może zmienić Regulamin z ważnych przyczyn; do zamówień złożonych przed zmianą stosuje się Regulamin w brzmieniu dotychczasowym.',
    ],
  },
  {
    slug: 'polityka-prywatnosci',
    kind: 'content',
    title: 'Polityka prywatności',
    metaDescription:
      'Jak przetwarzamy dane osobowe Klientów sklepu Merida: cele, podstawy prawne, okres przechowywania, prawa użytkowników i pliki cookies.',
    lead: 'Dbamy o prywatność naszych Klientów. Poniżej wyjaśniamy, jakie dane zbieramy, w jakim celu i jakie prawa Ci przysługują.',
    body: [
      '## Administrator danych',
      `Administratorem danych osobowych jest ${SELLER.name} z siedzibą we Wrocławiu, ${SELLER_ADDRESS}. W sprawach dotyczących danych osobowych można kontaktować się pod adresem iod@sklep-merida.example.`,
      '## Cele i podstawy przetwarzania',
      '- Realizacja zamówień i umów sprzedaży – art. 6 ust. 1 lit. b RODO\n- Wystawianie faktur i prowadzenie księgowości – art. 6 ust. 1 lit. c RODO\n- Rozpatrywanie reklamacji i dochodzenie roszczeń – art. 6 ust. 1 lit. f RODO\n- Wysyłka newslettera – na podstawie zgody, art. 6 ust. 1 lit. a RODO',
      '## Odbiorcy danych',
      'Dane mogą być przekazywane firmom kurierskim, operatorom płatności, dostawcom usług informatycznych i biuru rachunkowemu – wyłącznie w zakresie niezbędnym do realizacji zamówienia.',
      '## Okres przechowywania',
      'Dane przechowujemy przez czas realizacji umowy, a następnie przez okres wymagany przepisami podatkowymi lub do upływu terminu przedawnienia roszczeń. Dane przetwarzane na podstawie zgody przechowujemy do jej wycofania.',
      '## Twoje prawa',
      '- Prawo dostępu do danych i otrzymania ich kopii\n- Prawo do sprostowania, usunięcia lub ograniczenia przetwarzania\n- Prawo do przenoszenia danych\n- Prawo sprzeciwu wobec przetwarzania\n- Prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych',
      '## Pliki cookies',
      'Sklep używa plików cookies niezbędnych do działania koszyka i logowania oraz – za Twoją zgodą – plików analitycznych. Ustawienia cookies możesz zmienić w każdej chwili w przeglądarce.',
    ],
  },
  {
    slug: 'dostawa-i-platnosci',
    kind: 'content',
    title: 'Dostawa i płatności',
    metaDescription:
      'Koszty i czas dostawy kurierem i do Paczkomatu InPost, odbiór osobisty w każdym oddziale, płatność przelewem, przy odbiorze lub online przez Przelewy24.',
    lead: 'Wysyłamy w całej Polsce kurierem i do Paczkomatów InPost, a zamówienie można też odebrać w każdym z naszych oddziałów. Zamówienia złożone do 13:00 w dni robocze wysyłamy tego samego dnia.',
    body: [
      // What the checkout offers, as the terms list it (terms.ts, issue 33).
      '## Formy dostawy',
      deliveryMethodList(),
      ...freeDeliveryParagraphs(),
      'Odbiór osobisty jest możliwy w każdym z naszych oddziałów, w godzinach ich pracy:',
      pickupBranchList(BRANCHES),
      '## Formy płatności',
      paymentMethodList(),
      '## Faktury',
      'Do każdego zamówienia wystawiamy fakturę VAT. Wystarczy podać NIP w formularzu zamówienia. Faktury wysyłamy w formie elektronicznej na adres e-mail podany w zamówieniu.',
      '## Produkty u dostawcy',
      'Niektóre produkty, których chwilowo nie mamy w magazynie, możemy zamówić u dostawcy. Przy takim produkcie podajemy przewidywany czas dostawy, zwykle od 3 do 14 dni.',
    ],
  },
  {
    slug: 'reklamacje-i-zwroty',
    kind: 'content',
    title: 'Reklamacje i zwroty',
    metaDescription: 'Jak zwrócić towar w ciągu 14 dni i jak złożyć reklamację w sklepie Merida. Adres do zwrotów i terminy rozpatrzenia.',
    lead: 'Produkt nie spełnił oczekiwań lub dotarł uszkodzony? Sprawdź, jak szybko i wygodnie go zwrócić lub zareklamować.',
    body: [
      '## Zwrot w ciągu 14 dni',
      `Konsumenci i przedsiębiorcy na prawach konsumenta mogą odstąpić od umowy w ciągu 14 dni od otrzymania towaru, bez podawania przyczyny. Wystarczy formularz „Odstąp od umowy tutaj” na stronie /odstapienie-od-umowy (potwierdzenie przyjdzie od razu e-mailem) albo oświadczenie wysłane na adres ${SELLER.email}, np. na wzorze formularza (/odstapienie-od-umowy/formularz); następnie odeślij towar na adres centrum logistycznego.`,
      `- Adres do zwrotów: ${SELLER.name}, Centrum Logistyczne, ${returnsAddress()}\n- Zwracany towar powinien być kompletny i nieuszkodzony\n- Pieniądze zwracamy w ciągu 14 dni, tą samą metodą płatności`,
      RETURN_SHIPPING_TEXT[RETURN_SHIPPING_PAID_BY],
      'Ze względów higienicznych zwrotowi nie podlegają produkty w zapieczętowanych opakowaniach, które zostały otwarte po dostarczeniu, np. wkłady mydła lub rękawice jednorazowe.',
      '## Reklamacje',
      'Reklamację możesz złożyć mailowo na adres reklamacje@sklep-merida.example lub pisemnie. Opisz problem, dołącz numer zamówienia i – jeśli to możliwe – zdjęcia. Odpowiadamy w ciągu 14 dni. Urządzenia objęte gwarancją producenta, np. suszarki do rąk, możemy także przekazać bezpośrednio do autoryzowanego serwisu.',
      '## Uszkodzenia w transporcie',
      'Przy odbiorze przesyłki sprawdź stan opakowania. Jeśli jest uszkodzone, spisz z kurierem protokół szkody – to znacznie przyspieszy rozpatrzenie reklamacji.',
    ],
  },
  {
    slug: 'kamienie-milowe',
    kind: 'content',
    title: 'Kamienie milowe',
    metaDescription: 'Historia firmy Merida od 1995 roku: od hurtowni we Wrocławiu do producenta z dwoma zakładami i centrum logistycznym.',
    lead: 'Trzydzieści lat rozwoju – od małej hurtowni artykułów higienicznych do producenta, z którego produktów codziennie korzystają setki tysięcy osób.',
    body: [
      'Nasza historia to historia stopniowego rozwoju: najpierw dystrybucja, potem własna marka, wreszcie własna produkcja i logistyka. Każdy etap był odpowiedzią na potrzeby klientów, którzy oczekiwali coraz szerszej oferty i coraz szybszych dostaw.',
      'Poniżej przedstawiamy najważniejsze momenty w historii firmy.',
    ],
  },
  {
    slug: 'suszarki-dla-hoteli',
    kind: 'landing',
    title: 'Suszarki do rąk dla hoteli',
    metaDescription:
      'Ciche, eleganckie i energooszczędne suszarki do rąk dla hoteli. Doradztwo, montaż, serwis i wynajem. Zapytaj o ofertę dla swojego obiektu.',
    lead: 'Eleganckie, ciche i oszczędne suszarki do rąk do lobby, restauracji, sal konferencyjnych i stref SPA. Dobierzemy urządzenia do charakteru Twojego hotelu.',
    body: [
      'Goście hotelowi zwracają uwagę na detale. Łazienka przy lobby czy sali konferencyjnej to miejsce, które odwiedza niemal każdy – i które wpływa na ocenę całego obiektu. Dobrze dobrana suszarka jest cicha, szybka i pasuje do wnętrza.',
      '## Dlaczego hotele wybierają nasze suszarki',
      '- Obudowy ze stali nierdzewnej, matowej lub w kolorze czarnym\n- Niski poziom hałasu – bez zakłócania rozmów i konferencji\n- Suszenie w 10–20 sekund także przy dużym ruchu\n- Oszczędność nawet kilkudziesięciu tysięcy złotych rocznie na ręcznikach papierowych\n- Serwis na terenie całej Polski',
      '## Wynajem na wydarzenia',
      'Organizujesz wesele, konferencję lub targi? Oferujemy wynajem suszarek na czas wydarzenia – z dostawą, montażem i odbiorem.',
      '## Bezpłatna wycena',
      'Napisz do nas lub zadzwoń do najbliższego biura handlowego. Doradca odwiedzi obiekt, zaproponuje urządzenia i przygotuje wycenę wraz z kalkulacją oszczędności.',
    ],
  },
  {
    slug: 'myj-rece',
    kind: 'special',
    title: 'Jak prawidłowo myć ręce',
    metaDescription: 'Instrukcja mycia rąk krok po kroku: ile to trwa, jak dokładnie umyć dłonie, kciuki i paznokcie oraz jak je osuszyć.',
    lead: 'Prawidłowe mycie rąk trwa 40–60 sekund i jest jednym z najskuteczniejszych sposobów ochrony przed infekcjami. Oto jak robić to dobrze.',
    body: [
      'Na dłoniach gromadzą się bakterie i wirusy ze wszystkiego, czego dotykamy: klamek, telefonów, klawiatur i pieniędzy. Krótkie opłukanie rąk wodą ich nie usuwa – potrzebne jest mydło i odpowiednia technika.',
      '## Mycie rąk krok po kroku',
      '1. Zmocz dłonie ciepłą, bieżącą wodą\n2. Nałóż tyle mydła, by pokryło całe dłonie\n3. Pocieraj wewnętrzne powierzchnie dłoni o siebie\n4. Prawą dłonią pocieraj grzbiet lewej, przeplatając palce, a potem odwrotnie\n5. Pocieraj wewnętrzne powierzchnie dłoni z przeplecionymi palcami\n6. Umyj zewnętrzną stronę palców, zaciskając je w zamek\n7. Obrotowym ruchem umyj kciuki\n8. Opuszkami palców pocieraj wnętrze drugiej dłoni\n9. Dokładnie spłucz mydło wodą\n10. Osusz dłonie jednorazowym ręcznikiem lub suszarką\n11. Zakręć kran przez ręcznik',
      '## Kiedy myć ręce',
      '- Po skorzystaniu z toalety\n- Przed jedzeniem i przygotowywaniem posiłków\n- Po powrocie do domu lub do biura\n- Po kichaniu, kasłaniu i wydmuchaniu nosa\n- Po kontakcie z odpadami',
      'Jeśli nie masz dostępu do wody, użyj płynu do dezynfekcji rąk na bazie alkoholu i wcieraj go, aż dłonie będą suche – zwykle przez około 30 sekund.',
    ],
  },
  {
    slug: 'wycieraj-rece',
    kind: 'special',
    title: 'Dlaczego warto dokładnie wycierać ręce',
    metaDescription: 'Wilgotne dłonie łatwiej przenoszą drobnoustroje. Dowiedz się, dlaczego osuszanie rąk jest tak samo ważne jak ich mycie.',
    lead: 'Mycie rąk to dopiero połowa sukcesu. Wilgotne dłonie przenoszą drobnoustroje znacznie łatwiej niż suche – dlatego osuszanie jest równie ważne.',
    body: [
      'Wiele osób po umyciu rąk tylko je otrząsa albo wyciera o ubranie. Tymczasem wilgoć sprzyja przenoszeniu bakterii i wirusów: mokra skóra łatwiej zbiera drobnoustroje z dotykanych powierzchni i łatwiej je przekazuje dalej.',
      '## Ręcznik papierowy',
      'Jednorazowy ręcznik papierowy osusza dłonie szybko i dokładnie, a tarcie dodatkowo usuwa resztki zanieczyszczeń ze skóry. Ręcznikiem można też zakręcić kran i otworzyć drzwi łazienki bez dotykania klamki. Dlatego ręczniki są zalecane w placówkach medycznych i w gastronomii.',
      '## Suszarka do rąk',
      'Nowoczesne suszarki z filtrami HEPA są higienicznym i ekologicznym rozwiązaniem do biur, szkół i obiektów publicznych. Ważne, by suszyć dłonie do końca – przerwanie suszenia po kilku sekundach zostawia skórę wilgotną.',
      '## Czego unikać',
      '- Wspólnych ręczników materiałowych, używanych przez wiele osób\n- Wycierania rąk o ubranie\n- Wychodzenia z łazienki z mokrymi dłońmi',
    ],
  },
  {
    slug: 'other',
    kind: 'special',
    title: 'Współpraca z firmami i instytucjami',
    metaDescription:
      'Indywidualne ceny, odroczone terminy płatności, stałe dostawy i opiekun handlowy. Sprawdź ofertę dla firm, szkół, hoteli i samorządów.',
    lead: 'Zaopatrujesz biuro, hotel, szkołę lub zakład produkcyjny? Przygotujemy ofertę dopasowaną do Twoich potrzeb i budżetu.',
    body: [
      'Współpracujemy z firmami każdej wielkości – od kilkuosobowych biur po sieci hoteli i zakłady zatrudniające tysiące pracowników. Klienci firmowi mogą liczyć na indywidualne warunki handlowe i pomoc w zaplanowaniu wyposażenia obiektu.',
      '## Co oferujemy',
      '- Opiekuna handlowego, który zna Twoje potrzeby\n- Indywidualne ceny przy stałych zamówieniach\n- Odroczony termin płatności\n- Stałe dostawy w ustalonych terminach\n- Bezpłatny montaż dozowników przy większych zamówieniach\n- Serwis i wynajem suszarek do rąk',
      '## Przetargi i zamówienia publiczne',
      'Przygotowujemy oferty w postępowaniach o udzielenie zamówienia publicznego i dostarczamy wymagane dokumenty, karty charakterystyki oraz certyfikaty produktów.',
      'Skontaktuj się z najbliższym biurem handlowym – dane kontaktowe znajdziesz w zakładce z oddziałami firmy.',
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Departments and milestones (the branches are in branches.ts)

/** Departments on the contact page, the first one answering general and product questions. */
export const DEPARTMENTS: (Omit<Department, 'email'> & { emailUser: string })[] = [
  {
    slug: 'obsluga-klienta',
    name: 'Obsługa klienta sklepu internetowego',
    description: 'Zamówienia, dostępność i dobór produktów, faktury oraz status przesyłek.',
    phone: SELLER.phone,
    emailUser: 'sklep',
  },
  {
    slug: 'dzial-handlowy',
    name: 'Dział handlowy – klienci firmowi',
    description: 'Oferty dla firm i instytucji, stałe dostawy, ceny indywidualne i przetargi.',
    phone: '+48 71 780 20 10',
    emailUser: 'handel',
  },
  {
    slug: 'reklamacje-i-zwroty',
    name: 'Reklamacje i zwroty',
    description: 'Zwroty w ciągu 14 dni, reklamacje towaru i uszkodzenia w transporcie.',
    phone: '+48 71 780 20 20',
    emailUser: 'reklamacje',
  },
  {
    slug: 'serwis-i-wynajem',
    name: 'Serwis i wynajem suszarek',
    description: 'Montaż dozowników, serwis gwarancyjny suszarek oraz wynajem na wydarzenia.',
    phone: '+48 71 780 20 30',
    emailUser: 'serwis',
  },
  {
    slug: 'logistyka',
    name: 'Logistyka i odbiór osobisty',
    description: 'Dostawy paletowe, awizacje i odbiór osobisty zamówień w centrum logistycznym.',
    phone: '+48 71 780 20 50',
    emailUser: 'logistyka',
  },
];

export const MILESTONES: { year: number; title: string; description: string }[] = [
  {
    year: 1995,
    title: 'Początek działalności',
    description: 'We Wrocławiu powstaje hurtownia artykułów higienicznych. Pierwsi klienci to biura i szkoły z Dolnego Śląska.',
  },
  { year: 1998, title: 'Marka Merida', description: 'Wprowadzamy na rynek ręczniki papierowe i papier toaletowy pod własną marką Merida.' },
  { year: 2001, title: 'Zakład w Oleśnicy', description: 'Uruchamiamy pierwszy zakład produkcyjny – przetwórnię papieru w Oleśnicy.' },
  {
    year: 2005,
    title: 'Dozowniki Merida Harmony',
    description: 'Premiera pierwszej linii dozowników mydła, ręczników i papieru toaletowego pod marką Merida.',
  },
  {
    year: 2008,
    title: 'Centrum logistyczne',
    description: 'Otwieramy centrum logistyczne w Bielanach Wrocławskich – 12 000 m² powierzchni magazynowej.',
  },
  {
    year: 2011,
    title: 'Zakład w Dzierżoniowie',
    description: 'Rozpoczynamy produkcję mydeł i chemii profesjonalnej w nowym zakładzie w Dzierżoniowie.',
  },
  { year: 2014, title: 'Sklep internetowy', description: 'Startuje sklep internetowy dla firm i klientów indywidualnych z dostawą w całej Polsce.' },
  { year: 2016, title: 'Biura handlowe', description: 'Otwieramy biura handlowe w Warszawie, Krakowie i Poznaniu.' },
  { year: 2019, title: 'Certyfikat EU Ecolabel', description: 'Ręczniki i papier toaletowy z makulatury otrzymują certyfikat EU Ecolabel.' },
  {
    year: 2020,
    title: 'Produkcja płynów do dezynfekcji',
    description: 'W kilka tygodni uruchamiamy w Dzierżoniowie produkcję płynów i żeli do dezynfekcji rąk.',
  },
  {
    year: 2023,
    title: 'Energia ze słońca',
    description: 'Farma fotowoltaiczna na dachu zakładu w Oleśnicy pokrywa jedną trzecią jego zapotrzebowania na energię.',
  },
  {
    year: 2025,
    title: 'Wynajem suszarek',
    description: 'Uruchamiamy wynajem suszarek do rąk na wydarzenia, targi i do biur – z montażem i serwisem.',
  },
];

export interface SlideDef {
  title: string;
  subtitle: string;
  theme: BannerTheme;
  linkUrl: string;
  linkLabel: string;
}

export const HOME_SLIDES: SlideDef[] = [
  {
    title: 'Suszarki do rąk',
    subtitle: 'Szybkie, ciche i energooszczędne – do biur, hoteli i obiektów publicznych',
    theme: 'air',
    linkUrl: '/kategoria/suszarki-do-rak',
    linkLabel: 'Zobacz suszarki',
  },
  {
    title: 'Promocje',
    subtitle: 'Dozowniki, papier i chemia profesjonalna nawet 30% taniej',
    theme: 'promo',
    linkUrl: '/kategoria/promocje',
    linkLabel: 'Sprawdź promocje',
  },
  {
    title: 'Wynajem suszarek',
    subtitle: 'Suszarki do rąk na eventy, targi i do biur – z montażem i serwisem',
    theme: 'news',
    linkUrl: '/blog/wynajem-suszarek',
    linkLabel: 'Dowiedz się więcej',
  },
  {
    title: 'Nowości w ofercie',
    subtitle: 'Nowe dozowniki, mydła i ręczniki – zobacz, co dodaliśmy',
    theme: 'washroom',
    linkUrl: '/przegladaj/nowosci',
    linkLabel: 'Zobacz nowości',
  },
];
