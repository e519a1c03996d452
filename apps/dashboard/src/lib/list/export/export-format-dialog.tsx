import { Dialog, formatNumber } from '@backoffice/ui';
import { useState } from 'react';
import { DialogForm } from '../../form/dialog-form';
import { readStored, writeStored } from '../../stored';
import type { ExportFormat } from './run-export';

/** localStorage key of the last format chosen: the next export offers it first. */
const FORMAT_STORAGE_KEY = 'export-format';

/** The formats offered, Excel first: it opens in columns in any Excel, whatever its language. */
const FORMAT_CHOICES: readonly { value: ExportFormat; label: string; hint: string }[] = [
  {
    value: 'xlsx',
    label: 'Excel (.xlsx)',
    hint: 'Langsung terbuka rapi di Microsoft Excel, dengan angka dan tanggal siap dihitung.',
  },
  {
    value: 'csv',
    label: 'CSV (.csv)',
    hint: 'Teks biasa untuk Google Sheets, LibreOffice, atau impor ke program lain.',
  },
];

/** The rows a file writes (those picked, or every row that matches the list's view) and its columns. */
type ExportRows = 'picked' | 'matching';
type ExportColumns = 'shown' | 'all';

const MATCHING_TEXT = 'Semua baris yang cocok dengan pencarian, filter dan tab yang sedang dibuka.';

const COLUMN_CHOICES: readonly { value: ExportColumns; label: string; hint: string }[] = [
  {
    value: 'shown',
    label: 'Kolom yang tampil',
    hint: 'Hanya kolom yang kamu pilih, dalam urutan yang tampil di layar.',
  },
  { value: 'all', label: 'Semua kolom', hint: 'Semua kolom daftar ini, dalam urutan bawaan.' },
];

/**
 * The question `Ekspor` asks before it starts: which file. Loaded with the first export, so no
 * list route carries it. The last format chosen is offered first.
 */
export default function ExportFormatDialog({
  noun,
  onOpenChange,
  asksColumns,
  picked,
  onExport,
}: {
  noun: string;
  onOpenChange: (open: boolean) => void;
  /** Asks which columns: the person shows other columns than the list's own. */
  asksColumns: boolean;
  /** How many rows the person picked: the dialog offers to write only those. */
  picked: number;
  onExport: (format: ExportFormat, columns: ExportColumns, rows: ExportRows) => void;
}) {
  const [format, setFormat] = useState<ExportFormat>(() =>
    readStored(FORMAT_STORAGE_KEY) === 'csv' ? 'csv' : 'xlsx',
  );
  const [columns, setColumns] = useState<ExportColumns>('shown');
  // Rows picked are what the person means first; every matching row stays one choice away.
  const [rows, setRows] = useState<ExportRows>(picked > 0 ? 'picked' : 'matching');
  const pickedText = `${formatNumber(picked)} baris terpilih`;
  return (
    <Dialog open onOpenChange={onOpenChange} size="md">
      <DialogForm
        form={{
          saving: false,
          submit: async (event) => {
            event?.preventDefault();
            // Storage refused: the next export offers Excel again.
            writeStored(FORMAT_STORAGE_KEY, format);
            onExport(format, columns, rows);
          },
        }}
        title={`Ekspor ${noun}`}
        description={rows === 'picked' ? `${pickedText}.` : MATCHING_TEXT}
        submitLabel="Ekspor"
        close={() => onOpenChange(false)}
      >
        {picked > 0 ? (
          <Choices
            legend="Baris"
            name="export-rows"
            choices={[
              { value: 'picked', label: pickedText, hint: 'Hanya baris yang kamu centang.' },
              { value: 'matching', label: 'Semua baris yang cocok', hint: MATCHING_TEXT },
            ]}
            value={rows}
            onChange={setRows}
          />
        ) : null}
        <Choices
          legend="Format berkas"
          name="export-format"
          choices={FORMAT_CHOICES}
          value={format}
          onChange={setFormat}
        />
        {asksColumns ? (
          <Choices
            legend="Kolom"
            name="export-columns"
            choices={COLUMN_CHOICES}
            value={columns}
            onChange={setColumns}
          />
        ) : null}
      </DialogForm>
    </Dialog>
  );
}

/** One question of the dialog: a choice of a few, each with a line that says what it gives. */
function Choices<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly { value: V; label: string; hint: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="mt-1 accent-primary"
            aria-labelledby={`${name}-${choice.value}`}
            aria-describedby={`${name}-${choice.value}-hint`}
          />
          <span className="grid gap-0.5">
            <span id={`${name}-${choice.value}`} className="font-medium text-sm">
              {choice.label}
            </span>
            <span id={`${name}-${choice.value}-hint`} className="text-muted-foreground text-sm">
              {choice.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
