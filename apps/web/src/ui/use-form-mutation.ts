import type { UseFormReturnType } from '@mantine/form';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { fieldErrorsOf } from '../api/api-error.ts';

/** A mutation that submits a form and puts the server's field errors next to the fields they are about. */
export function useFormMutation<Values, Result>(
  // biome-ignore lint/suspicious/noExplicitAny: any form whose values this mutation submits
  form: UseFormReturnType<Values, any>,
  options: UseMutationOptions<Result, Error, Values>,
) {
  return useMutation<Result, Error, Values>({
    ...options,
    onError: (error, ...rest) => {
      form.setErrors(fieldErrorsOf(error));
      return options.onError?.(error, ...rest);
    },
  });
}
