import { avatarSvg, type FileTable, putSvg, slug } from '../files';
import type { Random } from '../random';

/** What every area seed receives: its own random stream and the shared file table. */
export interface SeedContext {
  readonly rng: Random;
  readonly files: FileTable;
}

/** Stores an initials avatar for `name` under `folder/` and answers its file name. */
export function seedAvatar(files: FileTable, folder: string, name: string, id: number): string {
  return putSvg(files, `${folder}/${id}-${slug(name)}.svg`, avatarSvg(name));
}
