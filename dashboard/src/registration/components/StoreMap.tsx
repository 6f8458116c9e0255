import { Button } from '@blueprintjs/core';
import { type MouseEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAP_CENTRE } from '../../../../domain/customers/registration';
import { type MapPosition, type NearbyStore } from '../types';
import { frameAround, fromMapPoint, toMapPoint } from '../utils';

const SIZE = 320;

export interface StoreMapProps {
  position: MapPosition;
  stores: NearbyStore[];
  selectedStoreId: string;
  onPlace: (position: MapPosition) => void;
  onPickStore: (warehouseId: string) => void;
}

/**
 * The map of spec 000 without any tile server: an SVG plot of the stores around the default
 * centre (lat 18.11, lng -94.45). A click places the visitor's position; a store's dot picks it.
 * No external tiles, fonts or scripts, so it works offline and behind any firewall.
 */
export function StoreMap({ position, stores, selectedStoreId, onPlace, onPickStore }: StoreMapProps) {
  const { t } = useTranslation('registration');
  // The frame stays on the default centre so a click does not move the whole plot under the pointer.
  const frame = useMemo(
    () => frameAround(DEFAULT_MAP_CENTRE, stores.map((store) => ({ lat: store.coordinates[0], lng: store.coordinates[1] })).slice(0, 8)),
    [stores],
  );
  const place = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const point = { x: ((event.clientX - box.left) / box.width) * SIZE, y: ((event.clientY - box.top) / box.height) * SIZE };
    onPlace(fromMapPoint(point, frame, SIZE));
  };
  const you = toMapPoint(position, frame, SIZE);
  const grid = [0.25, 0.5, 0.75].map((share) => share * SIZE);
  return (
    <figure className="store-map">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={t('fields.mapLabel')} onClick={place} className="store-map__plot">
        <rect width={SIZE} height={SIZE} className="store-map__ground" />
        {grid.map((line) => (
          <g key={line} className="store-map__grid">
            <line x1={line} y1={0} x2={line} y2={SIZE} />
            <line x1={0} y1={line} x2={SIZE} y2={line} />
          </g>
        ))}
        {stores.map((store) => {
          const point = toMapPoint({ lat: store.coordinates[0], lng: store.coordinates[1] }, frame, SIZE);
          if (point.x < 0 || point.y < 0 || point.x > SIZE || point.y > SIZE) return null;
          const selected = store.warehouseId === selectedStoreId;
          return (
            <g
              key={store.warehouseId}
              className={`store-map__store${selected ? ' store-map__store--selected' : ''}`}
              onClick={(event) => {
                event.stopPropagation();
                onPickStore(store.warehouseId);
              }}
            >
              <circle cx={point.x} cy={point.y} r={selected ? 8 : 6} />
              <title>{store.warehouseName}</title>
            </g>
          );
        })}
        <g className="store-map__you" transform={`translate(${you.x} ${you.y})`}>
          <path d="M0 0 L-7 -14 A8 8 0 1 1 7 -14 Z" />
          <title>{t('fields.youAreHere')}</title>
        </g>
      </svg>
      <figcaption className="store-map__caption">
        <span>{t('fields.mapPosition', { latitude: position.lat.toFixed(5), longitude: position.lng.toFixed(5) })}</span>
        <Button variant="minimal" size="small" icon="locate" text={t('fields.mapReset')} onClick={() => onPlace({ ...DEFAULT_MAP_CENTRE })} />
      </figcaption>
    </figure>
  );
}
