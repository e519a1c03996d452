import { AlertCircleIcon, Button, DEFAULT_ERROR_MESSAGE } from '@backoffice/ui';

type LoadErrorProps = {
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** Shown instead of the dashboard when its data could not be loaded. */
export function LoadError({ message = DEFAULT_ERROR_MESSAGE, onRetry, retrying }: LoadErrorProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center">
      <p role="alert" className="flex items-center gap-2 text-danger-text">
        <AlertCircleIcon />
        {message}
      </p>
      <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
        Coba lagi
      </Button>
    </div>
  );
}
