import { useEffect, useState } from 'react';
import { readStored, writeStored } from '@/lib/stored';

interface PanelLayout {
  readonly open: boolean;
  /** Where the open panel sits; the page gives up that much room so nothing under test is covered. */
  readonly dock: 'right' | 'bottom';
}

const STORAGE_KEY = 'backoffice-mock-panel';

/** The saved layout; closed at first (a small launcher until a developer opens it), right. */
function readLayout(): PanelLayout {
  try {
    const saved = JSON.parse(readStored(STORAGE_KEY) ?? 'null') as Partial<PanelLayout> | null;
    return { open: saved?.open === true, dock: saved?.dock === 'bottom' ? 'bottom' : 'right' };
  } catch {
    return { open: false, dock: 'right' };
  }
}

/**
 * The panel's open state and dock, kept across reloads (localStorage), and the room the page
 * gives up for it: `data-mock-panel-dock` on <html>, which mock-panel.css turns into a margin
 * of the body, so the screen under test shrinks beside the panel instead of lying under it.
 */
export function usePanelLayout(): [PanelLayout, (next: PanelLayout) => void] {
  const [layout, setLayout] = useState(readLayout);

  useEffect(() => {
    writeStored(STORAGE_KEY, JSON.stringify(layout));
    const root = document.documentElement;
    if (layout.open) root.dataset.mockPanelDock = layout.dock;
    else delete root.dataset.mockPanelDock;
  }, [layout]);

  return [layout, setLayout];
}
