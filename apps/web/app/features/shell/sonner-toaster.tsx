/** sonner's Toaster with the spec's constants; width, swipe threshold and removal delay are sonner's own. */
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_MAX_VISIBLE } from '@reelhouse/core/shell/toast';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { notifyToasterMounted } from '~/lib/toast';
import { useTheme } from '~/lib/use-theme';

export default function SonnerToaster() {
  const theme = useTheme();
  // The Toaster (a child) subscribes in its own effect, which runs before this one.
  useEffect(notifyToasterMounted, []);
  return (
    <Toaster
      theme={theme ?? 'dark'}
      position="bottom-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_MAX_VISIBLE}
      gap={TOAST_GAP_PX}
      closeButton
      offset={{ bottom: 88 }}
      mobileOffset={{ bottom: 88 }}
    />
  );
}
