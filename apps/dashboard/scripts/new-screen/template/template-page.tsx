import { listPage } from '@/lib/list/list-page';
import { templateList } from './template-list';

// Exported for the palette, which searches a list that names its rows' `rowName`
// (docs/palette.md#how-the-lists-are-found); a list without search has none to export.
export { templateList } from './template-list';

/** `/template`: the list described in template-list.tsx. */
export const TemplatePage = listPage(templateList, { description: 'Daftar template.' });
