/**
 * LocalBusiness JSON-LD of a branch: address, coordinates, opening hours, phone and e-mail
 * (schema.org, typed with schema-dts).
 */
import type { LocalBusiness, WithContext } from 'schema-dts';
import type { Branch } from './api-types.ts';
import { organizationNode } from './json-ld.ts';
import { href } from './routes.ts';
import { SELLER } from './seller.ts';

export function localBusinessJsonLd(branch: Branch, siteUrl: string): WithContext<LocalBusiness> {
  const url = `${siteUrl}${href('branch', { slug: branch.slug })}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#branch`,
    name: `${SELLER.name} – ${branch.name}`,
    description: branch.description,
    url,
    image: `${siteUrl}/logo.svg`,
    telephone: branch.phone,
    email: branch.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address.street,
      postalCode: branch.address.postalCode,
      addressLocality: branch.address.city,
      addressCountry: 'PL',
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.location.lat, longitude: branch.location.lng },
    openingHoursSpecification: branch.openingHours.map((rule) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: rule.days,
      opens: rule.opens,
      closes: rule.closes,
    })),
    parentOrganization: organizationNode(siteUrl),
  };
}
