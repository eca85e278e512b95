import { Skeleton } from '../../../shared/ui/skeleton';

export function OfferCardSkeleton() {
  return (
    <div className="flex flex-col rounded-2xl bg-white ring-1 ring-navy-100">
      <div className="border-b border-navy-100 p-4">
        <Skeleton className="mx-auto size-44" />
      </div>
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-2 h-10 w-full" />
      </div>
    </div>
  );
}
