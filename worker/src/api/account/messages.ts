/** What the account calls tell the customer, in Polish. */
import { MAX_SAVED_ADDRESSES } from '#lib/forms/account.ts';

export const accountMessages = {
  wrongPassword: 'Hasło jest nieprawidłowe.',
  sameEmail: 'To jest obecny adres e-mail konta.',
  emailLinkInvalid: 'Link zmiany adresu jest nieprawidłowy, wygasł albo został już użyty. Poproś o zmianę adresu ponownie.',
  emailTakenMeanwhile: 'Ten adres e-mail należy już do innego konta, więc nie możemy go przypisać.',
  addressNotFound: 'Nie znaleźliśmy tego adresu.',
  addressLimit: `Możesz zapisać najwyżej ${MAX_SAVED_ADDRESSES} adresów dostawy. Usuń nieużywany adres, aby dodać nowy.`,
};
