/** The last control call's error of a section, announced; nothing when there is none. */
export function ControlError({ error }: { readonly error: string | null }) {
  if (error === null) return null;
  return (
    <p role="alert" className="mock-panel__error">
      {error}
    </p>
  );
}
