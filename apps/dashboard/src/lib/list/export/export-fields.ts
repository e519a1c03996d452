import type { ExportField, ListColumn } from '../list-description';
import { csvCell, csvLine } from './csv';

/** The file's columns: each screen column's `export` fields, in the order the columns show. */
export function exportFieldsOf<Row>(columns: readonly ListColumn<Row>[]): ExportField<Row>[] {
  return columns.flatMap((column): readonly ExportField<Row>[] => {
    const { export: fields } = column;
    if (fields === null) return [];
    return isFieldList(fields) ? fields : [fields];
  });
}

function isFieldList<Row>(
  fields: ExportField<Row> | readonly ExportField<Row>[],
): fields is readonly ExportField<Row>[] {
  return Array.isArray(fields);
}

/** The header line: the fields' headers. */
export function csvHeader<Row>(fields: readonly ExportField<Row>[]): string {
  return csvLine(fields.map((field) => csvCell(field.header)));
}

/** One row's line. */
export function csvRow<Row>(fields: readonly ExportField<Row>[], row: Row): string {
  return csvLine(fields.map((field) => csvCell(field.value(row), field.kind)));
}
