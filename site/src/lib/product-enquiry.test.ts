import { describe, expect, it } from 'vitest';
import { parseProductEnquiry, productEnquiryHref } from './product-enquiry.ts';

const parse = (query: string) => parseProductEnquiry(new URLSearchParams(query));

describe('parseProductEnquiry', () => {
  it('reads a product number and name, tidying white space', () => {
    expect(parse('productNumber=WH-10344&productName=Worki+na+%C5%9Bmieci+HDPE++Merida+60+l+%E2%80%93+25+szt.')).toEqual({
      productNumber: 'WH-10344',
      productName: 'Worki na śmieci HDPE Merida 60 l – 25 szt.',
    });
  });

  it('round-trips every link productEnquiryHref builds', () => {
    const product = { number: 'CZ-10306', name: 'Czyściwo przemysłowe w roli Tork Heavy-Duty 3-warstwowe białe 190 m' };
    const link = new URL(productEnquiryHref(product), 'https://sklep.example');
    expect(link.pathname).toBe('/kontakt');
    expect(parseProductEnquiry(link.searchParams)).toEqual({ productNumber: product.number, productName: product.name });
  });

  it('is null without both parameters, or with one repeated', () => {
    expect(parse('')).toBeNull();
    expect(parse('productNumber=CZ-10306')).toBeNull();
    expect(parse('productName=Czy%C5%9Bciwo')).toBeNull();
    expect(parse('productNumber=CZ-10306&productNumber=CZ-1&productName=Czy%C5%9Bciwo')).toBeNull();
  });

  it('rejects markup, control characters and overlong values', () => {
    expect(parse('productNumber=CZ-10306&productName=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBeNull();
    expect(parse('productNumber=CZ-10306&productName=Myd%C5%82o%00')).toBeNull();
    expect(parse(`productNumber=CZ-10306&productName=${'a'.repeat(201)}`)).toBeNull();
    expect(parse(`productNumber=${'A'.repeat(41)}&productName=Myd%C5%82o`)).toBeNull();
    expect(parse('productNumber=cz%2F..%2F1&productName=Myd%C5%82o')).toBeNull();
    expect(parse('productNumber=-CZ&productName=Myd%C5%82o')).toBeNull();
  });
});
