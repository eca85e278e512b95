import { type TradeIn, type TradeInPayloadInput, tradeInSchema } from '@kahraba/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';

/** POST /tradein; answers the stored request (status pending). */
export async function submitTradeIn(payload: TradeInPayloadInput): Promise<TradeIn> {
  const data = await http.post<unknown>('/tradein', payload);
  return tradeInSchema.parse(data);
}

export function useSubmitTradeIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTradeIn,
    // The account page lists the requests under this key prefix (features share no code, only
    // the key), so the new request shows there at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tradeIns'] }),
  });
}
