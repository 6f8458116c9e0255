import { type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * What the sign-in screen loads into the shared cache once signed in, before the app moves on
 * (the shell's menus, so its drawer is drawn at once). The app provides it: access knows nothing
 * of the modules above it.
 */
export type SignedInDataLoader = (queryClient: QueryClient) => Promise<unknown>;

export const SignedInDataLoaderContext = createContext<SignedInDataLoader>(() => Promise.resolve());

export function useSignedInDataLoader(): SignedInDataLoader {
  return useContext(SignedInDataLoaderContext);
}
