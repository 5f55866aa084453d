import { describe, expect, it } from 'vitest';
import { initialMapView, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from './map-view.ts';

describe('initialMapView', () => {
  it('opens at 45.8, 16.0 and zoom 10 when there is no marker (spec §3, §9)', () => {
    expect(initialMapView([])).toEqual({ center: { lat: 45.8, lng: 16.0 }, zoom: 10, fitMarkers: false });
    expect(MAP_DEFAULT_CENTER).toEqual({ lat: 45.8, lng: 16.0 });
    expect(MAP_DEFAULT_ZOOM).toBe(10);
  });

  it('centres on a single marker at the default zoom', () => {
    expect(initialMapView([{ lat: 51.118, lng: 16.987 }])).toEqual({ center: { lat: 51.118, lng: 16.987 }, zoom: 10, fitMarkers: false });
  });

  it('opens between several markers and then fits them all', () => {
    const view = initialMapView([
      { lat: 50, lng: 16 },
      { lat: 52, lng: 21 },
      { lat: 51, lng: 17 },
    ]);
    expect(view).toEqual({ center: { lat: 51, lng: 18.5 }, zoom: 10, fitMarkers: true });
  });
});
