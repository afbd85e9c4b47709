import { X } from 'lucide-react';

/** The cross of the editors' remove buttons; the button carries the accessible name. */
export function RemoveIcon() {
  return <X aria-hidden="true" className="size-4" />;
}
