import * as React from 'react';
import { cn } from '../lib/cn';
import { Button, buttonVariants } from './button';
import { useFieldControl } from './field';
import { ImageIcon, XIcon } from './icons';

export type ImageFieldProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'accept' | 'multiple' | 'className'
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
  /** A person's photo: "Ganti foto" over it; any other picture is a "gambar" (docs/product.md). */
  personPhoto?: boolean;
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
 * Whether the file fits the contract is the form's check (`uploadProblem`). The picker speaks
 * Indonesian whatever the browser's language: the real `<input type="file">` lies transparent
 * over our button, so a click, a key or a file dropped on it is the browser's own.
 */
export function ImageField({
  value,
  onChange,
  accept,
  currentUrl = null,
  previewAlt = 'Pratinjau gambar',
  personPhoto = false,
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
    <div data-slot="image-field" className="grid min-w-0 gap-3">
      {shown ? (
        // The whole image, its aspect kept: a wide banner is not cut to a square, nor a round
        // avatar clipped.
        <div
          data-slot="image-field-preview"
          className="flex h-40 w-full max-w-sm items-center justify-center overflow-hidden rounded-md border border-input bg-muted"
        >
          <img src={shown} alt={previewAlt} className="max-h-full max-w-full object-contain" />
        </div>
      ) : null}
      <div className="flex min-w-0 items-center gap-3">
        <span
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'relative has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring has-[input:disabled]:opacity-60',
          )}
        >
          <ImageIcon aria-hidden="true" />
          {shown ? (personPhoto ? 'Ganti foto' : 'Ganti gambar') : 'Pilih berkas'}
          <input
            ref={inputRef}
            data-slot="image-field-control"
            type="file"
            accept={accept.join(',')}
            disabled={disabled}
            className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
            {...controlProps}
          />
        </span>
        <p
          className="min-w-0 flex-1 truncate text-muted-foreground text-sm"
          data-slot="image-field-name"
          title={value?.name}
        >
          {value ? value.name : shown ? null : 'Belum ada berkas dipilih'}
        </p>
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size={null}
            className="size-8 text-sm"
            aria-label="Batalkan pilihan"
            title="Batalkan pilihan"
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
