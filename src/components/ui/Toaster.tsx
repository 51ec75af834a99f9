import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Toast } from 'radix-ui';
import { limits } from '@/config/haven';
import { cn } from '@/lib/utils';
import { $toasts, dismissToast } from '@/stores/toast';

/**
 * Renders the toast store with Radix Toast: F8 focuses the region, a 50 px swipe right
 * dismisses, 5 s by default (spec section 9). Mount once per page that can raise toasts.
 */
export default function Toaster() {
  const toasts = useStore($toasts);
  useEffect(() => {
    document.documentElement.dataset['toaster'] = 'mounted';
  }, []);
  return (
    <Toast.Provider
      duration={limits.toast.durationMs}
      swipeDirection="right"
      swipeThreshold={limits.toast.swipeThresholdPx}
      label="Notification"
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-variant={item.variant}
          className={cn(
            'border-border bg-card text-card-foreground grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 rounded-lg border p-4 shadow-lg',
            'data-[variant=destructive]:border-crisis data-[variant=destructive]:bg-crisis-surface',
            'data-[swipe=end]:translate-x-full data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
          )}
        >
          <Toast.Title className="font-semibold">{item.title}</Toast.Title>
          <Toast.Close
            className="hover:bg-muted -mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-md"
            aria-label="Dismiss"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
          {item.description && <Toast.Description className="text-muted-foreground col-span-2">{item.description}</Toast.Description>}
          {(item.action || item.secondaryAction) && (
            <div className="col-span-2 mt-2 flex gap-2">
              {[item.action, item.secondaryAction].map(
                (action) =>
                  action && (
                    <Toast.Action
                      key={action.label}
                      altText={action.altText}
                      onClick={action.onAction}
                      className="border-border hover:bg-muted inline-flex min-h-11 items-center rounded-md border px-4 font-semibold"
                    >
                      {action.label}
                    </Toast.Action>
                  ),
              )}
            </div>
          )}
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </Toast.Provider>
  );
}
