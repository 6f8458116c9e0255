import 'leaflet/dist/leaflet.css';
import { Button, Icon } from '@blueprintjs/core';
import {
  circleMarker,
  DomEvent,
  icon,
  latLngBounds,
  layerGroup,
  map as leafletMap,
  marker,
  tileLayer,
  type LayerGroup,
  type LeafletMouseEvent,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAP_CENTRE } from '../../../../domain/customers/registrationRules';
import { type NearbyStoreFragment as NearbyStore } from '../../graphql';
import { type MapPosition, storeLatLng } from '../utils/map';
import { DEFAULT_MAP_HALF_SPAN, mapTileSourceFrom, roundedPosition } from '../utils';

/** Fixed at build time (README: VITE_MAP_TILE_URL); null means a map without tiles. */
const tileSource = mapTileSourceFrom(import.meta.env.VITE_MAP_TILE_URL as string | undefined);

/** A tile server that answers nothing at all (dropped packets) is given this long before the notice. */
const TILE_WAIT_MS = 10_000;

/** The marker images come from the bundle (Vite assets), never from a CDN, so the map works offline. */
const positionIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
  className: 'store-map__you',
});

type TileState = 'loading' | 'shown' | 'failed' | 'off';

export interface StoreMapProps {
  position: MapPosition;
  stores: NearbyStore[];
  selectedStoreId: string;
  onPlace: (position: MapPosition) => void;
  onPickStore: (warehouseId: string) => void;
}

/** The first view: the default centre (lat 18.11, lng -94.45) at the zoom that shows Coatzacoalcos and Minatitlán. */
function showDefaultView(map: LeafletMap) {
  const { lat, lng } = DEFAULT_MAP_CENTRE;
  const area = latLngBounds(
    [lat - DEFAULT_MAP_HALF_SPAN.lat, lng - DEFAULT_MAP_HALF_SPAN.lng],
    [lat + DEFAULT_MAP_HALF_SPAN.lat, lng + DEFAULT_MAP_HALF_SPAN.lng],
  );
  const zoom = map.getBoundsZoom(area);
  // A container without a size yet (hidden) gives no usable zoom; 11 fits the usual 320 px box.
  map.setView([lat, lng], Number.isFinite(zoom) ? Math.min(Math.max(zoom, 9), 13) : 11);
}

/**
 * The map of spec 000 with Leaflet: tiles from the configured server, the stores (the chosen one
 * highlighted), and the visitor's position placed by a click or, from the keyboard, by Enter at the
 * map's centre. Without tiles (none configured, or the server unreachable) everything still works on
 * a plain background and a notice says the images could not be loaded.
 */
export function StoreMap({ position, stores, selectedStoreId, onPlace, onPickStore }: StoreMapProps) {
  const { t } = useTranslation('registration');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const storeLayer = useRef<LayerGroup | null>(null);
  const positionMarker = useRef<Marker | null>(null);
  // Leaflet's handlers are bound once; they read the latest callbacks through this ref.
  const callbacks = useRef({ onPlace, onPickStore });
  const [tiles, setTiles] = useState<TileState>(tileSource ? 'loading' : 'off');

  useEffect(() => {
    callbacks.current = { onPlace, onPickStore };
  }, [onPlace, onPickStore]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const map = leafletMap(element, { attributionControl: Boolean(tileSource), keyboard: true });
    mapRef.current = map;
    showDefaultView(map);
    storeLayer.current = layerGroup().addTo(map);
    positionMarker.current = marker([DEFAULT_MAP_CENTRE.lat, DEFAULT_MAP_CENTRE.lng], { icon: positionIcon, interactive: false, keyboard: false }).addTo(map);

    let waitTimer: ReturnType<typeof setTimeout> | undefined;
    if (tileSource) {
      // Tiles loaded since Leaflet last asked for new ones: an error with none loaded means the server is out of reach.
      let loadedInBatch = 0;
      const layer = tileLayer(tileSource.url, { attribution: tileSource.attribution, maxZoom: 19 });
      layer.on('loading', () => {
        loadedInBatch = 0;
      });
      layer.on('tileload', () => {
        loadedInBatch += 1;
        clearTimeout(waitTimer);
        setTiles('shown');
      });
      layer.on('tileerror', () => {
        if (loadedInBatch === 0) setTiles('failed');
      });
      layer.addTo(map);
      waitTimer = setTimeout(() => setTiles((state) => (state === 'loading' ? 'failed' : state)), TILE_WAIT_MS);
    }

    map.on('click', (event: LeafletMouseEvent) => {
      const { lat, lng } = event.latlng.wrap();
      callbacks.current.onPlace(roundedPosition({ lat, lng }));
    });
    // Arrows pan and +/- zoom (Leaflet's keyboard handler); Enter or Space places the position at the centre.
    const placeFromKeyboard = (event: Event) => {
      const key = (event as KeyboardEvent).key;
      if (event.target !== element || (key !== 'Enter' && key !== ' ')) return;
      event.preventDefault();
      const { lat, lng } = map.getCenter().wrap();
      callbacks.current.onPlace(roundedPosition({ lat, lng }));
    };
    DomEvent.on(element, 'keydown', placeFromKeyboard);
    // The centre cross shows only while the map is used from the keyboard (Leaflet also focuses it on a click).
    const keyboardInUse = () => element.classList.add('store-map__canvas--keyboard');
    const pointerInUse = () => element.classList.remove('store-map__canvas--keyboard');
    DomEvent.on(element, 'keyup keydown', keyboardInUse);
    DomEvent.on(element, 'pointerdown blur', pointerInUse);

    return () => {
      clearTimeout(waitTimer);
      DomEvent.off(element, 'keydown', placeFromKeyboard);
      DomEvent.off(element, 'keyup keydown', keyboardInUse);
      DomEvent.off(element, 'pointerdown blur', pointerInUse);
      map.remove();
      mapRef.current = null;
      storeLayer.current = null;
      positionMarker.current = null;
    };
  }, []);

  // The position follows the form; the view moves only when the position is out of sight, so a click never shifts the map under the pointer.
  useEffect(() => {
    const map = mapRef.current;
    positionMarker.current?.setLatLng([position.lat, position.lng]);
    if (map && !map.getBounds().contains([position.lat, position.lng])) map.panTo([position.lat, position.lng]);
  }, [position.lat, position.lng]);

  useEffect(() => {
    const layer = storeLayer.current;
    if (!layer) return;
    layer.clearLayers();
    // The chosen store is drawn last so it stays on top of its neighbours.
    const ordered = [...stores].sort((a, b) => Number(a.warehouseId === selectedStoreId) - Number(b.warehouseId === selectedStoreId));
    for (const store of ordered) {
      const selected = store.warehouseId === selectedStoreId;
      const dot = circleMarker(storeLatLng(store), {
        radius: selected ? 9 : 6,
        color: '#ffffff',
        weight: 2,
        fillColor: selected ? '#c87619' : '#2d72d2',
        fillOpacity: 1,
        className: selected ? 'store-map__store store-map__store--selected' : 'store-map__store',
        // A store's dot picks the store; it must not also place the position underneath.
        bubblingMouseEvents: false,
      });
      dot.bindTooltip(store.warehouseName, { permanent: selected, direction: 'top', offset: [0, -8], className: 'store-map__tooltip' });
      dot.on('click', () => callbacks.current.onPickStore(store.warehouseId));
      dot.addTo(layer);
    }
  }, [stores, selectedStoreId]);

  const reset = () => {
    if (mapRef.current) showDefaultView(mapRef.current);
    onPlace({ ...DEFAULT_MAP_CENTRE });
  };

  return (
    <figure className="store-map">
      {/* Leaflet adds its own classes to this element: React must never rewrite its className. */}
      <div ref={container} className="store-map__canvas" role="region" aria-label={t('fields.mapLabel')} aria-keyshortcuts="Enter" data-tiles={tiles} />
      {tiles === 'failed' || tiles === 'off' ? (
        <p className="store-map__notice" role="status">
          <Icon icon="offline" size={12} />
          <span>{t(tiles === 'failed' ? 'fields.mapTilesFailed' : 'fields.mapTilesOff')}</span>
        </p>
      ) : null}
      <figcaption className="store-map__caption">
        <span>{t('fields.mapPosition', { latitude: position.lat.toFixed(5), longitude: position.lng.toFixed(5) })}</span>
        <Button variant="minimal" size="small" icon="locate" text={t('fields.mapReset')} onClick={reset} />
      </figcaption>
    </figure>
  );
}
