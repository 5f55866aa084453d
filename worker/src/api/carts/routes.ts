import { currentTime } from '../clock.ts';
import { createRouter, declareCall, jsonBody, privateNoStore } from '../contract.ts';
import { noQuery } from '../schemas.ts';
import { planProductSet } from './add-product-set.ts';
import { planProducts } from './add-products.ts';
import { getCartView } from './cart-view.ts';
import { saveCartContact } from './contact.ts';
import { readCartSummary } from './queries.ts';
import { recoverAbandonedCart, recoverTransactionCart, withdrawReminderConsent } from './recover.ts';
import { removeLines } from './remove-lines.ts';
import {
  addProductSetBody,
  addProductsBody,
  cartContactBody,
  cartContactSchema,
  cartHeaders,
  cartRecoveryBody,
  cartRecoveryParams,
  cartSchema,
  cartSummaryResponseSchema,
  cartUpdateSchema,
  cartUuidParams,
  reminderWithdrawalSchema,
  setQuantityBody,
  transactionRecoveryBody,
} from './schemas.ts';
import { writeLines } from './write-lines.ts';

const tags = ['Koszyk'];
const update = { schema: cartUpdateSchema, description: 'Komunikaty, liczba dodanych i pominiętych pozycji oraz podsumowanie koszyka po zmianie.' };
const cartFull = { 422: 'Po tej zmianie koszyk miałby więcej pozycji, niż może mieć; nic nie zmieniono.' };

const addProductsCall = declareCall({
  operationId: 'addProductsToCart',
  method: 'post',
  path: '/products',
  tags,
  summary: 'Dodaje produkty do koszyka (spec §7); nieznane, wycofane, niedostępne i sprzedawane tylko w zestawie są pomijane z komunikatem.',
  request: { headers: cartHeaders, query: noQuery, body: jsonBody(addProductsBody) },
  success: update,
  errors: cartFull,
  maxBodyBytes: 32 * 1024,
});

const addProductSetCall = declareCall({
  operationId: 'addProductSetToCart',
  method: 'post',
  path: '/product-sets',
  tags,
  summary: 'Dodaje zestaw do koszyka jako jego pozycje, w cenach zestawu; nieznany zestaw jest pomijany z komunikatem.',
  request: { headers: cartHeaders, query: noQuery, body: jsonBody(addProductSetBody) },
  success: update,
  errors: cartFull,
  maxBodyBytes: 1024,
});

const setQuantityCall = declareCall({
  operationId: 'setCartProductQuantity',
  method: 'put',
  path: '/products/{uuid}',
  tags,
  summary: 'Ustawia ilość produktu kupowanego osobno (dodaje go, gdy go nie ma w koszyku); reguły jak przy dodawaniu.',
  request: { headers: cartHeaders, params: cartUuidParams, query: noQuery, body: jsonBody(setQuantityBody) },
  success: update,
  errors: cartFull,
  maxBodyBytes: 1024,
});

const removeProductCall = declareCall({
  operationId: 'removeCartProduct',
  method: 'delete',
  path: '/products/{uuid}',
  tags,
  summary: 'Usuwa z koszyka produkt kupowany osobno (pozycje z zestawów zostają).',
  request: { headers: cartHeaders, params: cartUuidParams, query: noQuery },
  success: update,
});

const removeProductSetCall = declareCall({
  operationId: 'removeCartProductSet',
  method: 'delete',
  path: '/product-sets/{uuid}',
  tags,
  summary: 'Usuwa z koszyka wszystkie pozycje dodane z zestawem.',
  request: { headers: cartHeaders, params: cartUuidParams, query: noQuery },
  success: update,
});

const emptyCartCall = declareCall({
  operationId: 'emptyCart',
  method: 'delete',
  path: '/',
  tags,
  summary: 'Opróżnia koszyk.',
  request: { headers: cartHeaders, query: noQuery },
  success: update,
});

const summaryCall = declareCall({
  operationId: 'getCartSummary',
  method: 'get',
  path: '/summary',
  tags,
  summary: 'Podsumowanie koszyka (spec §7): liczba pozycji do licznika w nagłówku.',
  request: { headers: cartHeaders, query: noQuery },
  success: { schema: cartSummaryResponseSchema, description: 'Podsumowanie koszyka.' },
});

const cartCall = declareCall({
  operationId: 'getCart',
  method: 'get',
  path: '/',
  tags,
  summary: 'Cały koszyk z cenami przeliczonymi z katalogu, wartościami pozycji i sumami z VAT według stawek.',
  request: { headers: cartHeaders, query: noQuery },
  success: { schema: cartSchema, description: 'Koszyk.' },
});

const contactCall = declareCall({
  operationId: 'saveCartContact',
  method: 'put',
  path: '/contact',
  tags,
  summary: 'Zapisuje adres e-mail z formularza zamówienia ze zgodą na jedno przypomnienie o koszyku; bez zgody usuwa adres z koszyka.',
  request: { headers: cartHeaders, query: noQuery, body: jsonBody(cartContactBody) },
  success: { schema: cartContactSchema, description: 'Czy zapisano i czy koszyk ma zgodę na przypomnienie.' },
  errors: { 422: 'Zgoda na przypomnienie bez adresu e-mail.' },
  maxBodyBytes: 1024,
});

const recoverCartCall = declareCall({
  operationId: 'recoverAbandonedCart',
  method: 'post',
  path: '/recoveries/{cartUuid}',
  tags,
  summary: 'Przywraca porzucony koszyk z linku w przypomnieniu: kopiuje jego pozycje i ilości do koszyka tej sesji.',
  request: { headers: cartHeaders, params: cartRecoveryParams, query: noQuery, body: jsonBody(cartRecoveryBody) },
  success: update,
  errors: { 404: 'Link nieznany, do innego koszyka, wygasły, albo koszyk został już zamówiony.', ...cartFull },
  maxBodyBytes: 1024,
});

const recoverTransactionCall = declareCall({
  operationId: 'recoverTransactionCart',
  method: 'post',
  path: '/transaction-recoveries',
  tags,
  summary:
    'Przywraca koszyk transakcji (cartUrl zdarzenia koszyka, spec §7): kopiuje tylko pozycje i ilości koszyka gościa, niezamówionego, z ostatnich 30 dni.',
  request: { headers: cartHeaders, query: noQuery, body: jsonBody(transactionRecoveryBody) },
  success: update,
  errors: { 404: 'Nie ma koszyka, który ten link może przywrócić (nie mówi, czy taki koszyk istnieje).', ...cartFull },
  maxBodyBytes: 1024,
});

const withdrawReminderCall = declareCall({
  operationId: 'withdrawCartReminderConsent',
  method: 'post',
  path: '/reminder-withdrawals/{cartUuid}',
  tags,
  summary: 'Link „Nie chcę przypomnień o koszyku” z przypomnienia: adres tego koszyka nie dostaje więcej przypomnień, dopóki znów nie wyrazi zgody.',
  request: { headers: cartHeaders, params: cartRecoveryParams, query: noQuery, body: jsonBody(cartRecoveryBody) },
  success: { schema: reminderWithdrawalSchema, description: 'Zgoda wycofana.' },
  errors: { 404: 'Link nieznany albo do innego koszyka.' },
  maxBodyBytes: 1024,
});

/** Who the cart belongs to, from the validated headers. */
function ownerOf(headers: { 'cart-session-id': string; 'cart-transaction-id'?: string | undefined }) {
  return { sessionId: headers['cart-session-id'], transactionId: headers['cart-transaction-id'] };
}

export const cartRoutes = createRouter();
cartRoutes.use('*', privateNoStore);
cartRoutes
  .openapi(summaryCall, async (c) => c.json({ cartSummary: await readCartSummary(c.env.DB, c.req.valid('header')['cart-session-id']) }, 200))
  .openapi(cartCall, async (c) => c.json(await getCartView(c.env.DB, c.req.valid('header')['cart-session-id']), 200))
  .openapi(addProductsCall, async (c) => {
    const { productsData, increaseQuantity } = c.req.valid('json');
    const now = currentTime();
    const plan = () => planProducts(c.env.DB, now, productsData, increaseQuantity);
    return c.json(await writeLines(c.env.DB, ownerOf(c.req.valid('header')), now, plan), 200);
  })
  .openapi(addProductSetCall, async (c) => {
    const { uuid, quantity, increaseQuantity } = c.req.valid('json');
    const now = currentTime();
    const plan = () => planProductSet(c.env.DB, now, uuid, quantity, increaseQuantity);
    return c.json(await writeLines(c.env.DB, ownerOf(c.req.valid('header')), now, plan), 200);
  })
  .openapi(setQuantityCall, async (c) => {
    const now = currentTime();
    const plan = () => planProducts(c.env.DB, now, [{ uuid: c.req.valid('param').uuid, quantity: c.req.valid('json').quantity }], false);
    return c.json(await writeLines(c.env.DB, ownerOf(c.req.valid('header')), now, plan), 200);
  })
  .openapi(removeProductCall, async (c) =>
    c.json(await removeLines(c.env.DB, ownerOf(c.req.valid('header')), currentTime(), { productUuid: c.req.valid('param').uuid }), 200),
  )
  .openapi(removeProductSetCall, async (c) =>
    c.json(await removeLines(c.env.DB, ownerOf(c.req.valid('header')), currentTime(), { setUuid: c.req.valid('param').uuid }), 200),
  )
  .openapi(emptyCartCall, async (c) => c.json(await removeLines(c.env.DB, ownerOf(c.req.valid('header')), currentTime(), 'all'), 200))
  .openapi(contactCall, async (c) =>
    c.json(await saveCartContact(c.env.DB, c.req.valid('header')['cart-session-id'], c.req.valid('json'), currentTime()), 200),
  )
  .openapi(recoverTransactionCall, async (c) =>
    c.json(await recoverTransactionCart(c.env.DB, ownerOf(c.req.valid('header')), c.req.valid('json').transactionUuid, currentTime()), 200),
  )
  .openapi(recoverCartCall, async (c) =>
    c.json(
      await recoverAbandonedCart(c.env.DB, ownerOf(c.req.valid('header')), c.req.valid('param').cartUuid, c.req.valid('json').token, currentTime()),
      200,
    ),
  )
  .openapi(withdrawReminderCall, async (c) =>
    c.json(await withdrawReminderConsent(c.env.DB, c.req.valid('param').cartUuid, c.req.valid('json').token, currentTime()), 200),
  );
