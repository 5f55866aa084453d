/**
 * The branch map's constants (spec §3, §9) and its first view, as plain data so they are tested
 * without the Maps API.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Spec §9: the map opens at zoom 10. */
export const MAP_DEFAULT_ZOOM = 10;
/** Spec §3: the centre when there is no marker. */
export const MAP_DEFAULT_CENTER: LatLng = { lat: 45.8, lng: 16.0 };
/** Spec §9: markers within 60 px of each other cluster… */
export const CLUSTER_GRID_SIZE = 60;
/** …once there are at least two of them. */
export const MIN_CLUSTER_SIZE = 2;

export interface MapView {
  center: LatLng;
  zoom: number;
  /** Several markers: after opening, the map fits them all. */
  fitMarkers: boolean;
}

/**
 * Where the map opens: the default centre without markers, on the marker when there is one, and
 * around all of them when there are more.
 */
export function initialMapView(markers: readonly LatLng[]): MapView {
  const [first] = markers;
  if (!first) return { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM, fitMarkers: false };
  if (markers.length === 1) return { center: first, zoom: MAP_DEFAULT_ZOOM, fitMarkers: false };
  const lats = markers.map((marker) => marker.lat);
  const lngs = markers.map((marker) => marker.lng);
  const center = { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
  return { center, zoom: MAP_DEFAULT_ZOOM, fitMarkers: true };
}
