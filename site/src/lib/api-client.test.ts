import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError, ApiRequestError, apiPath, errorPageOfStatus, getJson, getPageJson } from './api-client.ts';
import { getProductOffers } from './generated/response-shapes/getProductOffers.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiPath', () => {
  it('encodes the query and leaves out empty parameters', () => {
    expect(apiPath('/search', { q: 'mydło & "płyn"', page: 2 })).toBe('/search?q=myd%C5%82o+%26+%22p%C5%82yn%22&page=2');
    expect(apiPath('/categories/slug/x/listing', { filters: '' })).toBe('/categories/slug/x/listing');
    expect(apiPath('/search', { q: 'a', page: undefined })).toBe('/search?q=a');
  });
});

describe('getPageJson (spec §8)', () => {
  const answer = (status: number) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'x', message: 'Komunikat' } }, { status })),
    );

  it.each([
    [403, '/error-403'],
    [503, '/error-503'],
  ])('leads a %i to its error page', async (status, page) => {
    answer(status);
    const navigate = vi.fn();
    await expect(getPageJson('/search?q=a', '*', navigate)).rejects.toBeInstanceOf(ApiRequestError);
    expect(navigate).toHaveBeenCalledWith(page);
  });

  it.each([400, 404, 500])('passes a %i to the caller with the Polish message', async (status) => {
    answer(status);
    const navigate = vi.fn();
    await expect(getPageJson('/search?q=a', '*', navigate)).rejects.toMatchObject({ status, message: 'Komunikat' });
    expect(navigate).not.toHaveBeenCalled();
    expect(errorPageOfStatus(status)).toBeNull();
  });
});

describe('answers checked against the contract', () => {
  const offer = {
    uuid: '0b8a5c8e-4a0e-4c1e-9d36-2f7f6f1a9b01',
    number: 'CZ-10306',
    price: { nettoPrice: 1000, grossPrice: 1230, vatRate: 23, nettoMinPriceFromSet: null, promotion: null, unitPrice: null },
    buttons: { addToCart: true, addToCartSupplier: false, buyAtProductSet: false, buyAtPromotion: false },
    stock: { quantity: 5, supplierDeliveryDays: null },
  };
  const answer = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body)),
    );

  it('passes an answer that fits its call', async () => {
    answer({ items: [offer] });
    await expect(getJson('/products/offers?uuids=x', getProductOffers)).resolves.toEqual({ items: [offer] });
  });

  it('checks against a shape named by its loader, loaded beside the request', async () => {
    answer({ items: [offer] });
    const load = vi.fn(async () => getProductOffers);
    await expect(getJson('/products/offers?uuids=x', load)).resolves.toEqual({ items: [offer] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);

    answer({ items: [{ ...offer, stock: { quantity: 'dużo', supplierDeliveryDays: null } }] });
    await expect(getJson('/products/offers?uuids=x', load)).rejects.toMatchObject({ field: 'items.0.stock.quantity' });
  });

  it('fails a call whose shape could not load, without taking the answer unchecked', async () => {
    answer({ items: [offer] });
    await expect(getJson('/products/offers?uuids=x', () => Promise.reject(new Error('ChunkLoadError')))).rejects.toThrow('ChunkLoadError');
  });

  it('names the field of an answer that drifted', async () => {
    answer({ items: [{ ...offer, price: { ...offer.price, grossPrice: '12,30' } }] });
    const failure = getJson('/products/offers?uuids=x', getProductOffers);
    await expect(failure).rejects.toBeInstanceOf(ApiContractError);
    await expect(failure).rejects.toMatchObject({ field: 'items.0.price.grossPrice' });
  });
});
