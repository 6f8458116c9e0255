import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { nearestStoresQuery } from '../graphql/queries';
import { type MapPosition } from '../utils/map';

/** Stores nearest to the map position first. */
export function useNearestStores(position: MapPosition) {
  return useGqlQuery(
    ['registration', 'nearestStores', position.lat, position.lng],
    nearestStoresQuery,
    { lat: position.lat, lng: position.lng, limit: 20 },
    { placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}
