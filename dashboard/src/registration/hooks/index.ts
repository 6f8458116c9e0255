import { keepPreviousData, useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { type CreateCustomerMutation, useGqlMutation, useGqlQuery } from '../../graphql';
import { createCustomerMutation, customerContactTakenQuery, nearestStoresQuery, postalCodesQuery } from '../graphql/queries';
import type * as Checks from '../utils/checks';
import { type MapPosition } from '../utils/map';
import { type RegistrationInput } from '../../../../domain/customers/registration';

/** The catalogue rows of a complete (5-digit) postal code; nothing is asked before. */
export function usePostalCodes(postalCode: string) {
  const complete = /^\d{5}$/.test(postalCode);
  return useGqlQuery(
    ['registration', 'postalCodes', postalCode],
    postalCodesQuery,
    { postalCode },
    {
      enabled: complete,
      staleTime: Infinity,
    },
  );
}

/** Stores nearest to the map position first. */
export function useNearestStores(position: MapPosition) {
  return useGqlQuery(
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
  return useGqlQuery(['registration', 'contactTaken', contact.phone ?? '', contact.email ?? ''], customerContactTakenQuery, contact, {
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

export function useCreateCustomer() {
  return useGqlMutation<CreateCustomerMutation, { input: RegistrationInput }>(createCustomerMutation);
}

/** What POST /api/registration/ine-photo answers. */
export interface InePhotoUpload {
  token: string;
  expiresAt: number;
}

/**
 * Sends the chosen INE photo to the public upload route (no session) and reports the upload's
 * progress (0-100); the answer's token goes with the registration. The server's refusal arrives
 * in the visitor's language (Accept-Language).
 */
export function useInePhotoUpload(onProgress: (percent: number) => void) {
  return useMutation<InePhotoUpload, Error, File>({
    mutationFn: (file) =>
      new Promise<InePhotoUpload>((resolve, reject) => {
        const body = new FormData();
        body.append('photo', file);
        const request = new XMLHttpRequest();
        request.open('POST', '/api/registration/ine-photo');
        request.setRequestHeader('Accept-Language', i18next.resolvedLanguage ?? 'es');
        request.responseType = 'json';
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
        };
        const failed = (status: number) => new Error(i18next.t('registration:inePhoto.failed', { status }));
        request.onerror = () => reject(failed(0));
        request.onload = () => {
          const answer = (request.response ?? {}) as Partial<InePhotoUpload> & { error?: { message?: string } };
          if (request.status === 201 && typeof answer.token === 'string') resolve({ token: answer.token, expiresAt: Number(answer.expiresAt) });
          else reject(answer.error?.message ? new Error(answer.error.message) : failed(request.status));
        };
        request.send(body);
      }),
  });
}

type RegistrationChecks = typeof Checks;
let checksModule: Promise<RegistrationChecks> | undefined;

/** The form's checks module (zod, the shared schemas, their texts), downloaded once on first use. */
export function loadRegistrationChecks(): Promise<RegistrationChecks> {
  return (checksModule ??= import('../utils/checks'));
}

/**
 * The form's checks, null until loaded, and a function that starts loading them: the screen calls
 * it when the visitor first focuses, clicks or types in the form, so the page's first paint does
 * not wait for (or download) the validation code.
 */
export function useRegistrationChecks(): [RegistrationChecks | null, () => void] {
  const [checks, setChecks] = useState<RegistrationChecks | null>(null);
  const load = useCallback(() => {
    if (checks) return;
    loadRegistrationChecks().then(setChecks, () => {
      // A failed download (connection lost) is asked again on the next interaction.
      checksModule = undefined;
    });
  }, [checks]);
  return [checks, load];
}
