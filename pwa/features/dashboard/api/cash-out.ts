import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashOut } from '#pwa/lib/cash-out.ts';
import { portfolioKeys } from '#pwa/lib/portfolio.ts';
import { activityKeys } from './activity.ts';
import { statsKeys } from './stats.ts';

/** Cash Out on the portfolio (pwa/lib/cash-out.ts), then what it moved is read again. */
export function useCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashOut,
    onSuccess: () => {
      // The holdings, the value and the chart move; the stats' cashed-out total and the activity too.
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
      void queryClient.invalidateQueries({ queryKey: statsKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
