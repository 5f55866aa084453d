/**
 * The withdrawal function's texts (issue 33, `/odstapienie-od-umowy`, the order pages' link).
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()` (checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plWithdrawal = {
  Withdrawal: {
    Title: 'Odstąpienie od umowy',
    Description: 'Odstąp od umowy zawartej w sklepie Merida: formularz dla konsumentów, 14 dni od dostawy, potwierdzenie od razu na e-mail.',
    Link: 'Odstąp od umowy tutaj',
    Lead: 'Jako konsument możesz odstąpić od umowy zawartej w naszym sklepie bez podawania przyczyny w ciągu 14 dni od dnia, w którym otrzymałeś towar (art. 27 ustawy o prawach konsumenta). Wystarczy ten formularz: potwierdzenie otrzymania oświadczenia wyślemy od razu na podany adres e-mail.',
    WhoMay:
      'Prawo odstąpienia przysługuje konsumentom, a także osobom prowadzącym jednoosobową działalność, które przy zamówieniu zaznaczyły zakup na prawach konsumenta (art. 38a ustawy). Zamówień innych firm formularz nie przyjmie.',
    Deadline: 'Możesz odstąpić od umowy do {{date}} włącznie.',
    BeforeDelivery: 'Możesz odstąpić od umowy już teraz, a także przez 14 dni od dostawy.',
    Ended: 'Termin na odstąpienie od umowy minął {{date}}.',
    Step1: 'Krok 1 z 2: dane oświadczenia',
    Step2: 'Krok 2 z 2: sprawdź i potwierdź',
    Name: 'Imię i nazwisko',
    OrderNumber: 'Numer zamówienia',
    OrderNumberHint: 'Z potwierdzenia zamówienia, np. ZAM/2026/000123.',
    Email: 'Adres e-mail podany w zamówieniu',
    EmailHint: 'Na ten adres wyślemy potwierdzenie otrzymania oświadczenia.',
    Whole: 'Odstępuję od umowy w całości (wszystkie produkty z zamówienia)',
    Some: 'Odstępuję od umowy w części: wybieram produkty i ilości',
    Scope: 'Czego dotyczy odstąpienie',
    QuantityOf: 'Ilość: {{name}} (zamówiono {{quantity}} {{unit}})',
    ChooseSome: 'Wpisz ilość przy co najmniej jednym produkcie albo wybierz odstąpienie w całości.',
    Next: 'Dalej',
    Back: 'Wróć i popraw',
    StatementHeading: 'Treść oświadczenia',
    Confirm: 'Potwierdzam odstąpienie od umowy',
    ConfirmHint: 'Wysłanie oświadczenia jest wiążące. Otrzymasz potwierdzenie z jego pełną treścią, datą i godziną otrzymania.',
    ReceivedHeading: 'Otrzymaliśmy Twoje oświadczenie',
    Received: 'Otrzymaliśmy je {{date}}. Potwierdzenie z pełną treścią wysłaliśmy na adres {{email}}.',
    NextSteps:
      'Odeślij rzeczy na adres {{address}} w ciągu 14 dni. Zwrot płatności, w tym kosztu najtańszej zwykłej dostawy, otrzymasz w ciągu 14 dni od otrzymania oświadczenia, tą samą metodą płatności.',
    Failed: 'Nie udało się wysłać oświadczenia. Sprawdź połączenie i spróbuj ponownie: dane w formularzu zostały.',
    ModelForm:
      'Wolisz wysłać oświadczenie inaczej? Możesz też napisać do nas: {{seller}}, {{address}}, albo skorzystać z ustawowego wzoru formularza:',
    ModelFormDescription:
      'Wzór formularza odstąpienia od umowy z załącznika nr 2 do ustawy o prawach konsumenta, z danymi sklepu Merida: do wydruku albo do pobrania w PDF.',
    ModelFormLead:
      'To wzór z załącznika nr 2 do ustawy o prawach konsumenta. Możesz go wydrukować albo pobrać w PDF, wypełnić i odesłać pocztą lub e-mailem na adres podany przy „Adresat”. Korzystanie z niego nie jest obowiązkowe.',
    ModelFormOnline: 'Szybciej odstąpisz od umowy przez formularz online:',
    ModelFormOnlineLink: 'formularz odstąpienia od umowy online',
  },
} as const;

addTexts(plWithdrawal);
