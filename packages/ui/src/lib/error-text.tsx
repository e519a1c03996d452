import { createContext, useContext } from 'react';

/** Turns a failed query's error into what the user reads. */
export type ErrorText = (error: { message: string }) => string;

const ErrorTextContext = createContext<ErrorText>((error) => error.message);

/**
 * The app's wording of a failed load for QueryState and DataTable (the SDK's messages are for
 * developers). Without a provider, the error's `message` is shown.
 */
export const ErrorTextProvider = ErrorTextContext.Provider;

export function useErrorText(): ErrorText {
  return useContext(ErrorTextContext);
}
