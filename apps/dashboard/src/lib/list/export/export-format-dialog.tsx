import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@backoffice/ui';
import { useState } from 'react';
import { EXPORT_FORMATS, lastExportFormat, rememberExportFormat } from './export-format-choice';
import type { ExportFormat } from './sheet-writer';

export type ExportFormatDialogProps = {
  noun: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onExport: (format: ExportFormat) => void;
};

/**
 * The question `Ekspor` asks before it starts: which file. Loaded with the first export, so no
 * list route carries it. The last format chosen is offered first.
 */
export default function ExportFormatDialog({
  noun,
  open,
  onOpenChange,
  onExport,
}: ExportFormatDialogProps) {
  const [format, setFormat] = useState<ExportFormat>(lastExportFormat);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            rememberExportFormat(format);
            onExport(format);
          }}
        >
          <DialogHeader>
            <DialogTitle>Ekspor {noun}</DialogTitle>
            <DialogDescription>
              Semua baris yang cocok dengan pencarian, filter dan tab yang sedang dibuka.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">Format berkas</legend>
            {EXPORT_FORMATS.map((choice) => (
              <label
                key={choice.format}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name="export-format"
                  value={choice.format}
                  checked={format === choice.format}
                  onChange={() => setFormat(choice.format)}
                  className="mt-1 accent-primary"
                  aria-labelledby={`export-format-${choice.format}`}
                  aria-describedby={`export-format-${choice.format}-hint`}
                />
                <span className="grid gap-0.5">
                  <span id={`export-format-${choice.format}`} className="font-medium text-sm">
                    {choice.label}
                  </span>
                  <span
                    id={`export-format-${choice.format}-hint`}
                    className="text-muted-foreground text-sm"
                  >
                    {choice.hint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Batal
              </Button>
            </DialogClose>
            <Button type="submit">Ekspor</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
