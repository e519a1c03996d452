import * as React from 'react';
import { cn } from '../lib/cn';
import { useFieldControl } from './field';
import { ImageIcon } from './icons';
import { controlClasses } from './input';

export type FileInputProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue'
> & {
  /** Image already stored (an edit form's current photo), shown until a new file is chosen. */
  previewUrl?: string | null;
  /** Called with the chosen file, or `null` when the choice is cleared. */
  onFileChange?: (file: File | null) => void;
  /** Alt text of the preview image. */
  previewAlt?: string;
  /** Hides the preview box (for non-image uploads). */
  hidePreview?: boolean;
};

/** Object URL for a chosen image, revoked when the file changes or the component unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!file?.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function FileInput({
  previewUrl = null,
  onFileChange,
  onChange,
  previewAlt = 'Pratinjau gambar',
  hidePreview = false,
  accept = 'image/*',
  className,
  ...props
}: FileInputProps) {
  const [file, setFile] = React.useState<File | null>(null);
  const objectUrl = useObjectUrl(file);
  const controlProps = useFieldControl(props);
  const shown = objectUrl ?? (file ? null : previewUrl);

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const next = event.currentTarget.files?.[0] ?? null;
    setFile(next);
    onFileChange?.(next);
    onChange?.(event);
  }

  return (
    <div data-slot="file-input" className={cn('flex items-start gap-4', className)}>
      {hidePreview ? null : (
        <div
          data-slot="file-input-preview"
          className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-input bg-muted text-muted-foreground"
        >
          {shown ? (
            <img src={shown} alt={previewAlt} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-6" />
          )}
        </div>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <input
          data-slot="file-input-control"
          type="file"
          accept={accept}
          className={cn(
            controlClasses,
            'h-10 cursor-pointer py-1.5 file:me-3 file:h-7 file:cursor-pointer file:rounded-sm file:border-0 file:bg-secondary file:px-3 file:font-medium file:text-secondary-foreground file:text-xs',
          )}
          onChange={handleChange}
          {...controlProps}
        />
        {file ? (
          <p className="truncate text-muted-foreground text-xs" data-slot="file-input-name">
            {file.name}
          </p>
        ) : null}
      </div>
    </div>
  );
}
