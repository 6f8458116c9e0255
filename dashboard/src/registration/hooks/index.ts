import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../graphql';
import { createCustomerMutation, customerContactTakenQuery, nearestStoresQuery, postalCodesQuery } from '../graphql/queries';
import { type CustomerRegistrationResult, type MapPosition, type NearbyStore, type PostalCodeRow } from '../types';
import { type RegistrationInput } from '../../../../domain/customers/registration';

/** The catalogue rows of a complete (5-digit) postal code; nothing is asked before. */
export function usePostalCodes(postalCode: string) {
  const complete = /^\d{5}$/.test(postalCode);
  return useGqlQuery<{ postalCodes: PostalCodeRow[] }, { postalCode: string }>(['registration', 'postalCodes', postalCode], postalCodesQuery, { postalCode }, {
    enabled: complete,
    staleTime: Infinity,
  });
}

/** Stores nearest to the map position first. */
export function useNearestStores(position: MapPosition) {
  return useGqlQuery<{ nearestStores: NearbyStore[] }, { lat: number; lng: number; limit: number }>(
    ['registration', 'nearestStores', position.lat, position.lng],
    nearestStoresQuery,
    { lat: position.lat, lng: position.lng, limit: 20 },
    { placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}

/** A value that follows `value` once it has stayed the same for `delayMs`. */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Whether a customer already has this phone (10 digits) or e-mail; the server reveals nothing else. */
export function useContactTaken(contact: { phone?: string; email?: string }) {
  const enabled = Boolean(contact.phone || contact.email);
  return useGqlQuery<{ customerContactTaken: boolean }, { phone?: string; email?: string }>(
    ['registration', 'contactTaken', contact.phone ?? '', contact.email ?? ''],
    customerContactTakenQuery,
    contact,
    { enabled, staleTime: 30_000, retry: false },
  );
}

export function useCreateCustomer() {
  return useGqlMutation<{ createCustomer: CustomerRegistrationResult }, { input: RegistrationInput }>(createCustomerMutation);
}
