/** Characters gathered before they become a Blob part: about 0.5 to 1.5 MB of UTF-8. */
const PART_CHARS = 512 * 1024;

export type FileParts = {
  add: (text: string) => void;
  /** The file of everything added, as one Blob. */
  file: () => Blob;
};

/**
 * A file written piece by piece whose memory stays flat however many rows it holds: text is
 * gathered into Blob parts as it comes, and a browser keeps a Blob's bytes outside the
 * JavaScript heap, so neither the rows nor their text stay behind in it.
 */
export function fileParts(type: string): FileParts {
  const parts: Blob[] = [];
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    parts.push(new Blob([pending]));
    pending = '';
  };
  return {
    add: (text) => {
      pending += text;
      if (pending.length >= PART_CHARS) flush();
    },
    file: () => {
      flush();
      return new Blob(parts, { type });
    },
  };
}
