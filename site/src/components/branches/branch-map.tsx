/// <reference types="google.maps" />
'use client';
/**
 * The branches on a Google map, clustered (spec §9: grid 60 px, at least 2 markers). Rendered
 * only when the build has a Maps key or client ID; the page lists every branch anyway, so when
 * the script cannot load (or takes more than 5 s) the box gives way to a one-line notice.
 */
import { useEffect, useRef, useState } from 'react';
import type { MapsConfig } from '@/lib/maps-config.ts';
import styles from './branch-map.module.css';
import { loadGoogleMaps } from './google-maps-loader.ts';
import { CLUSTER_GRID_SIZE, initialMapView, type LatLng, MIN_CLUSTER_SIZE } from './map-view.ts';

export interface MapBranch extends LatLng {
  slug: string;
  name: string;
  /** One line: street, postal code and city. */
  address: string;
  /** The info window's link: the branch page, or directions on the branch page itself. */
  link: { href: string; label: string };
}

export interface BranchMapTexts {
  /** Accessible name of the map region. */
  label: string;
  loading: string;
  unavailable: string;
}

/** The info window of a marker, built as elements: branch texts are data, never markup. */
function infoContent(branch: MapBranch): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = branch.name;
  const address = document.createElement('p');
  address.textContent = branch.address;
  address.style.margin = '0.25rem 0';
  const link = document.createElement('a');
  link.href = branch.link.href;
  link.textContent = branch.link.label;
  box.append(name, address, link);
  return box;
}

async function drawMap(element: HTMLElement, config: MapsConfig, branches: readonly MapBranch[]): Promise<() => void> {
  const maps = await loadGoogleMaps(config);
  const [{ Map: GoogleMap, InfoWindow }, { Marker }, { LatLngBounds }, { MarkerClusterer, SuperClusterAlgorithm }] = await Promise.all([
    maps.importLibrary('maps') as Promise<google.maps.MapsLibrary>,
    maps.importLibrary('marker') as Promise<google.maps.MarkerLibrary>,
    maps.importLibrary('core') as Promise<google.maps.CoreLibrary>,
    // Fetched only once the map is on its way: pages without a map never download it.
    import('@googlemaps/markerclusterer'),
  ]);
  const view = initialMapView(branches);
  const map = new GoogleMap(element, {
    center: view.center,
    zoom: view.zoom,
    mapTypeControl: false,
    streetViewControl: false,
    clickableIcons: false,
  });
  const infoWindow = new InfoWindow();
  const markers = branches.map((branch) => {
    const marker = new Marker({ position: { lat: branch.lat, lng: branch.lng }, title: branch.name });
    marker.addListener('click', () => {
      infoWindow.setContent(infoContent(branch));
      infoWindow.open({ anchor: marker, map });
    });
    return marker;
  });
  if (view.fitMarkers) {
    const bounds = new LatLngBounds();
    for (const branch of branches) bounds.extend(branch);
    map.fitBounds(bounds, 48);
  }
  // Supercluster's radius is the grid size in pixels and minPoints the minimum cluster size.
  const clusterer = new MarkerClusterer({
    map,
    markers,
    algorithm: new SuperClusterAlgorithm({ radius: CLUSTER_GRID_SIZE, minPoints: MIN_CLUSTER_SIZE }),
  });
  return () => {
    infoWindow.close();
    clusterer.clearMarkers();
    clusterer.setMap(null);
  };
}

export function BranchMap({ config, branches, texts }: { config: MapsConfig; branches: MapBranch[]; texts: BranchMapTexts }) {
  const canvas = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let isCurrent = true;
    let cleanUp: (() => void) | undefined;
    drawMap(element, config, branches).then(
      (dispose) => {
        if (isCurrent) {
          cleanUp = dispose;
          setStatus('ready');
        } else dispose();
      },
      (error: unknown) => {
        // The list below carries every address; the map is a convenience, so a warning is enough.
        console.warn('Branch map unavailable:', error);
        if (isCurrent) setStatus('failed');
      },
    );
    return () => {
      isCurrent = false;
      cleanUp?.();
    };
  }, [config, branches]);

  if (status === 'failed') {
    return (
      <p className={styles.unavailable} role="status">
        {texts.unavailable}
      </p>
    );
  }
  return (
    <section className={styles.map} aria-label={texts.label} aria-busy={status === 'loading'}>
      <div ref={canvas} className={styles.canvas} />
      {status === 'loading' ? <p className={styles.loading}>{texts.loading}</p> : null}
    </section>
  );
}
