/**
 * The texts of the shell routes (the pages behind links from e-mails: tokens, order views,
 * cart recovery).
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-shell.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plShell = {
  Shell: {
    ContactUs: 'Skontaktuj się z nami',
    BackHome: 'Przejdź do strony głównej',
    LinkExpired: 'Ten link wygasł lub jest nieprawidłowy. Jeśli potrzebujesz pomocy, skontaktuj się z nami.',
    Order: {
      Heading: 'Zamówienie',
      Description: 'Szczegóły i status zamówienia w sklepie Merida.',
      NotFound: 'Nie znaleźliśmy zamówienia pod tym adresem. Sprawdź link z wiadomości e-mail albo skontaktuj się z nami.',
    },
    AcceptedTerms: {
      Heading: 'Regulamin zaakceptowany przy zamówieniu',
      Description: 'Treść regulaminu sklepu Merida w brzmieniu zaakceptowanym przy składaniu zamówienia.',
      NotFound: 'Nie znaleźliśmy regulaminu pod tym adresem. Sprawdź link z potwierdzenia zamówienia albo skontaktuj się z nami.',
      Failed: 'Nie udało się wczytać regulaminu. Odśwież stronę za chwilę.',
      Intro:
        'To treść regulaminu, którą zaakceptowano przy składaniu zamówienia (zaakceptowana po raz pierwszy {{date}}). Nie zmienia się, nawet gdy zmieni się regulamin sklepu.',
      Current: 'Aktualny regulamin sklepu',
    },
    Invoice: {
      Heading: 'Faktura',
      Description: 'Faktura VAT do zamówienia w sklepie Merida.',
      NotFound: 'Nie znaleźliśmy faktury pod tym adresem. Sprawdź link z wiadomości e-mail albo skontaktuj się z nami.',
    },
    CartLink: {
      Heading: 'Twój koszyk',
      Description: 'Powrót do zapisanego koszyka w sklepie Merida.',
      Working: 'Przywracamy Twój koszyk…',
      Restored: 'Koszyk przywrócony. Otwieramy go…',
      Failed: 'Nie udało się przywrócić koszyka: brak połączenia ze sklepem. Spróbuj ponownie za chwilę.',
      Retry: 'Spróbuj ponownie',
      ToShop: 'Przejdź do sklepu',
      ToCart: 'Otwórz koszyk',
      StopHeading: 'Przypomnienia o koszyku',
      StopQuestion: 'Czy na pewno nie chcesz dostawać przypomnień o porzuconym koszyku? Możesz znów wyrazić zgodę przy kolejnym zamówieniu.',
      StopButton: 'Nie wysyłaj mi przypomnień o koszyku',
      Stopped: 'Gotowe: nie wyślemy Ci więcej przypomnień o koszyku, dopóki znów nie zaznaczysz tej zgody w zamówieniu.',
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
} as const;

addTexts(plShell);
