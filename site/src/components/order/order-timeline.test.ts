import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { orderTimeline } from './order-timeline.ts';

const moment = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }).map((ms) => new Date(ms).toISOString());
const status = fc.record({ status: fc.constantFrom(37, 40, 50, 60, 5, 70), statusLabel: fc.string(), changedAt: moment });
const shipment = fc.record({
  carrier: fc.constantFrom('inpost', 'dpd', 'transport-wlasny'),
  carrierName: fc.string(),
  trackingNumber: fc.stringMatching(/^[A-Z0-9]{4,24}$/),
  trackingUrl: fc.option(fc.webUrl(), { nil: null }),
  shippedAt: moment,
});

describe('orderTimeline', () => {
  test.prop([fc.array(status, { maxLength: 6 }), fc.array(shipment, { maxLength: 3 })])(
    'lists every status and every shipment once, oldest first, a status before a shipment of the same moment',
    (statusHistory, shipments) => {
      const timeline = orderTimeline({ statusHistory, shipments });
      expect(timeline.filter((entry) => entry.kind === 'status').map((entry) => entry.status)).toEqual(
        [...statusHistory].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt)),
      );
      expect(timeline.filter((entry) => entry.kind === 'shipment').map((entry) => entry.shipment)).toEqual(
        [...shipments].sort((a, b) => Date.parse(a.shippedAt) - Date.parse(b.shippedAt)),
      );
      timeline.slice(1).forEach((entry, index) => {
        const before = timeline[index];
        if (!before) return;
        expect(Date.parse(before.at)).toBeLessThanOrEqual(Date.parse(entry.at));
        if (before.at === entry.at) expect(before.kind === 'shipment' && entry.kind === 'status').toBe(false);
      });
    },
  );
});
