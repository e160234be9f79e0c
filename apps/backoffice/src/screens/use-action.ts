import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText } from '../components/states.tsx';

/** A staff action: toast its result and refresh the lists it changes. */
export function useAction<V, R>(
  run: (vars: V) => Promise<R>,
  opts: { invalidate: QueryKey[]; success: (result: R, vars: V) => string; onDone?: () => void },
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, vars) => {
      toast.success(opts.success(result, vars));
      opts.onDone?.();
      await Promise.all(
        opts.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      toast.error(errorText(t, error));
    },
  });
}
