import {
  Button,
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
} from '@backoffice/ui';
import { useState } from 'react';
import { CopyIcon } from '@/lib/icons';
import { notify } from '@/lib/notify';

type CopyLinkButtonProps = {
  link: string;
  /** Names what is copied for assistive tech, e.g. `Salin link BUDI2026`. */
  label: string;
};

/**
 * Copies a deep link. Where the clipboard is unavailable or refused, a dialog shows the link
 * selected in a read-only field so the user can copy it by hand.
 */
export function CopyLinkButton({ link, label }: CopyLinkButtonProps) {
  const [manual, setManual] = useState(false);

  const copy = async () => {
    try {
      // Absent on an insecure origin or an old browser (a TypeError here), or refused.
      await navigator.clipboard.writeText(link);
      notify.success('Link berhasil disalin.', { id: 'referral-link-copied' });
    } catch {
      setManual(true);
    }
  };

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={copy}>
        <CopyIcon />
      </Button>
      <Dialog open={manual} onOpenChange={setManual}>
        <DialogHeader>
          <DialogTitle>Salin link</DialogTitle>
          <DialogDescription>
            Browser tidak mengizinkan penyalinan otomatis. Salin link di bawah ini (Ctrl+C atau
            tahan lalu salin).
          </DialogDescription>
        </DialogHeader>
        <Field label="Link referral">
          <Input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={() => setManual(false)}>
            Tutup
          </Button>
        </DialogFooter>
      </Dialog>
    </>
  );
}
