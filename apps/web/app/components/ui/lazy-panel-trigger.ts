/**
 * The button of a panel whose code loads on demand (a Radix popover kept out of the first
 * download): the code starts loading when the pointer rests on the button or focus reaches it,
 * the panel mounts with the first press, and every press toggles it. Spread `triggerProps` onto
 * the button and give the panel `open`, `onOpenChange`, `id` and `triggerRef` (see
 * `useOutsideTrigger` in popover.tsx). No Radix here: this stays in the first download.
 */
import { useId, useRef, useState } from 'react';

export function useLazyPanelTrigger(load: () => Promise<unknown>) {
  const [isOpen, setOpen] = useState(false);
  const [isPanelWanted, setPanelWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const triggerProps = {
    ref: triggerRef,
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? panelId : undefined,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setPanelWanted(true);
      setOpen((open) => !open);
    },
  } as const;
  return { isOpen, setOpen, isPanelWanted, panelId, triggerRef, triggerProps };
}
