import { describe, expect, it } from 'vitest';
import type { Branch } from './api-types.ts';
import { serializeJsonLd } from './json-ld.ts';
import { localBusinessJsonLd } from './local-business-json-ld.ts';

const logistics: Branch = {
  uuid: '5f1c3473-ad18-4c13-b00d-01aa31f9e002',
  slug: 'centrum-logistyczne-bielany-wroclawskie',
  name: 'Centrum logistyczne – Bielany Wrocławskie',
  kind: 'logistics_centre',
  address: { street: 'ul. Logistyczna 8', postalCode: '55-040', city: 'Bielany Wrocławskie' },
  phone: '+48 71 780 20 50',
  email: 'logistyka@sklep-merida.example',
  location: { lat: 51.0386, lng: 16.9622 },
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '06:00', closes: '22:00' },
    { days: ['Saturday'], opens: '07:00', closes: '13:00' },
  ],
  description: 'Magazyn </script> wysokiego składowania.',
};

describe('localBusinessJsonLd', () => {
  const data = localBusinessJsonLd(logistics, 'https://sklep.example');

  it('gives the address, coordinates, phone, e-mail and page of the branch', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Merida Sp. z o.o. – Centrum logistyczne – Bielany Wrocławskie',
      url: 'https://sklep.example/oddzialy/centrum-logistyczne-bielany-wroclawskie',
      telephone: '+48 71 780 20 50',
      email: 'logistyka@sklep-merida.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ul. Logistyczna 8',
        postalCode: '55-040',
        addressLocality: 'Bielany Wrocławskie',
        addressCountry: 'PL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.0386, longitude: 16.9622 },
      parentOrganization: { '@type': 'Organization', '@id': 'https://sklep.example/#organization' },
    });
  });

  it('writes one OpeningHoursSpecification per rule with schema.org day names', () => {
    expect(data).toMatchObject({
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '06:00',
          closes: '22:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '07:00', closes: '13:00' },
      ],
    });
  });

  it('serializes safely inside a script element', () => {
    const json = serializeJsonLd(data);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(data);
  });
});
