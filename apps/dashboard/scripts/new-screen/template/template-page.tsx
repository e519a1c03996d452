import { ListPage } from '@/lib/list/list-page';
import { templateList } from './template-list';

/** `/template`: the list described in template-list.tsx. */
export function TemplatePage() {
  return <ListPage description="Daftar template." list={templateList} />;
}
