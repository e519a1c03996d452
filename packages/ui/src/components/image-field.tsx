import * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { useFieldControl } from './field';
import { ImageIcon } from './icons';
import { controlClasses } from './input';

export type ImageFieldProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'accept' | 'multiple'
> & {
  /** The chosen file, held by the form: a form reset clears it. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** MIME types the contract's upload rule accepts (`uploadRules[...].accept`). */
  accept: readonly string[];
  /** The image already stored (an edit form's current image), shown while no file is chosen. */
  currentUrl?: string | null;
  /** Alt text of the preview. */
  previewAlt?: string;
};

/** Object URL of a chosen image, revoked when the file changes or the field unmounts. */
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

/**
 * An image upload controlled by its form: the chosen file (previewed), else the current image.
 * Whether the file fits the contract's types and size is the form's check (`uploadProblem`); the
 * picker only offers the accepted types. "Batalkan pilihan" goes back to the current image.
 */
export function ImageField({
  value,
  onChange,
  accept,
  currentUrl = null,
  previewAlt = 'Pratinjau gambar',
  className,
  disabled,
  ...props
}: ImageFieldProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const objectUrl = useObjectUrl(value);
  const controlProps = useFieldControl(props);
  const shown = value ? objectUrl : currentUrl;

  // The native input keeps its own file list: empty it when the form clears the value.
  React.useEffect(() => {
    if (value === null && inputRef.current) inputRef.current.value = '';
  }, [value]);

  return (
    <div data-slot="image-field" className={cn('flex items-start gap-4', className)}>
      <div
        data-slot="image-field-preview"
        className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-input bg-muted text-muted-foreground"
      >
        {shown ? (
          <img src={shown} alt={previewAlt} className="size-full object-cover" />
        ) : (
          <ImageIcon className="size-6" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <input
          ref={inputRef}
          data-slot="image-field-control"
          type="file"
          accept={accept.join(',')}
          disabled={disabled}
          className={cn(
            controlClasses,
            'h-10 cursor-pointer py-1.5 file:me-3 file:h-7 file:cursor-pointer file:rounded-sm file:border-0 file:bg-secondary file:px-3 file:font-medium file:text-secondary-foreground file:text-xs',
          )}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          {...controlProps}
        />
        {value ? (
          <div className="flex min-w-0 items-center gap-2">
            <p className="truncate text-muted-foreground text-xs" data-slot="image-field-name">
              {value.name}
            </p>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              Batalkan pilihan
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
