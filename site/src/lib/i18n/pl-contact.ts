/**
 * The contact form's and the contact page's texts.
 * A part of the Polish dictionary that only some pages use, kept out of every page's first-load
 * JavaScript. Importing this module adds its texts to `t()`: every module that names one of its
 * keys imports it (`import '@/lib/i18n/pl-contact.ts';`, checked by i18n.test.ts).
 */
import { addTexts } from './index.ts';

export const plContact = {
  Contact: {
    Title: 'Kontakt',
    Description: 'Kontakt ze sklepem Merida: telefon, e-mail, godziny pracy, działy firmy i adresy oddziałów w całej Polsce.',
    Lead: 'Masz pytanie o produkt, zamówienie albo ofertę dla firmy? Zadzwoń lub napisz – odpowiadamy w dni robocze.',
    Company: 'Dane firmy',
    HeadOffice: 'Siedziba',
    Registry: 'NIP {{nip}} · REGON {{regon}} · KRS {{krs}}',
    RegistryCourt: 'Sąd rejestrowy: {{court}}',
    ShareCapital: 'Kapitał zakładowy: {{capital}}',
    CallUs: 'Zadzwoń',
    WriteToUs: 'Napisz',
    Hours: 'Godziny pracy',
    Departments: 'Działy',
    Branches: 'Oddziały w Polsce',
    AllBranches: 'Adresy i godziny otwarcia wszystkich oddziałów',
    HeadOfficeLink: 'Dojazd do siedziby',
    Form: {
      Heading: 'Napisz do nas',
      Lead: 'Odpowiemy na podany adres e-mail, zwykle w ciągu jednego dnia roboczego. Na ten adres wyślemy też potwierdzenie, że wiadomość do nas dotarła.',
      Name: 'Imię i nazwisko lub nazwa firmy',
      Email: 'Adres e-mail',
      Phone: 'Telefon',
      PhoneHint: 'Oddzwonimy, jeśli tak będzie szybciej.',
      Subject: 'Temat',
      Message: 'Wiadomość',
      Counter: 'Znaki: {{count}} z {{max}}',
      Send: 'Wyślij wiadomość',
      SentHeading: 'Dziękujemy, wiadomość została wysłana',
      SentCopy: 'Potwierdzenie otrzymania wysłaliśmy na adres {{email}}. Jeśli go nie widzisz, zajrzyj do folderu Spam lub Oferty.',
      SentAnswer: 'Odpowiemy w dni robocze, zwykle w ciągu jednego dnia roboczego.',
      SentAnother: 'Napisz kolejną wiadomość',
    },
    Enquiry: {
      Heading: 'Zapytanie o produkt',
      Lead: 'Zapytaj o dostępność, ceny hurtowe, dostawę lub dobór produktu. Doradca odpowie w ciągu jednego dnia roboczego.',
      Product: 'Produkt',
      Number: 'Nr {{number}}',
      ProductLink: 'Strona produktu',
      Subject: 'Zapytanie o produkt: {{name}} (nr {{number}})',
    },
  },
} as const;

addTexts(plContact);
