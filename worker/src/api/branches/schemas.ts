/** Branches (/oddzialy): head office, logistics centre, production plants, sales offices. */
import { z } from '@hono/zod-openapi';

export const branchKindSchema = z.enum(['head_office', 'logistics_centre', 'production_plant', 'sales_office']);

/** schema.org day names, so structured data can use them as they are. */
export const dayOfWeekSchema = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

/** One opening-hours rule: the same hours on each of `days`; times are `HH:MM`, local time. */
export const openingHoursSchema = z
  .object({ days: z.array(dayOfWeekSchema), opens: z.string().regex(/^\d{2}:\d{2}$/), closes: z.string().regex(/^\d{2}:\d{2}$/) })
  .openapi('OpeningHours');

export const branchSchema = z
  .object({
    uuid: z.string(),
    slug: z.string(),
    name: z.string(),
    kind: branchKindSchema,
    address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
    phone: z.string(),
    email: z.string(),
    location: z.object({ lat: z.number(), lng: z.number() }),
    openingHours: z.array(openingHoursSchema),
    description: z.string(),
  })
  .openapi('Branch');
