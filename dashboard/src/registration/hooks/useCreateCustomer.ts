import { type CreateCustomerMutation, useGqlMutation } from '../../graphql';
import { createCustomerMutation } from '../graphql/queries';
import { type RegistrationInput } from '../../../../domain/customers/registration';

export function useCreateCustomer() {
  return useGqlMutation<CreateCustomerMutation, { input: RegistrationInput }>(createCustomerMutation);
}
