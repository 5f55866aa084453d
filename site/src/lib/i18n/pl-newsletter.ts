/**
 * The newsletter pages' texts (the thanks, confirmation, cancel and unsubscribe pages, the blog's
 * sign-up panel; the form's own texts are `NewsletterForm` in pl.ts).
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-newsletter.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plNewsletter = {
  Newsletter: {
    Page: {
      Heading: 'Porady i promocje prosto na e-mail',
      Text: 'Raz w miesiącu: nowości, promocje i praktyczne porady o higienie w firmie. Zapis potwierdzasz linkiem z wiadomości, a wypisać się możesz jednym kliknięciem.',
    },
    Resign: {
      Title: 'Rezygnacja z newslettera',
      Heading: 'Rezygnacja z newslettera',
      Description: 'Wypisz się z newslettera sklepu Merida.',
      Body: 'Podaj adres zapisany do newslettera. Wyślemy na niego link, którym wypiszesz się jednym kliknięciem – dzięki temu nikt nie wypisze Cię bez Twojej wiedzy. Link do rezygnacji jest też w każdej wiadomości od nas.',
      Submit: 'Wyślij link do rezygnacji',
      Sent: 'Jeśli adres {{email}} jest zapisany do newslettera, w ciągu kilku minut dostanie wiadomość z linkiem do rezygnacji. Nie widzisz jej? Zajrzyj do folderu Spam lub Oferty.',
      Again: 'Podaj inny adres',
    },
    Thanks: {
      Title: 'Sprawdź skrzynkę e-mail',
      Description: 'Zapis do newslettera Merida: potwierdź go linkiem z wiadomości e-mail.',
      LeadWithEmail: 'Wysłaliśmy wiadomość na adres {{email}}.',
      Lead: 'Po zapisie wysyłamy wiadomość na podany adres.',
      Explain:
        'Jeśli to nowy zapis, znajdziesz w niej link potwierdzający: newsletter zaczniemy wysyłać dopiero po jego kliknięciu (link jest ważny 7 dni). Jeśli adres był już zapisany, wiadomość to potwierdza i nic się nie zmienia.',
      NextSteps: 'Co dalej?',
      Step1: 'Otwórz skrzynkę e-mail – jeśli wiadomości nie ma po kilku minutach, zajrzyj do folderu Spam lub Oferty.',
      Step2: 'Kliknij „Potwierdzam zapis” w wiadomości od Merida.',
      Step3: 'Gotowe – pierwszy newsletter wyślemy razem z najbliższymi promocjami.',
      Promotions: 'Zobacz aktualne promocje',
      Blog: 'Czytaj poradniki na blogu',
    },
    Confirm: {
      Working: 'Potwierdzamy zapis…',
      Confirmed: 'Dziękujemy! Adres {{email}} jest zapisany do newslettera. Wysłaliśmy na niego wiadomość powitalną z linkiem do rezygnacji.',
      AlreadyConfirmed: 'Adres {{email}} był już potwierdzony – nic więcej nie trzeba robić.',
      Expired: 'Ten link potwierdzający wygasł (jest ważny 7 dni). Zapisz się ponownie, a wyślemy nowy.',
      NotFound: 'Nie znaleźliśmy tego linku potwierdzającego albo został już użyty. Jeśli chcesz otrzymywać newsletter, zapisz się ponownie.',
      Failed: 'Nie udało się potwierdzić zapisu. Odśwież stronę, aby spróbować ponownie.',
      SignUpAgain: 'Zapisz się ponownie',
    },
    Cancel: {
      Working: 'Wypisujemy adres z newslettera…',
      Unsubscribed: 'Adres {{email}} został wypisany z newslettera. Nie wyślemy na niego kolejnych wydań.',
      AlreadyUnsubscribed: 'Adres {{email}} był już wypisany z newslettera.',
      NotFound: 'Nie znaleźliśmy tego linku do rezygnacji albo wygasł. Możesz wypisać się, podając adres e-mail.',
      Failed: 'Nie udało się wypisać adresu. Odśwież stronę, aby spróbować ponownie.',
      ByEmail: 'Wypisz się, podając adres e-mail',
      Changed: 'Zmiana zdania? Zapisać się ponownie możesz w stopce każdej strony.',
    },
  },
} as const;

addTexts(plNewsletter);
