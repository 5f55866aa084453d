import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { initialMapView } from './map-view.ts';

const point = fc.record({ lat: fc.double({ min: -85, max: 85, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });

describe('initialMapView', () => {
  it('opens at 45.8, 16.0 and zoom 10 when there is no marker (spec §3, §9)', () => {
    expect(initialMapView([])).toEqual({ center: { lat: 45.8, lng: 16.0 }, zoom: 10, fitMarkers: false });
  });

  test.prop([point])('centres on a single marker at zoom 10', (marker) => {
    expect(initialMapView([marker])).toEqual({ center: marker, zoom: 10, fitMarkers: false });
  });

  test.prop([fc.array(point, { minLength: 2, maxLength: 20 })])(
    "opens in the middle of the markers' box at zoom 10, then fits them all",
    (markers) => {
      const view = initialMapView(markers);
      const lats = markers.map((marker) => marker.lat);
      const lngs = markers.map((marker) => marker.lng);
      expect(view.zoom).toBe(10);
      expect(view.fitMarkers).toBe(true);
      expect(view.center.lat).toBeCloseTo((Math.min(...lats) + Math.max(...lats)) / 2, 9);
      expect(view.center.lng).toBeCloseTo((Math.min(...lngs) + Math.max(...lngs)) / 2, 9);
    },
  );
});
