/**
 * The offline page's texts (/offline, shown by the service worker).
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-offline.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plOffline = {
  Offline: {
    Title: 'Brak połączenia z internetem',
    Heading: 'Brak połączenia z internetem',
    Description: 'Nie udało się wczytać tej strony, bo urządzenie nie ma teraz dostępu do sieci.',
    StillWorksHeading: 'Co nadal działa',
    StillWorks: {
      Pages: 'Strony, które były już otwierane, mogą się wyświetlić z pamięci przeglądarki.',
      Cart: 'Produkty w koszyku są zapisane i poczekają, aż połączenie wróci.',
      Orders: 'Zamówienia, konto i płatności wymagają połączenia: nic nie zostanie wysłane bez sieci.',
    },
    Retry: 'Spróbuj ponownie',
  },
} as const;

addTexts(plOffline);
